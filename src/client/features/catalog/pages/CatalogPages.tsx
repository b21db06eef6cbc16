// The listing screens of the catalogue share one chunk; the product page has its own (it
// carries the gallery slider).
export { BrandPage } from './BrandPage';
export { MetaPage } from './MetaPage';
export { NewPage } from './NewPage';
export { ShopPage } from './ShopPage';
