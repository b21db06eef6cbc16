// Staff put a document's PDF back in the render queue after rendering gave up on it (five
// failed tries, e.g. while Chromium was broken on the server). The job row is locked first, so
// two staff clicking at once queue it once, and the worker's own close of the job (which also
// locks it first) is waited for: a PDF stored meanwhile is seen and the request refused. The
// job's mail stays tied to it: when the PDF is stored, the approval mail that already left
// without it is followed by a mail of its own with the PDF (invoice-mail.ts), once.
import { and, eq } from 'drizzle-orm';
import type { AdminTaxDocument } from '../../../shared/admin-types';
import type { Db } from '../../db/client';
import { documentJobs, taxDocuments } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, notFound, refused } from '../admin/outcome';
import { adminDocumentOf, submissionsOf, shortError } from './admin-documents';

export const PDF_RETRY_MESSAGES = {
  ready: 'The PDF of this document is already made.',
  queued: 'The PDF of this document is already in the queue; it will be made shortly.',
} as const;

export type PdfRetry = Outcome<{ document: AdminTaxDocument }>;

export function requeuePdf(db: Db, staffId: number, number: string): Promise<PdfRetry> {
  return db.transaction(async (tx): Promise<PdfRetry> => {
    const [found] = await tx.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.number, number));
    if (!found) return notFound;
    const [job] = await tx.select().from(documentJobs)
      .where(and(eq(documentJobs.documentId, found.id), eq(documentJobs.task, 'render-pdf'))).for('update');
    // Read after the job's lock: a worker that stored the PDF while this waited has committed.
    const [doc] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, found.id));
    if (doc.pdfFile !== null) return refused(PDF_RETRY_MESSAGES.ready);
    if (job?.state === 'queued') return refused(PDF_RETRY_MESSAGES.queued);
    if (job) {
      // lastError stays until a render succeeds (the worker's finish clears it).
      await tx.update(documentJobs).set({ state: 'queued', attempts: 0, lockedUntil: null, doneAt: null }).where(eq(documentJobs.id, job.id));
    } else {
      // No job at all (should not happen): a fresh one. Two such requests at once meet at the
      // job's unique index; the second one finds it queued.
      const created = await tx.insert(documentJobs).values({ documentId: doc.id, task: 'render-pdf' })
        .onConflictDoNothing().returning({ id: documentJobs.id });
      if (created.length === 0) return refused(PDF_RETRY_MESSAGES.queued);
    }
    await audit(tx, staffId, 'document.pdf-retry', `document:${doc.number}`, {
      kind: doc.kind, was: job?.state ?? 'no job', attempts: job?.attempts ?? 0, error: shortError(job?.lastError ?? null),
    });
    const einvoice = (await submissionsOf(tx, [doc.id])).get(doc.id) ?? null;
    return done({ document: adminDocumentOf(doc, { state: 'queued', lastError: job?.lastError ?? null }, einvoice) });
  });
}
