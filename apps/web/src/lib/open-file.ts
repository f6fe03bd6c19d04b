import { saveFile } from './save-file';

/**
 * Opens a downloaded file (a PDF to print or send) in a new tab, and saves it as a download only
 * when the browser blocks the tab. Not opened with `noopener`: `window.open` then answers null
 * whether the tab opened or not (the HTML standard), so every file was saved as well; the new
 * tab is cut off from this page by clearing its opener instead.
 */
export function openFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else saveFile(blob, filename);
  // The new tab reads the address after this returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
