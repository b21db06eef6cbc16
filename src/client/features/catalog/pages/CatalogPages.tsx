import { useParams } from 'react-router';
import { CATEGORY } from '../../../../shared/constants';
import { PageIntro } from '../../../components/page/PageIntro';

// The catalogue screens of spec section 2: each names itself and what it lists.

const STORE_DESCRIPTION = 'Pet supplies store: food, treats, toys and accessories for dogs and cats in the UAE.';
const SHOP_TITLES: Record<number, string> = { [CATEGORY.dog]: 'Dog Shop', [CATEGORY.cat]: 'Cat Shop' };

/** /shop, /shop/:id and /shop/:id/:p: products of one category, one page at a time. */
export function ShopPage() {
  const { id, p } = useParams();
  const categoryId = Number(id) > 0 ? Number(id) : CATEGORY.default;
  const page = Number(p) > 0 ? Number(p) : 1;
  return (
    <PageIntro
      title={SHOP_TITLES[categoryId] ?? 'Shop'}
      lead={`Pet supplies of category ${categoryId}, page ${page}, with trade prices for registered businesses.`}
      description={STORE_DESCRIPTION}
    />
  );
}

/** /brand and /brand/:id: the products of one brand, the first brand when none is chosen. */
export function BrandPage() {
  const { id } = useParams();
  const lead = id
    ? `Products of brand ${id}, from the international brands we distribute.`
    : 'The international brands we distribute, with their products.';
  return <PageIntro title="Our Brands" lead={lead} />;
}

/** /product/:slug: one product with its variants, prices and details. */
export function ProductPage() {
  const { slug = '' } = useParams();
  return <PageIntro title="Product details" lead={`Images, variants, prices and stock of the product ${slug}.`} />;
}

/** /meta/:id: products that carry one feature or badge. */
export function MetaPage() {
  const { id } = useParams();
  return (
    <PageIntro title="Selected products" lead={id ? `Products grouped under feature ${id}.` : 'Products grouped by feature.'} />
  );
}

/** /new: the newest and featured products. */
export function NewPage() {
  return (
    <PageIntro
      title="New & Featured"
      lead="The latest arrivals and featured products of our pet supplies store."
      description={STORE_DESCRIPTION}
    />
  );
}
