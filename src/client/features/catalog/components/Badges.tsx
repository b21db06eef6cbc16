import styled from 'styled-components';
import type { MetaEntry } from '../../../../shared/api-types';

export const Badge = styled.span<{ $tone?: 'accent' | 'primary' | 'success' }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'accent' ? theme.colors.accent : $tone === 'success' ? theme.colors.success : theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
`;

/** Spec section 5: 100 - sale/price*100 as a whole percent; hidden without a sale. */
export function DiscountBadge({ percent, hideDiscount = false }: { percent: number | null; hideDiscount?: boolean }) {
  if (hideDiscount || percent === null) return null;
  return <Badge $tone="accent">-{percent}%</Badge>;
}

/** The badges of a product that are meant to be seen (display 0 hides one). */
export function visibleBadges(metas: readonly MetaEntry[]): MetaEntry[] {
  return metas.filter((meta) => meta.kind === 'badge' && meta.display !== 0);
}

export function MetaBadges({ metas }: { metas: readonly MetaEntry[] }) {
  return (
    <>
      {visibleBadges(metas).map((meta) => (
        <Badge key={meta.id}>{meta.name}</Badge>
      ))}
    </>
  );
}
