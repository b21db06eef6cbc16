// The PDF render queue. Approving an order commits a job row with its invoice; a worker claims
// one job at a time with FOR UPDATE SKIP LOCKED and leases it for a few minutes (so other
// instances pass it by, and a worker that died gives it back when the lease ends), renders
// outside any transaction, then stores the PDF and closes the job in one transaction that
// re-checks the job is still open: a document is stored once, whoever rendered it.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentJobs, taxDocuments } from '../../db/schema';
import type { FileStore } from '../files/file-store';
import { findStoredFile } from '../media';
import { dropDocumentBytes, recordDocumentFile, storeDocumentBytes } from './document-files';
import { documentHtml } from './pdf/html';
import type { PdfRenderer } from './pdf/chromium';
import { attachToHeldMail, queueInvoiceMail, releaseWithoutPdf } from './invoice-mail';
import { retryDelay } from '../retry-delay';

export const JOB_LEASE_MS = 5 * 60_000;
export const MAX_JOB_ATTEMPTS = 5;
/** The pause after a failed render before the job is tried again, by the attempts made so far. */
export const JOB_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;


async function claimJob(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(documentJobs)
      .where(and(eq(documentJobs.state, 'queued'), or(isNull(documentJobs.lockedUntil), lt(documentJobs.lockedUntil, now))))
      .orderBy(asc(documentJobs.id)).limit(1).for('update', { skipLocked: true });
    if (!job) return null;
    const attempts = job.attempts + 1;
    const lease = new Date(now.getTime() + JOB_LEASE_MS);
    await tx.update(documentJobs).set({ attempts, lockedUntil: lease }).where(eq(documentJobs.id, job.id));
    const [doc] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, job.documentId));
    return { job: { ...job, attempts, lockedUntil: lease }, doc };
  });
}

async function finish(db: Db, jobId: number, mailId: number | null, documentId: number, customerId: number, name: string, size: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx.select({ id: documentJobs.id }).from(documentJobs)
      .where(and(eq(documentJobs.id, jobId), eq(documentJobs.state, 'queued'))).for('update');
    if (!open) return false;
    await recordDocumentFile(tx, customerId, name, size);
    await tx.update(taxDocuments).set({ pdfFile: name }).where(and(eq(taxDocuments.id, documentId), isNull(taxDocuments.pdfFile)));
    await tx.update(documentJobs).set({ state: 'done', doneAt: new Date(), lastError: null }).where(eq(documentJobs.id, jobId));
    if (mailId === null) await queueInvoiceMail(tx, documentId, name);
    else await attachToHeldMail(tx, mailId, documentId, name);
    return true;
  });
}

/**
 * The logo a document was issued with, as the page shows it (a data URL: the PDF is rendered
 * from HTML alone); none when it names no stored picture.
 */
export async function logoDataUrl(db: Db, store: FileStore, name: string | null): Promise<string | null> {
  if (!name) return null;
  // Read as /media reads pictures: a demo picture's bytes are in its row, an upload's in the store.
  const picture = await findStoredFile(db, store, name, 'image');
  return picture ? `data:${picture.contentType};base64,${Buffer.from(picture.data).toString('base64')}` : null;
}

/**
 * Renders queued documents until none is due (or `limit`); answers how many this worker stored.
 * A failed render waits before its next try (JOB_RETRY_DELAYS_MS), and a browser that is gone
 * ends the round: the jobs after it keep their tries for the next browser.
 */
export async function runPdfJobs(db: Db, store: FileStore, renderer: PdfRenderer, opts: { limit?: number; now?: () => Date } = {}): Promise<number> {
  const now = opts.now ?? (() => new Date());
  let stored = 0;
  for (let i = 0; i < (opts.limit ?? 100); i += 1) {
    const claimed = await claimJob(db, now());
    if (!claimed) break;
    const { job, doc } = claimed;
    try {
      const pdf = await renderer.render(documentHtml(doc.snapshot, await logoDataUrl(db, store, doc.snapshot.logo)));
      // The bytes go to the store first, outside any transaction; the row that makes them the
      // document's is written with the job's end, and bytes nobody took up are removed.
      const name = await storeDocumentBytes(store, pdf);
      if (await finish(db, job.id, job.mailId, doc.id, doc.customerId, name, pdf.length)) stored += 1;
      else await dropDocumentBytes(store, name);
    } catch (error) {
      const failed = job.attempts >= MAX_JOB_ATTEMPTS;
      const retryAt = new Date(now().getTime() + retryDelay(JOB_RETRY_DELAYS_MS, job.attempts));
      await db.transaction(async (tx) => {
        // Only while this claim holds the job: one whose lease ran out may have been claimed, or
        // finished, by another worker since.
        const marked = await tx.update(documentJobs).set({ lastError: String(error), ...(failed ? { state: 'failed' } : { lockedUntil: retryAt }) })
          .where(and(eq(documentJobs.id, job.id), eq(documentJobs.state, 'queued'), eq(documentJobs.lockedUntil, job.lockedUntil)))
          .returning({ id: documentJobs.id });
        // No PDF is coming: the mail waiting for it goes without.
        if (failed && marked.length > 0 && job.mailId !== null) await releaseWithoutPdf(tx, job.mailId, doc.id);
      });
      if (!renderer.connected()) break;
    }
  }
  return stored;
}

export async function queuedJobCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(documentJobs).where(eq(documentJobs.state, 'queued'));
  return row.n;
}
