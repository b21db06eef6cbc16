import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hasChildren } from '../header-model';
import { menuEntryClicked } from '../layout-slice';
import { selectActiveIndex, selectTopMenu } from '../layout-selectors';
import { MenuPanel } from './MenuPanel';

const Nav = styled.nav`
  block-size: 100%;
  ${({ theme }) => theme.media.narrowHeader} {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  block-size: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Static so that the panel can span the whole header width below the bar.
const Item = styled.li`
  display: flex;
  align-items: center;
  &:not([data-dismissed]):hover > .top-menu-panel,
  &:not([data-dismissed]):focus-within > .top-menu-panel {
    visibility: visible;
    opacity: 1;
    transform: none;
    transition-delay: 0s;
  }
`;

const TopLink = styled(Link)<{ $active: boolean }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${({ theme }) => theme.space.md};
    inset-block-end: 0;
    block-size: 3px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: currentColor;
    transform: scaleX(${({ $active }) => ($active ? 1 : 0)});
    transition: transform 195ms ease-out;
  }
  &:hover::after {
    transform: scaleX(1);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

/**
 * The horizontal menu of wide screens. Dog, Cat and Our Brands open a panel of their
 * sub-entries on hover or keyboard focus; its contents render only once asked for, so the
 * brand thumbnails are not fetched by visitors who never open it.
 */
export function TopMenu() {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectTopMenu);
  const active = useAppSelector(selectActiveIndex);
  const [requested, setRequested] = useState<number[]>([]);
  // After a panel link is followed the panel stays shut until the pointer leaves its entry.
  const [dismissed, setDismissed] = useState(0);
  const request = (id: number) => {
    if (!requested.includes(id)) setRequested([...requested, id]);
  };
  const follow = (index: number, id: number) => {
    dispatch(menuEntryClicked(index));
    setDismissed(id);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  // Escape shuts an open panel and leaves focus on its entry (WCAG 1.4.13); the next Tab goes
  // on to the next entry, and coming back to this one opens the panel again.
  const dismiss = (event: KeyboardEvent<HTMLLIElement>, id: number) => {
    if (event.key !== 'Escape' || dismissed === id) return;
    event.currentTarget.querySelector<HTMLElement>('a')?.focus();
    setDismissed(id);
  };
  const reopen = (event: FocusEvent<HTMLLIElement>, id: number) => {
    request(id);
    const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (cameFromOutside && dismissed === id) setDismissed(0);
  };

  return (
    <Nav aria-label="Main menu">
      <List>
        {entries.map((entry) => (
          <Item
            key={entry.id}
            data-dismissed={dismissed === entry.id ? '' : undefined}
            onPointerEnter={() => request(entry.id)}
            onPointerLeave={() => setDismissed(0)}
            onFocus={(event) => reopen(event, entry.id)}
            onKeyDown={(event) => dismiss(event, entry.id)}
          >
            <TopLink
              to={entry.link}
              $active={active === entry.index}
              aria-current={active === entry.index ? 'true' : undefined}
              onClick={() => dispatch(menuEntryClicked(entry.index))}
            >
              {entry.name}
            </TopLink>
            {hasChildren(entry) && requested.includes(entry.id) && (
              <MenuPanel entry={entry} onFollow={() => follow(entry.index, entry.id)} />
            )}
          </Item>
        ))}
      </List>
    </Nav>
  );
}
