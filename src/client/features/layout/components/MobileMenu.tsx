import { useCallback } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useOverlay } from '../../../components/dialog/use-overlay';
import { mobileMenuBackClicked, mobileMenuClosed } from '../layout-slice';
import { selectIsMobileMenuOpen, selectMobileMenuView } from '../layout-selectors';
import { IconButton, slideFromStart } from '../../../components/dialog/dialog-styles';
import { BackIcon, CloseIcon } from '../../../components/icons';
import { MobileMenuList } from './MobileMenuList';
import { selectIsLoggedIn } from '../../auth/auth-selectors';

// Full screen on phones and tablets; it only exists below the wide-header breakpoint anyway.
const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  ${slideFromStart}
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
  padding-inline: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  padding-inline: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Body = styled.nav`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

/** The header's text links for customers, which narrow headers have no room for. */
const CUSTOMER_LINKS = [{ name: 'Quick order', link: '/quick-order' }];

/** The full-screen menu of narrow screens: top entries, their sub-entries, then a third level. */
export function MobileMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsMobileMenuOpen);
  const view = useAppSelector(selectMobileMenuView);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const close = useCallback(() => dispatch(mobileMenuClosed()), [dispatch]);
  const { mounted, hidden, panel } = useOverlay<HTMLDivElement>({ open, onClose: close, focusKey: view.level });
  if (!mounted) return null;

  return (
    <Panel {...panel} aria-label="Menu" aria-hidden={hidden} tabIndex={-1}>
      <TopBar>
        {view.level > 0 && (
          <IconButton aria-label="Back" onClick={() => dispatch(mobileMenuBackClicked())}>
            <BackIcon />
          </IconButton>
        )}
        <Title>{view.level > 0 ? view.title : 'Menu'}</Title>
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </TopBar>
      <Body aria-label={view.level > 0 ? view.title : 'Shop menu'}>
        <MobileMenuList
          key={`${view.level}-${view.title}`}
          entries={view.entries}
          level={view.level}
          branchIndex={view.branchIndex}
          parent={view.level > 0 ? { name: view.title, link: view.link } : undefined}
          extra={view.level === 0 && loggedIn ? CUSTOMER_LINKS : []}
        />
      </Body>
    </Panel>
  );
}
