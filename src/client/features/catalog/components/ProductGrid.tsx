import styled from 'styled-components';
import type { Product } from '../../../../shared/api-types';
import { PLACEHOLDERS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { VisuallyHidden } from '../../../components/Container';
import { CardGrid, SkeletonGrid } from '../../../components/skeleton/SkeletonCard';
import { ProductCard } from './ProductCard';

const Empty = styled.p`
  padding-block: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;

/** How many cards of a grid are above the fold on a wide screen: their images load first. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: readonly Product[];
  loading: boolean;
  /** Only an answer with no products shows the empty text; a failed call shows nothing. */
  empty: boolean;
  placeholders?: number;
}

/** A listing's grid: placeholders while loading, 'There is no product.' when empty. */
export function ProductGrid({ products, loading, empty, placeholders = PLACEHOLDERS.listing }: ProductGridProps) {
  if (loading) return <SkeletonGrid count={placeholders} />;
  if (empty) return <Empty>{MSG.listing.empty}</Empty>;
  return (
    <>
      {/* Cards name their products in h3: this h2 sits between them and the page's h1. */}
      <VisuallyHidden as="h2">Products</VisuallyHidden>
      <CardGrid>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
        ))}
      </CardGrid>
    </>
  );
}
