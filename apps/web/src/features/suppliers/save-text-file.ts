/** Saves `text` as a download named `filename` (a Blob behind an object URL and an <a download>). */
export function saveTextFile(text: string, filename: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns; free it once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
