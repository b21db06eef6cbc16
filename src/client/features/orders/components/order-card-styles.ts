import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../../components/Container';
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

// Should a line still be too wide (a very long word), the table scrolls sideways inside its
// frame rather than widening the page.
export const TableFrame = styled.div`
  overflow-x: auto;
`;

/** On a phone, a name and its figure side by side; on the narrowest phones the figure wraps below. */
const nameBesideFigure = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space.md};
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

  /*
   * A phone has no room for four columns: each line stacks its commodity above its Count,
   * Price and Total Purchase, each named by its column (data-label; the name is drawn, not
   * read again, since the cell keeps its column header). The elements keep their table roles
   * (OrderCard), which a display other than table would otherwise drop.
   */
  ${({ theme }) => theme.media.mobile} {
    display: block;

    thead {
      display: block;
      ${visuallyHidden}
    }

    tbody,
    tfoot,
    tr {
      display: block;
    }

    tbody tr {
      padding-block: ${({ theme }) => theme.space.sm};
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }

    th,
    td {
      ${nameBesideFigure}
      padding: ${({ theme }) => theme.space.xxs} 0;
      border-block-end: 0;
    }

    tbody td:first-child {
      display: block;
      padding-block-end: ${({ theme }) => theme.space.xs};
    }

    td[data-label]::before {
      /* Browsers without alternative text for generated content keep the first. */
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.regular};
    }

    tfoot tr {
      ${nameBesideFigure}
      padding-block-start: ${({ theme }) => theme.space.sm};
    }
  }
`;
