/** Saves a Blob as a download named `filename` (an object URL behind an <a download>). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
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
