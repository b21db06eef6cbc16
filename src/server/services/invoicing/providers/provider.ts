// An Accredited Service Provider as the shop sees it: it takes a PINT AE document and answers
// whether it was received (sent), accepted or rejected, with its own reference and message.

export interface OutgoingDocument {
  number: string;
  kind: 'invoice' | 'credit-note';
  xml: string;
}

export interface ProviderAnswer {
  state: 'sent' | 'accepted' | 'rejected';
  reference: string | null;
  answer: Record<string, unknown>;
}

export interface EInvoiceProvider {
  readonly name: string;
  submit(doc: OutgoingDocument): Promise<ProviderAnswer>;
}
