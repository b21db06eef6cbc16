// Business constants of the spec (section 9), in one place for client and server.
export const CURRENCY = 'AED';
export const FILS_PER_AED = 100;

// The wishlist page size is not in the spec: it pages like the product grids it shows.
export const PAGE_SIZE = { products: 24, orders: 3, addresses: 2, faqs: 3, wishlist: 24 } as const;
export const PLACEHOLDERS = { default: 4, listing: 24 } as const;
export const APPROVAL_THRESHOLD = 30;
export const BADGE_MAX = 99;
export const MAX_CART_COUNT = 10_000;

export const CATEGORY = { dog: 4, cat: 5, default: 4 } as const;
export const MENU_ID = { dog: 1, cat: 2, new: 24, brands: 25, about: 26 } as const;

export const BREAKPOINT = { mobile: 767, headerMenu: 991, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const STICKY_HEADER_AT = 200;

export const CAROUSEL = { delay: 2000, speed: 2000, productMobileDelay: 3000, productSliderAbove: 4 } as const;
export const TOAST = { limit: 3, autoClose: 5000, checkoutAutoClose: 1500, enterMs: 225, exitMs: 195 } as const;

export const DEFAULT_COUNTRY_ID = { register: 225, profile: 0 } as const;
export const UPLOAD = { types: ['jpg', 'jpeg', 'png', 'webp', 'pdf'], maxBytes: 5 * 1024 * 1024 } as const;
export const GUARANTEE_TEXT = 'Product guarantee: 1 year';
export const STORAGE_KEYS = { token: 'token', cart: 'cart', wish: 'wish', compare: 'compare' } as const;

// Carts, addresses and orders: bounds the server enforces so no single account can grow
// without limit. The spec leaves them open; these are generous for a B2B buyer.
export const MAX_CART_LINES = 200;
export const MAX_ADDRESSES = 50;
export const MAX_SAVED_PRODUCTS = 500;
export const TEXT_LIMITS = { addressName: 100, address: 500, postalCode: 20, orderNote: 2000, idempotencyKey: 200 } as const;

/** api-contract.md, Accounts: the server accepts passwords of 8 to 128 characters. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

// The search overlay: how many products and links it suggests, from how many typed characters,
// and how long typing must pause before it asks (a newer keystroke cancels the older question).
export const SUGGEST = { products: 5, categories: 4, brands: 3, minLength: 2, debounceMs: 150 } as const;
/** The longest search term the product list and the suggestions accept; a longer one is refused. */
export const SEARCH_TERM_MAX_LENGTH = 100;
/** Lines one bulk cart call (quick order, an uploaded sheet) may carry. */
export const MAX_BULK_LINES = 500;

/** Order states of the spec: 1 approved, 2 waiting for approval; 3 cancelled by staff. */
export const ORDER_STATES = { approved: 1, waiting: 2, cancelled: 3 } as const;
