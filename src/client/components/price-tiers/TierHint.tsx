import styled from 'styled-components';
import type { CartItem } from '../../../shared/api-types';
import { nextTierText, reachedTierText } from './tier-text';

const Hint = styled.p<{ $tone?: 'accent' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.accent : theme.colors.success)};
`;

/** Under a cart line: the volume tier its count reached, and how many more units reach the next. */
export function TierHint({ item }: { item: Pick<CartItem, 'tier' | 'next_tier'> }) {
  if (!item.tier && !item.next_tier) return null;
  return (
    <div data-testid="tier-hint">
      {item.tier && <Hint>{reachedTierText(item.tier)}</Hint>}
      {item.next_tier && <Hint $tone="accent">{nextTierText(item.next_tier)}</Hint>}
    </div>
  );
}
