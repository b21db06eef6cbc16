import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { MenuEntry } from '../../../../shared/api-types';
import { useAppDispatch } from '../../../app/hooks';
import { hasChildren, type TopMenuEntry } from '../header-model';
import { mobileMenuLevelEntered, mobileMenuLinkClicked } from '../layout-slice';
import { ChevronIcon } from '../../../components/icons';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  min-block-size: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    object-fit: contain;
  }
  svg {
    flex: none;
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const EntryButton = styled.button.attrs({ type: 'button' })`
  ${row}
`;

const EntryLink = styled(Link)`
  ${row}
`;

const ParentLink = styled(EntryLink)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

interface MobileMenuListProps {
  entries: MenuEntry[];
  /** The level shown; at the last level every entry is a link. */
  level: 0 | 1 | 2;
  /** Top entry index (1 to 5) of the branch, marked active when one of its links is followed. */
  branchIndex: number;
  /** Below the top, the entry whose children are listed, so its own page stays reachable. */
  parent?: { name: string; link: string };
  /** Links after the menu's own entries (at the top: what the header has no room for). */
  extra?: Array<{ name: string; link: string }>;
}

function indexOf(entry: MenuEntry, branchIndex: number): number {
  return branchIndex || (entry as Partial<TopMenuEntry>).index || 0;
}

/** One level of the mobile menu: entries with children go a level down, the others are links. */
export function MobileMenuList({ entries, level, branchIndex, parent, extra = [] }: MobileMenuListProps) {
  const dispatch = useAppDispatch();
  return (
    <List>
      {parent && (
        <li>
          <ParentLink to={parent.link} onClick={() => dispatch(mobileMenuLinkClicked(branchIndex))}>
            Browse {parent.name}
          </ParentLink>
        </li>
      )}
      {entries.map((entry) => {
        const image = entry.image && <img src={entry.image} alt="" width={40} height={40} loading="lazy" decoding="async" />;
        return (
          <li key={entry.id}>
            {level < 2 && hasChildren(entry) ? (
              <EntryButton onClick={() => dispatch(mobileMenuLevelEntered(entry.id))}>
                {image}
                {entry.name}
                <ChevronIcon />
              </EntryButton>
            ) : (
              <EntryLink to={entry.link} onClick={() => dispatch(mobileMenuLinkClicked(indexOf(entry, branchIndex)))}>
                {image}
                {entry.name}
              </EntryLink>
            )}
          </li>
        );
      })}
      {extra.map((link) => (
        <li key={link.link}>
          <EntryLink to={link.link} onClick={() => dispatch(mobileMenuLinkClicked(0))}>{link.name}</EntryLink>
        </li>
      ))}
    </List>
  );
}
