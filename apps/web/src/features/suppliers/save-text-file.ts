import { saveFile } from '@pubdesk/ui/files';

/** Saves `text` as a download named `filename`. */
export function saveTextFile(text: string, filename: string, type = 'text/plain'): void {
  saveFile(new Blob([text], { type: `${type};charset=utf-8` }), filename);
}
