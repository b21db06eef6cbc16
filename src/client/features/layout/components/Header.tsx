import { useEffect } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { SHOP } from '../../../../shared/shop';
import { useAppDispatch } from '../../../app/hooks';
import { useStickyHeader } from '../hooks/use-sticky-header';
import { logoClicked, mobileMenuOpened, searchOpened } from '../layout-slice';
import { IconButton } from '../../../components/dialog/dialog-styles';
import { VisuallyHidden } from '../../../components/Container';
import { MenuIcon, SearchIcon } from '../../../components/icons';
import { MobileMenu, SearchOverlay } from './frame-dialogs';
import { Logo } from './Logo';
import { ShopLinks } from './ShopLinks';
import { TopMenu } from './TopMenu';
import { headerMounted } from '../../../lib/shared-events';

// Keeps the header's place in the page while it is fixed, so the content never jumps.
const Slot = styled.div`
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
`;

const dropIn = keyframes`
  from { transform: translateY(-100%); }
  to { transform: translateY(0); }
`;

const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &.site-header-sticky {
    position: fixed;
    inset-block-start: 0;
    inset-inline: 0;
    box-shadow: ${({ theme }) => theme.shadow.header};
    animation: ${dropIn} ${({ theme }) => theme.motion.toastEnterMs}ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &.site-header-sticky {
      animation: none;
    }
  }
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  block-size: ${({ theme }) => theme.layout.headerHeight};
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.wideHeader} {
    gap: ${({ theme }) => theme.space.lg};
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

// On the narrowest phones the logo gives way a little (never the menu button, the only way
// into the menu there): it scales down with its link rather than pushing the cart off screen.
const HomeLink = styled(Link)`
  display: flex;
  flex: 0 1 auto;
  min-inline-size: 0;
  svg {
    max-inline-size: 100%;
    block-size: auto;
  }
  align-items: center;
  color: inherit;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 4px;
  }
`;

const MenuButton = styled(IconButton)`
  flex-shrink: 0;
  ${({ theme }) => theme.media.wideHeader} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-inline-start: auto;
`;

/** The header of every page (spec section 2) with its mobile menu and search overlay. */
export function Header() {
  const dispatch = useAppDispatch();
  const sticky = useStickyHeader();

  // The header mounts once when the app starts: the layout saga loads the menus then.
  useEffect(() => {
    dispatch(headerMounted());
  }, [dispatch]);

  return (
    <>
      <Slot>
        <Bar className={sticky ? 'site-header site-header-sticky' : 'site-header'}>
          <Inner>
            <MenuButton aria-label="Open menu" aria-haspopup="dialog" onClick={() => dispatch(mobileMenuOpened())}>
              <MenuIcon />
            </MenuButton>
            {/* Named by hidden text, not aria-label: the logo's drawn words must be part of the name. */}
            <HomeLink to="/" onClick={() => dispatch(logoClicked())}>
              <Logo />
              <VisuallyHidden>{`${SHOP.name} home`}</VisuallyHidden>
            </HomeLink>
            <TopMenu />
            <Actions>
              <IconButton aria-label="Search" aria-haspopup="dialog" onClick={() => dispatch(searchOpened())}>
                <SearchIcon />
              </IconButton>
              <ShopLinks />
            </Actions>
          </Inner>
        </Bar>
      </Slot>
      <MobileMenu />
      <SearchOverlay />
    </>
  );
}
