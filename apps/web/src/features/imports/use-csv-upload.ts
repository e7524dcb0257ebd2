import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiBase, importEndpoints, type ImportRun } from '@pubdesk/contract';
import { invalidateAfter, postWithProgress } from '@pubdesk/ui/api';
import { t } from '@pubdesk/ui/i18n';
import { notifyDone } from '@pubdesk/ui/notify';

export interface CsvUploadState {
  phase: 'idle' | 'uploading' | 'done' | 'failed';
  percent: number;
  /** The refusal of the last upload (a 400 names the file's bad line and column). */
  error: unknown;
}

const idle: CsvUploadState = { phase: 'idle', percent: 0, error: null };
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * A CSV file sent to POST /imports/upload/ (multipart: `supplier`, then `file`) with its progress
 * in percent. On success 'File imported.' shows and the runs list reloads with the new run;
 * leaving the screen stops an upload under way.
 */
export function useCsvUpload(supplierId: number) {
  const client = useQueryClient();
  const [state, setState] = useState<CsvUploadState>(idle);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<ImportRun | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', percent: 0, error: null });
      // The server reads `supplier` before it streams the file.
      const form = new FormData();
      form.append('supplier', String(supplierId));
      form.append('file', file);
      try {
        const run = await postWithProgress<ImportRun>(apiBase + importEndpoints.upload.path, form, {
          signal: controller.signal,
          onProgress: (percent) => setState((current) => ({ ...current, percent })),
        });
        setState({ phase: 'done', percent: 100, error: null });
        notifyDone(t('imports.uploadDone'));
        void invalidateAfter(client, importEndpoints.upload);
        return run;
      } catch (error) {
        if (!isAbort(error)) setState({ phase: 'failed', percent: 0, error });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client, supplierId],
  );

  return { ...state, start };
}
