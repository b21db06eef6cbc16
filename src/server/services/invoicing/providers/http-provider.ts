// A provider reached over HTTP: the document is POSTed as XML; the provider answers JSON with
// its id for the document and a status (received, accepted or rejected) and, when it rejects,
// the reasons. Provider APIs differ in detail; this is the shape the adapter maps from.
import type { EInvoiceProvider, OutgoingDocument, ProviderAnswer } from './provider';

export interface HttpProviderOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Answers that say nothing about the document: 401, 403, 408, 429. */
const RETRY_LATER = new Set([401, 403, 408, 429]);

interface ProviderReply { id?: string; status?: string; errors?: unknown }

export function httpProvider(opts: HttpProviderOptions): EInvoiceProvider {
  return {
    name: 'http',
    async submit(doc: OutgoingDocument): Promise<ProviderAnswer> {
      const res = await fetch(new URL('/v1/documents', opts.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/xml', authorization: `Bearer ${opts.apiKey}`, 'x-document-number': doc.number },
        body: doc.xml,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      const body = (await res.json().catch(() => ({}))) as ProviderReply;
      // 4xx: the provider refused this document, sending it again will not help. 5xx, and the
      // refusals that are about the shop's access rather than the document (a key rotated or
      // expired, a timeout, too many requests): try later.
      if (res.status >= 500 || RETRY_LATER.has(res.status)) throw new Error(`provider answered ${res.status}`);
      if (res.status >= 400 || body.status === 'rejected') {
        return { state: 'rejected', reference: body.id ?? null, answer: { httpStatus: res.status, ...body } };
      }
      return { state: body.status === 'accepted' ? 'accepted' : 'sent', reference: body.id ?? null, answer: { httpStatus: res.status, ...body } };
    },
  };
}
