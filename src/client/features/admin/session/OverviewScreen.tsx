import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectStaffMember } from '../admin-selectors';
import { Screen, ScreenHead } from '../shared/admin-styles';

const CARDS = [
  { to: '/admin/customers', title: 'Customers', text: 'Approve or reject new accounts after checking their licence and TRN.' },
  { to: '/admin/orders', title: 'Orders', text: 'Approve orders waiting for approval, or cancel them and give the stock back.' },
  { to: '/admin/products', title: 'Products', text: 'Edit products, variants, prices, stock, images, tabs and questions.' },
  { to: '/admin/categories', title: 'Categories', text: 'Arrange the category tree that also makes the shop menus.' },
  { to: '/admin/import-export', title: 'Import / Export', text: 'Download the catalogue as CSV, or update it from a CSV file.' },
  { to: '/admin/outbox', title: 'Mail outbox', text: 'Every mail the shop has sent, newest first.' },
  { to: '/admin/audit', title: 'Audit log', text: 'Who changed what, and when.' },
  { to: '/admin/staff', title: 'Staff', text: 'Give more people access to the back office.' },
];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};

  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    block-size: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /admin once signed in: where each part of the back office is. */
export function OverviewScreen() {
  usePageMeta('Back office');
  const staff = useAppSelector(selectStaffMember);
  return (
    <Screen aria-labelledby="overview-title">
      <ScreenHead>
        <h1 id="overview-title">Welcome{staff?.name ? `, ${staff.name}` : ''}</h1>
      </ScreenHead>
      <Grid>
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link to={card.to}>
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </Screen>
  );
}
