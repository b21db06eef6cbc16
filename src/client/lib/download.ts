// The one way the shop hands a file to the browser's own download (cart CSV, tax documents,
// back-office exports). A side effect: sagas call these with call().

/** Offers `blob` as a download named `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers start the download only then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers text as a download of the given type. */
export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
