import { memo, useMemo, useState } from 'react';
import { ruleOf } from '../../../../shared/quantity-rules';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/api-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { plainText } from '../../../lib/format';
import { selectIsLoggedIn } from '../../auth/auth-selectors';
import { useVariantChoice } from '../hooks/use-variant-choice';
import { pickerOpened } from '../product-cards-slice';
import { articlePrice, canBeAdded } from '../../../lib/price-view';
import { hoverImage, optionsOf, shownImage } from '../variant-choice';
import { CartControl } from '../../cart/components/CartControl';
import { DiscountBadge, MetaBadges } from './Badges';
import { OptionChips } from './OptionChips';
import { PriceBlock } from './PriceBlock';
import { Body, Bottom, Card, Excerpt, Media, Name, TopEnd, TopStart } from './product-card-styles';
import { variantLabel } from './VariantPicker';
import { WishControl } from '../../../components/wish-control';

interface ProductCardProps {
  product: Product;
  /** Cards above the fold load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  hideDiscount?: boolean;
}

/**
 * The product card of spec section 2: image (the second one on hover), badges, name, excerpt as
 * plain text, variant choices, prices by role, the wishlist heart, and Add To Cart for customers.
 */
export const ProductCard = memo(function ProductCard({ product, eager = false, hideDiscount = false }: ProductCardProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { choice, variant, pickFirstWithAnySecond } = useVariantChoice(product);
  // Hovering only swaps the picture for a moment: the card's own business.
  const [hovered, setHovered] = useState(false);
  const excerpt = useMemo(() => plainText(product.excerpt), [product.excerpt]);
  const options = useMemo(() => optionsOf(product, 1), [product]);
  const href = `/product/${product.slug}`;
  const resting = shownImage(product, variant);
  const image = (hovered && hoverImage(product, resting)) || resting;
  const several = product.product_attributes.length > 1;

  return (
    <Card aria-label={product.name}>
      <Media
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <img src={image} alt={product.name} width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </Media>
      <TopStart>
        {variant && <DiscountBadge percent={articlePrice(variant, loggedIn).discount} hideDiscount={hideDiscount} />}
        <MetaBadges metas={product.metas} />
      </TopStart>
      <TopEnd>
        <WishControl productId={product.id} name={product.name} />
      </TopEnd>
      <Body>
        <Name>
          <Link to={href}>{product.name}</Link>
        </Name>
        {excerpt && <Excerpt title={excerpt}>{excerpt}</Excerpt>}
        {options.length > 1 && (
          <OptionChips options={options} selected={choice.first} onPick={pickFirstWithAnySecond} showLegend={false} />
        )}
        <Bottom>
          {variant && <PriceBlock variant={variant} b2b={loggedIn} />}
          {loggedIn && variant && canBeAdded(variant) && (several ? (
            <Button $block onClick={() => dispatch(pickerOpened({ product }))} aria-haspopup="dialog">Add To Cart</Button>
          ) : (
            <CartControl aid={variant.id} label={variantLabel(product, variant)} rule={ruleOf(variant)} />
          ))}
        </Bottom>
      </Body>
    </Card>
  );
});
