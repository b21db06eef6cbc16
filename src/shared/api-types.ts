// Payload shapes of the API (api-contract.md), shared by the SPA and the server.
// Money is AED as a number with two decimals; the database keeps integer fils.
import type { ListedPrices } from './price-display';
import type { QuantityRule } from './quantity-rules';

export interface Brand { id: number; name: string; thumbnail: string }

export interface MenuItem { id: number; name: string; link: string; image?: string }
export interface MenuEntry extends MenuItem { sub_menu?: MenuEntry[] }

export interface MetaEntry { id: number; name: string; display: number; kind: 'feature' | 'badge' }
export interface Review { customer_name: string; comment: string; rate: number; date: string }
export interface Faq { question: string; answer: string }
export interface ProductTab { tab_name: string; content: string }
export interface CategoryRef { id: number; name: string }

/** One purchasable article of a product (the spec's "variant / attribute entry"). */
/** From `from` units on, each unit costs `price` (AED). */
export interface PriceTier { from: number; price: number }

/**
 * Quantity rules (quantity-rules.ts) are optional: the API always sends them, older stored data
 * may lack them.
 */
export interface Variant extends ListedPrices, Partial<QuantityRule> {
  id: number;
  /** One attribute id, or two joined by a comma for two-dimension variants. */
  attribute_id: string;
  /** 1 = colour swatch, 3 = special offer (never the default pick), others plain. */
  attribute_type: number;
  attribute_type_name: string;
  attribute_name: string;
  attribute_value: string | null;
  attribute_description: string | null;
  thumbnail: string | null;
  sku: string;
  stock: number;
  /** Volume tiers at this customer's prices, lowest quantity first (customers only; empty when none). */
  tiers?: PriceTier[];
}

/** A selectable attribute value (size "2 kg", colour "Red" ...), used by the choosers. */
export interface AttributeOption {
  id: number;
  type: number;
  type_name: string;
  name: string;
  value: string | null;
  dimension: 1 | 2;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  brand: Brand | null;
  excerpt: string;
  meta_description: string;
  images: string;
  thumbnail: string;
  thumbnail2: string | null;
  attributes: AttributeOption[];
  metas: MetaEntry[];
  reviews: Review[];
  faqs: Faq[];
  product_attributes: Variant[];
  categories: CategoryRef[];
  rate: number;
  direct_fast: 0 | 1;
  introduction: string;
  product_tabs: ProductTab[];
  created_at: string;
}

export interface ProductList { count: number; products: Product[] }

export interface CartAttribute { type: number; value: string | null; type_name: string; name: string }
export interface CartItem {
  id: number;
  aid: number;
  slug: string;
  name: string;
  images: string;
  thumbnail: string;
  price: number;
  sale_price: number | null;
  /** The retail price, struck through beside a customer's B2B price (spec section 6). */
  retail_price: number;
  count: number;
  stock: number;
  attributes: CartAttribute[];
  attribute_type: number;
  attribute_name: string;
  /** Quantity rules (quantity-rules.ts); the API always sends them, a cart kept in a browser may lack them. */
  sku?: string;
  min_order?: number;
  order_multiple?: number;
  max_order?: number | null;
  /** The volume tier the line's count reaches (customers), and the next one with how many more units reach it. */
  tier?: PriceTier | null;
  next_tier?: (PriceTier & { more: number }) | null;
}
export interface Cart {
  items: CartItem[];
  count: number;
  total: number;
  /**
   * A customer's saved cart: the version of the lines shown (it grows with every change), so an
   * answer that arrives after a newer one is known to be older. Guests' carts have none.
   */
  version?: number;
}

/** POST /api/cart/bulk: what became of each line sent, in the order sent. */
export type BulkLineStatus = 'added' | 'unknown' | 'unavailable' | 'adjusted' | 'refused';
export interface BulkLineResult { sku: string; status: BulkLineStatus; message: string }
export interface BulkReply { status: 1; cart: Cart; results: BulkLineResult[] }
export interface GuestCartEntry { aid: number; count: number }

export interface Customer {
  name: string;
  company_name: string;
  lisence_number: string | null;
  otrn_number: string | null;
  country_id: number;
  mobile: string | null;
  email: string;
  /** Dated trade documents (dates `YYYY-MM-DD`); absent in tokens issued before they existed. */
  licence_number?: string | null;
  licence_expiry?: string | null;
  trn?: string | null;
  trn_registered_on?: string | null;
  legal_name?: string | null;
  emirate?: string | null;
}

/** `emirate`: one of the codes in shared/tax.ts; null (or absent in state saved before) without one. */
export interface Address { id: number; name: string; address: string; postal_code: string | null; emirate?: string | null; main_address: 0 | 1 }

export interface OrderLine { product_name: string; count: number; unit_price: number; attributes: CartAttribute[] }
export interface Order {
  order_id: number;
  customer_name: string;
  date: string;
  address: string;
  postal_code: string | null;
  mobile: string | null;
  state: number;
  note: string | null;
  total: number;
  details: OrderLine[];
}

export interface StatusReply { status: number; message?: string }
export interface Health { status: 'ok' | 'degraded'; database: 'reachable' | 'unreachable'; version: string }

/** Customer login: a token when approved, the email when it still needs confirming, else a status. */
export type LoginReply = { token: string } | { email: string } | { status: 5; message: string };
export interface TokenReply { status: 1; token: string }

/** A product the search overlay suggests: its default article's prices, B2B ones for customers only. */
export interface SuggestedProduct extends ListedPrices {
  id: number;
  slug: string;
  name: string;
  thumbnail: string;
}

/** A category (its path from the animal down, e.g. "Cat › Litter & Accessories") or a brand. */
export interface SuggestedLink {
  id: number;
  name: string;
  link: string;
}

/** GET /api/product/suggest?term=: what the search overlay offers while the buyer types. */
export interface SearchSuggestions {
  term: string;
  products: SuggestedProduct[];
  categories: SuggestedLink[];
  brands: SuggestedLink[];
}
