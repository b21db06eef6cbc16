// What an issued tax document says, frozen at issue. Everything the PDF and the e-invoice print
// comes from here, never from the live catalogue, customer or settings rows.
import type { VatCategory } from '../../../shared/tax';

export interface PartySnapshot {
  legalNameEn: string;
  /** Arabic legal name where known (the shop's own); '' otherwise. */
  legalNameAr: string;
  address: string;
  city: string;
  emirate: string;
  /** null: an unregistered recipient. */
  trn: string | null;
  licenceNumber: string | null;
  licenceAuthority: string | null;
  email: string | null;
  phone: string | null;
}

export interface LineSnapshot {
  position: number;
  description: string;
  sku: string;
  quantity: number;
  unitPriceFils: number;
  discountFils: number;
  /** quantity x unit price - discount. */
  taxableFils: number;
  category: VatCategory;
  rateBp: number;
  vatFils: number;
  grossFils: number;
}

export interface CategoryTotal {
  category: VatCategory;
  rateBp: number;
  taxableFils: number;
  vatFils: number;
}

export interface TotalsSnapshot {
  netFils: number;
  vatFils: number;
  grossFils: number;
  byCategory: CategoryTotal[];
}

export interface DocumentSnapshot {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: string;
  /** Date of supply (YYYY-MM-DD, UAE time): the order's approval. */
  supplyDate: string;
  issueDate: string;
  currency: 'AED';
  orderId: number;
  supplier: PartySnapshot;
  buyer: PartySnapshot;
  /** The invoice a credit note corrects. */
  reference: { number: string; issueDate: string } | null;
  /** Why a credit note was issued. */
  reason: string | null;
  lines: LineSnapshot[];
  totals: TotalsSnapshot;
  logo: string | null;
}
