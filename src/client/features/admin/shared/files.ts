// Files in the browser: reading what staff choose, and handing them a download.
import { downloadText } from '../../../lib/download';

/** A chosen file as a data URL, the form in which uploads are sent (spec section 5). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A chosen file's text (a CSV for import). */
export function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/**
 * Hands text to the browser as a download. The export needs the staff token in a header, which
 * a plain link cannot send, so the text is fetched first and offered through a Blob URL.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadText(fileName, text, type);
}

/** 'catalogue-2025-03-07.csv': the day of the export in the name keeps downloads apart. */
export function exportFileName(isoDate: string): string {
  return `catalogue-${isoDate.slice(0, 10)}.csv`;
}
