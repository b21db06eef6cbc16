import styled from 'styled-components';
import type { PriceTier } from '../../../shared/api-types';
import { formatAed } from '../../../shared/money';
import { tierRange } from './tier-text';

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  min-inline-size: 14rem;

  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-block-end: ${({ theme }) => theme.space.xs};
  }
  th, td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  td:last-child, th:last-child { text-align: end; }
`;

/** Volume prices of an article for the signed-in customer ("1–11: AED 42.00 ..."); nothing when it has none. */
export function TierTable({ tiers }: { tiers: readonly PriceTier[] | undefined }) {
  if (!tiers || tiers.length === 0) return null;
  return (
    <Table data-testid="tier-table">
      <caption>Volume prices</caption>
      <thead>
        <tr><th scope="col">Quantity</th><th scope="col">Unit price</th></tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={tier.from}><td>{tierRange(tiers, i)}</td><td>{formatAed(tier.price)}</td></tr>
        ))}
      </tbody>
    </Table>
  );
}
