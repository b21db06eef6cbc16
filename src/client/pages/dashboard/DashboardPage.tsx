import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { SupportLogLink } from '../../components/SupportLogLink';
import { PageHeading } from '../../components/page/PageIntro';
import { usePageMeta } from '../../components/page/use-page-meta';
import { ProfileView } from '../../features/auth/components/ProfileView';
import { OrdersView } from '../../features/orders/pages/OrdersView';
import { AddToList } from '../../features/order-lists/components/AddToList';
import { OrderListView } from '../../features/order-lists/pages/OrderListView';
import { OrderListsView } from '../../features/order-lists/pages/OrderListsView';
import { OrderAgain } from '../../features/reorder/components/OrderAgain';
import { raisedPanelBox } from '../../components/page/panel';

const VIEWS = {
  profile: { title: 'Profile', lead: 'Your company details, documents and password.' },
  orders: { title: 'Orders', lead: 'The invoices you registered and their approval state.' },
  lists: { title: 'Order lists', lead: 'The products you order again and again, saved by name.' },
} as const;

type View = keyof typeof VIEWS;

/** What an order in the history offers: order it again, or save its lines to a list. */
const orderActions = (orderId: number) => (
  <>
    <OrderAgain orderId={orderId} />
    <AddToList pickerKey={`order-${orderId}`} source={{ from: 'order', order_id: orderId }} />
  </>
);

function ViewBody({ view, listId }: { view: View; listId: number | null }) {
  if (view === 'orders') return <OrdersView orderActions={orderActions} />;
  if (view === 'lists') return listId === null ? <OrderListsView /> : <OrderListView id={listId} />;
  return <ProfileView />;
}

const Layout = styled(Container)`
  display: grid;
  /* A wide order table scrolls inside its card instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Menu = styled.nav`
  display: flex;
  /* On a phone the entries wrap to a second row rather than widen the page. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.md} {
    flex-direction: column;
  }

  a {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Panel = styled.section`
  ${raisedPanelBox}
`;

/** /dashboard, /dashboard/:slug and /dashboard/lists/:id: Profile (default), Orders or Order lists, with the side menu. */
export function DashboardPage() {
  const { slug, id } = useParams();
  // Any other slug shows the profile, the default view; /dashboard/lists/:id is one list.
  const current: View = id !== undefined || slug === 'lists' ? 'lists' : slug === 'orders' ? 'orders' : 'profile';
  const listId = id !== undefined && /^\d+$/.test(id) ? Number(id) : id !== undefined ? 0 : null;
  const view = VIEWS[current];
  usePageMeta(view.title, view.lead);
  return (
    <Layout>
      <Menu aria-label="Account">
        <Link to="/dashboard/profile" aria-current={current === 'profile' ? 'page' : undefined}>
          Profile
        </Link>
        <Link to="/dashboard/orders" aria-current={current === 'orders' ? 'page' : undefined}>
          Orders
        </Link>
        <Link to="/dashboard/lists" aria-current={current === 'lists' ? 'page' : undefined}>
          Order lists
        </Link>
        <SupportLogLink />
      </Menu>
      <Panel aria-labelledby="dashboard-heading">
        <PageHeading id="dashboard-heading">{view.title}</PageHeading>
        <ViewBody view={current} listId={listId} />
      </Panel>
    </Layout>
  );
}
