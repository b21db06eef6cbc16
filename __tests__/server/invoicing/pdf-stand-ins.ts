// Stand-ins for Chromium and a waiting helper, for the tests that drive the PDF queue through
// failures (pdf.test.ts renders in Chromium itself).
import type { PdfRenderer } from '../../../src/server/services/invoicing/pdf/chromium';

export const STAND_IN_PDF = Buffer.from('%PDF-1.7\n%stand-in\n%%EOF\n');

/** Fails its first `failures` renders; after a failure it reports the browser gone when `dies`. */
export function standIn(failures: number, dies = false, message = 'Target page, context or browser has been closed'): PdfRenderer & { renders: number } {
  let alive = true;
  const renderer = {
    renders: 0,
    async render() {
      renderer.renders += 1;
      if (renderer.renders <= failures) {
        if (dies) alive = false;
        throw new Error(message);
      }
      return STAND_IN_PDF;
    },
    connected: () => alive,
    close: async () => undefined,
  };
  return renderer;
}

/** Waits until `done` holds; gives up (failing the case) after 15 s. */
export async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
