/** How long the object URL lives: long enough for every browser to start the download from it. */
const REVOKE_AFTER_MS = 30_000;

/** Saves a file the page holds through a temporary link with `download`, as a browser saves any link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
