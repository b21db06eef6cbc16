import styled from 'styled-components';
import type { Review } from '../../../../shared/api-types';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Stars = styled.span`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 2px;
  line-height: 1;

  span {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.warning};
    white-space: nowrap;
  }
`;

export const MAX_STARS = 5;

/** Spec section 2: rate*100/5, the share of the best rating, as a whole percent. */
export function recommendPercent(rate: number): number {
  const clamped = Math.min(Math.max(rate, 0), MAX_STARS);
  return Math.round((clamped * 100) / MAX_STARS);
}

/** Rating with one decimal on a 5-star scale, the recommendation percent and review count. */
export function Rating({ rate, reviews }: { rate: number; reviews: readonly Review[] }) {
  const clamped = Math.min(Math.max(rate, 0), MAX_STARS);
  return (
    <Row>
      <Stars role="img" aria-label={`Rated ${clamped.toFixed(1)} out of ${MAX_STARS}`}>
        ★★★★★
        <span aria-hidden="true" style={{ inlineSize: `${(clamped / MAX_STARS) * 100}%` }}>★★★★★</span>
      </Stars>
      <strong>{clamped.toFixed(1)}</strong>
      <span>
        {recommendPercent(clamped)}% recommend this product ({reviews.length} {reviews.length === 1 ? 'review' : 'reviews'})
      </span>
    </Row>
  );
}
