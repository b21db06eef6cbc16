import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ToastHost } from '../../../app/RootLayout';
import { selectStaffMember } from '../admin-selectors';
import { SmallButton } from '../shared/admin-styles';
import { logoutClicked } from './session-slice';

/** The side navigation, in the order staff work through their day. */
export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/brands', label: 'Brands' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/metas', label: 'Metas and attributes' },
  { to: '/admin/price-lists', label: 'Price lists' },
  { to: '/admin/import-export', label: 'Import / Export' },
  { to: '/admin/tax/documents', label: 'Tax documents' },
  { to: '/admin/tax/settings', label: 'Legal details' },
  { to: '/admin/outbox', label: 'Mail outbox' },
  { to: '/admin/licences', label: 'Expiring licences' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/staff', label: 'Staff' },
] as const;

const Frame = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};

  /* Lists here are navigation, galleries and mail lists, never bulleted text. */
  ul, ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Top = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Side = styled.nav`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/** The back office's own frame: no storefront header or footer around it. */
export function AdminLayout() {
  const dispatch = useAppDispatch();
  const staff = useAppSelector(selectStaffMember);
  return (
    <Frame>
      <Top>
        <strong>Petora back office</strong>
        <Who>
          <span>{staff?.name || staff?.email}</span>
          <SmallButton $variant="secondary" onClick={() => dispatch(logoutClicked())}>Log out</SmallButton>
        </Who>
      </Top>
      <Side aria-label="Back office">
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={'end' in section}>{section.label}</NavLink>
            </li>
          ))}
        </ul>
      </Side>
      <Main id="main">
        <Outlet />
      </Main>
      <ToastHost />
    </Frame>
  );
}
