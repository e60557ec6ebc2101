/**
 * Hands a file made in the page (a workbook, a data export) to the browser's downloads, under
 * `fileName`, as a link with `download` would.
 */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the browser must have started the download first.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
