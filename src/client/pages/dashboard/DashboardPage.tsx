import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { PageIntro } from '../../components/page/PageIntro';
import { OrdersView } from '../../features/orders/pages/OrdersView';

const VIEWS = {
  profile: { title: 'Profile', lead: 'Your company details, documents and password.' },
  orders: { title: 'Orders', lead: 'The invoices you registered and their approval state.' },
} as const;

const Menu = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }

  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** /dashboard and /dashboard/:slug: Profile (default) or Orders, with the side menu. */
export function DashboardPage() {
  const { slug } = useParams();
  // Any slug other than orders shows the profile, the default view.
  const current = slug === 'orders' ? 'orders' : 'profile';
  const view = VIEWS[current];
  return (
    <PageIntro title={view.title} lead={view.lead}>
      <Menu aria-label="Account">
        <Link to="/dashboard/profile" aria-current={current === 'profile' ? 'page' : undefined}>
          Profile
        </Link>
        <Link to="/dashboard/orders" aria-current={current === 'orders' ? 'page' : undefined}>
          Orders
        </Link>
      </Menu>
      {current === 'orders' && <OrdersView />}
    </PageIntro>
  );
}
