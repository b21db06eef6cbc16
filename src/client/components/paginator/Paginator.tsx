import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pageItems } from './page-items';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const itemLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:hover:not([aria-current='page']):not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

const PageLink = styled(Link)`${itemLook}`;
const PageButton = styled.button.attrs({ type: 'button' })`${itemLook}`;
const Gap = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PaginatorProps {
  page: number;
  pageCount: number;
  /** Pages that are addresses of their own (listings): each item is a link. */
  hrefFor?: (page: number) => string;
  /** Pages inside one screen (wishlist, orders, address modal): each item is a button. */
  onChange?: (page: number) => void;
  label?: string;
}

/** Page numbers with previous and next; renders nothing for a single page. */
export function Paginator({ page, pageCount, hrefFor, onChange, label = 'Pages' }: PaginatorProps) {
  if (pageCount <= 1) return null;
  const item = (target: number, text: string, aria: string, current = false) => {
    const disabled = target < 1 || target > pageCount;
    if (hrefFor && !disabled && !current) {
      return <PageLink to={hrefFor(target)} aria-label={aria}>{text}</PageLink>;
    }
    return (
      <PageButton
        aria-label={aria}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={() => !current && onChange?.(target)}
      >
        {text}
      </PageButton>
    );
  };
  return (
    <Nav aria-label={label}>
      <List>
        <li>{item(page - 1, '‹', 'Previous page')}</li>
        {pageItems(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`}><Gap aria-hidden="true">…</Gap></li>
          ) : (
            <li key={entry}>{item(entry, String(entry), `Page ${entry}`, entry === page)}</li>
          ),
        )}
        <li>{item(page + 1, '›', 'Next page')}</li>
      </List>
    </Nav>
  );
}
