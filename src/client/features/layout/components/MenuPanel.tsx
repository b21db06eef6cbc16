import { Link } from 'react-router';
import styled from 'styled-components';
import type { MenuEntry } from '../../../../shared/api-types';
import { hasChildren } from '../header-model';

const Panel = styled.div`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  max-block-size: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => `0 0 ${theme.radius.md} ${theme.radius.md}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.colors.text};
  visibility: hidden;
  opacity: 0;
  transform: translateY(-4px);
  transition: opacity 195ms ease-out, transform 195ms ease-out, visibility 0s linear 195ms;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SubList = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding: 0;
  list-style: none;
`;

const EntryLink = styled(Link)<{ $strong?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $strong }) => ($strong ? theme.colors.primary : theme.colors.text)};
  font-size: ${({ theme, $strong }) => ($strong ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.font.weight.bold : theme.font.weight.regular)};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    object-fit: contain;
  }
`;

interface MenuPanelProps {
  entry: MenuEntry;
  onFollow: () => void;
}

/** Sub-entries of one top entry; sub-entries with a third level list it beneath them. */
export function MenuPanel({ entry, onFollow }: MenuPanelProps) {
  const entries = entry.sub_menu ?? [];
  // With any third level the sub-entries read as column headings, all of them alike.
  const grouped = entries.some(hasChildren);
  return (
    <Panel className="top-menu-panel">
      <Grid aria-label={entry.name}>
        {entries.map((sub) => (
          <li key={sub.id}>
            <EntryLink to={sub.link} $strong={grouped} onClick={onFollow}>
              {sub.image && <img src={sub.image} alt="" width={36} height={36} loading="lazy" decoding="async" />}
              {sub.name}
            </EntryLink>
            {hasChildren(sub) && (
              <SubList>
                {(sub.sub_menu ?? []).map((leaf) => (
                  <li key={leaf.id}>
                    <EntryLink to={leaf.link} onClick={onFollow}>{leaf.name}</EntryLink>
                  </li>
                ))}
              </SubList>
            )}
          </li>
        ))}
      </Grid>
    </Panel>
  );
}
