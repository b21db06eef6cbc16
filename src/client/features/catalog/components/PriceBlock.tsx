import styled from 'styled-components';
import type { Variant } from '../../../../shared/api-types';
import { formatPrice } from '../../../lib/format';
import { articlePrice } from '../../../lib/price-view';

const Block = styled.p<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${({ theme, $large }) => ($large ? theme.font.size.xl : theme.font.size.lg)};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    color: ${({ theme }) => theme.colors.text};
  }

  s {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.span`
  inline-size: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PriceBlockProps {
  variant: Pick<Variant, 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price'>;
  b2b: boolean;
  large?: boolean;
}

/** Main price in bold with the struck-through one beside it (spec section 6). */
export function PriceBlock({ variant, b2b, large }: PriceBlockProps) {
  const shown = articlePrice(variant, b2b);
  return (
    <Block $large={large} data-testid="price">
      <strong>{formatPrice(shown.main)}</strong>
      {shown.struck !== null && (
        <s aria-label={`was ${formatPrice(shown.struck)}`}>{formatPrice(shown.struck)}</s>
      )}
      {b2b && <Note>Trade price</Note>}
    </Block>
  );
}
