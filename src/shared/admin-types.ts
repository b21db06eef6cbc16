// Payloads of the back office (/api/admin/...), shared by the server and the /admin screens.
// Money is AED with two decimals, dates are ISO strings, lists come as {count, <items>} pages.
import type { CartAttribute, Order } from './api-types';
import type { ListedPrices } from './price-display';
import type { QuantityRule } from './quantity-rules';
import type { VatCategory } from './tax';

export {
  CATALOGUE_CSV_COLUMNS, OPTIONAL_CSV_COLUMNS, STOCK_AT_EXPORT_CSV_COLUMN, TIERS_CSV_COLUMN, VAT_CATEGORY_CSV_COLUMN,
} from './catalogue-csv-columns';

export const ADMIN_PAGE_SIZE = 20;

/** A back-office account; `disabled_at` set: it can no longer sign in (its sessions were ended). */
export interface StaffMember { id: number; email: string; name: string; last_login_at: string | null; created_at: string; disabled_at: string | null }

/** The back office's customer tabs: every account state, sign-ups whose email is not confirmed yet included. */
export type CustomerListState = 'pending' | 'active' | 'rejected' | 'unconfirmed';

export type CustomerAccountState = CustomerListState;

/** A customer account as the back office sees it; `*_url` are the document links (/uploads/...). */
export interface AdminCustomer {
  id: number;
  name: string;
  company_name: string;
  email: string;
  mobile: string | null;
  country_id: number;
  state: CustomerAccountState;
  reject_reason: string | null;
  /** The stored document file names, and their `/uploads/{name}` links; null when none was uploaded. */
  lisence_number: string | null;
  otrn_number: string | null;
  lisence_url: string | null;
  otrn_url: string | null;
  created_at: string;
  confirmed_at: string | null;
  decided_at: string | null;
}

/** Order states: 1 approved, 2 waiting for approval, 3 cancelled by the shop. */
export type AdminOrderState = 1 | 2 | 3;

export interface AdminOrder extends Order {
  customer: { id: number; name: string; company_name: string; email: string; mobile: string | null };
  decided_at: string | null;
  decided_by: string | null;
  /** Lines with their SKU, for picking and for the approval highlight (count above 30). */
  lines: Array<{ sku: string; product_name: string; count: number; unit_price: number; attributes: CartAttribute[] }>;
}

export interface AdminProductSummary {
  id: number;
  slug: string;
  name: string;
  brand: { id: number; name: string } | null;
  active: boolean;
  thumbnail: string | null;
  variants: number;
  stock: number;
  updated_at: string;
}

/** Quantity rules (shared/quantity-rules.ts) left out are 1, 1 and no maximum. */
export interface AdminVariant extends ListedPrices, Partial<QuantityRule> {
  /** Absent for a variant that is being created. */
  id?: number;
  sku: string;
  stock: number;
  /**
   * On a save, the stock the editor showed when it opened (the editor sends it for each kept
   * variant): stock equal to it is left as the database has it now (orders may have taken
   * some meanwhile), and a changed stock is refused if the database's moved on since.
   */
  stock_seen?: number;
  /** One attribute id, or two for a two-dimension variant (first dimension first). */
  attribute_ids: number[];
  /** A media name of this product's images, or null. */
  thumbnail: string | null;
  /**
   * S standard 5 %, Z zero-rated, E exempt: what its invoice lines are taxed by. Always read;
   * on a save, left out keeps a variant's category (S for a new one).
   */
  vat_category?: VatCategory;
}

export interface AdminProductInput {
  slug: string;
  name: string;
  brand_id: number | null;
  excerpt: string;
  introduction: string;
  meta_description: string;
  direct_fast: boolean;
  active: boolean;
  category_ids: number[];
  meta_ids: number[];
  tabs: Array<{ tab_name: string; content: string }>;
  faqs: Array<{ question: string; answer: string }>;
  variants: AdminVariant[];
  /**
   * On an update, the product's `updated_at` as the editor loaded it (the editor always sends
   * it): if the product changed since (another save, a quick variant edit, its gallery, an
   * import, its brand renamed), the save is refused with 409 and nothing is written. Left out,
   * the save is taken as sent.
   */
  updated_at_seen?: string;
}

export interface AdminProduct extends AdminProductInput {
  id: number;
  rate: number;
  /** Gallery in order; the first is the thumbnail, the second the hover image. */
  images: Array<{ name: string; url: string }>;
  created_at: string;
  updated_at: string;
}

/**
 * A product's `updated_at` before and after a change to one of its parts (a quick variant edit,
 * the gallery): an editor holding `was` is still up to date once it holds `now`.
 */
export interface ProductUpdatedAt { was: string; now: string }

export interface AdminVariantPatch {
  stock?: number;
  /** The stock the editor showed, as for a product save (AdminVariant.stock_seen). */
  stock_seen?: number;
  price?: number;
  sale_price?: number | null;
  b2b_price?: number | null;
  b2b_sale_price?: number | null;
}

export interface AdminAttributeType {
  id: number;
  name: string;
  /** 1 colour swatch, 2 plain, 3 special offer. */
  type: 1 | 2 | 3;
  attributes: Array<{ id: number; name: string; value: string | null; description: string | null }>;
}

export interface AdminBrand { id: number; name: string; slug: string; thumbnail: string | null; products: number }
export interface AdminBrandInput { name: string; slug: string; /** data URL of a new logo; omitted keeps the logo. */ logo?: string }

export interface AdminCategory { id: number; parent_id: number | null; name: string; slug: string; sort: number; image: string | null; products: number }
export interface AdminCategoryInput { name: string; slug: string; parent_id: number | null; sort: number }

export interface AdminMeta { id: number; name: string; kind: 'feature' | 'badge'; display: 0 | 1; products: number }
export interface AdminMetaInput { name: string; kind: 'feature' | 'badge'; display: 0 | 1 }

export type ImportState = 'validating' | 'importing' | 'done' | 'failed';

export interface ImportRowError { line: number; message: string }

export interface ImportJob {
  id: number;
  state: ImportState;
  /** Data rows in the file (the header line is line 1, so data starts at line 2). */
  total: number;
  /** Rows validated or written so far, for the progress bar. */
  done: number;
  created: number;
  updated: number;
  errors: ImportRowError[];
  created_at: string;
  finished_at: string | null;
}

export interface OutboxMail { id: number; to: string; subject: string; text: string; html: string | null; date: string; sent_at: string | null; error: string | null }

export interface AuditEntry {
  id: number;
  staff: { id: number; email: string; name: string } | null;
  action: string;
  target: string;
  details: Record<string, unknown>;
  /** True when `details` is the list's short form of large details; GET /audit/{id} answers them whole (false). */
  details_shortened?: boolean;
  date: string;
}

export type Paged<K extends string, T> = { count: number } & { [P in K]: T[] };

/** The shop's legal identity on its tax documents, as staff edit it (/admin/tax/settings). */
export interface ShopLegalSettings {
  legalNameEn: string;
  legalNameAr: string;
  address: string;
  city: string;
  /** An emirate code (src/shared/tax.ts). */
  emirate: string;
  trn: string;
  licenceNumber: string;
  licenceAuthority: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  logo: string | null;
}

/** An issued tax invoice or credit note as its readers see it; `pdf` and `xml` are download URLs (Bearer). */
export interface TaxDocumentEntry {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: string;
  pdf: string;
  xml: string;
  /** false until the PDF render job has run. */
  pdfReady: boolean;
}

/** Where a document's PDF stands: stored, in the render queue, or given up on (staff may queue it again). */
export type PdfState = 'ready' | 'queued' | 'failed';

/** One document in the back office's list; credit notes count negative. */
export interface AdminTaxDocument extends TaxDocumentEntry {
  orderId: number;
  customer: string;
  trn: string | null;
  emirate: string;
  net: number;
  vat: number;
  gross: number;
  pdfState: PdfState;
  /** Why the last render failed (shortened), while the state is 'failed'; else null. */
  pdfError: string | null;
  /** Its hand-off to the accredited service provider (the latest, if several), or null when none was made. */
  einvoice: { provider: string; state: EinvoiceState } | null;
}

/** An e-invoice's hand-off: waiting to be sent, sent, or the provider's answer. */
export type EinvoiceState = 'pending' | 'sent' | 'accepted' | 'rejected';

/** A period of UAE calendar days (`YYYY-MM-DD`, both inclusive); empty means open-ended. */
export interface TaxPeriod { from: string; to: string }
