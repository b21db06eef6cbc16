import { Link } from 'react-router';
import type { Product } from '../../../../shared/api-types';
import { APPROVAL_THRESHOLD, GUARANTEE_TEXT } from '../../../../shared/constants';
import { approvalNoticeProduct } from '../../../../shared/messages';
import { describeRule, lowestCount, ruleOf } from '../../../../shared/quantity-rules';
import { SHOP } from '../../../../shared/shop';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn } from '../../auth/auth-selectors';
import { selectCartCountOf } from '../../cart/cart-selectors';
import { useDetailChoice } from '../hooks/use-detail-choice';
import { articlePrice, canBeAdded } from '../../../lib/price-view';
import { shownImage } from '../variant-choice';
import { CartControl } from '../../cart/components/CartControl';
import { AddToList } from '../../order-lists/components/AddToList';
import { TierTable } from '../../../components/price-tiers/TierTable';
import { AttributeChoosers } from './AttributeChoosers';
import { Badge, DiscountBadge, MetaBadges } from './Badges';
import { Gallery } from './Gallery';
import { PriceBlock } from './PriceBlock';
import { Buy, Facts, Features, Info, Note, PriceRow, Top } from './product-page-styles';
import { Rating } from './Rating';
import { StockText } from './StockText';
import { variantLabel } from './VariantPicker';

/** The upper half of the product page: gallery, facts, choosers, price and cart control. */
export function ProductDetails({ product }: { product: Product }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { choice, variant, pickFirst, pickSecond, pickOffer } = useDetailChoice(product);
  const inCart = useAppSelector((state) => (variant ? selectCartCountOf(state, variant.id) : 0));
  const images = product.images.split(',').map((src) => src.trim()).filter(Boolean);
  const features = product.metas.filter((meta) => meta.kind === 'feature');
  const price = variant ? articlePrice(variant, loggedIn) : null;
  return (
    <Top>
      <Gallery name={product.name} images={images.length > 0 ? images : [product.thumbnail]} variantImage={variant?.thumbnail ? shownImage(product, variant) : null} />
      <Info>
        <h1>{product.name}</h1>
        <Rating rate={product.rate} reviews={product.reviews} />
        <Facts>
          {product.categories.length > 0 && (
            <>
              <dt>Categories</dt>
              <dd>{product.categories.map((c) => <Link key={c.id} to={`/shop/${c.id}`}>{c.name}</Link>)}</dd>
            </>
          )}
          <dt>SKU</dt>
          <dd>{variant?.sku ?? '-'}</dd>
          {product.brand && (
            <>
              <dt>Brand</dt>
              <dd><Link to={`/brand/${product.brand.id}`}>{product.brand.name}</Link></dd>
            </>
          )}
        </Facts>
        <div>
          {product.direct_fast === 1 && <Badge $tone="success">One-day delivery</Badge>} <MetaBadges metas={product.metas} />
        </div>
        {features.length > 0 && (
          <Features aria-label="Product features">
            {features.map((feature) => <li key={feature.id}>{feature.name}</li>)}
          </Features>
        )}
        <AttributeChoosers product={product} choice={choice} variant={variant} onFirst={pickFirst} onSecond={pickSecond} onOffer={pickOffer} />
        {variant && (
          <>
            <StockText stock={variant.stock} />
            {describeRule(ruleOf(variant)) && <Note data-testid="quantity-rule">{describeRule(ruleOf(variant))}</Note>}
            <PriceRow>
              <PriceBlock variant={variant} b2b={loggedIn} large />
              <DiscountBadge percent={price?.discount ?? null} />
            </PriceRow>
            {loggedIn && <TierTable tiers={variant.tiers} />}
          </>
        )}
        <Note>{GUARANTEE_TEXT}</Note>
        {loggedIn && variant && canBeAdded(variant) && (
          <Buy>
            <CartControl aid={variant.id} label={variantLabel(product, variant)} removable rule={ruleOf(variant)} />
          </Buy>
        )}
        {loggedIn && variant && (
          // The count in the cart when there is one, else the smallest the article's rule allows.
          <AddToList pickerKey={`article-${variant.id}`} source={{ from: 'article', aid: variant.id, count: inCart > 0 ? inCart : lowestCount(ruleOf(variant)) }} />
        )}
        {inCart > APPROVAL_THRESHOLD && <Note $tone="warning" role="status">{approvalNoticeProduct(SHOP.name)}</Note>}
        <Note>Product test guarantee: every batch is checked in our Dubai warehouse before it ships.</Note>
      </Info>
    </Top>
  );
}
