import styled from 'styled-components';
import { raisedPanelBox } from '../../../components/page/panel';

export const Card = styled.article`
  ${raisedPanelBox}
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StateBadge = styled.p<{ $tone: 'success' | 'warning' }>`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

// Narrow screens scroll the table sideways instead of squeezing the figures.
export const TableFrame = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
    white-space: nowrap;
  }

  tfoot th,
  tfoot td {
    border-block-end: 0;
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;
