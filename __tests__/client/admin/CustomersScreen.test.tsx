import { act, screen, waitFor, within } from '@testing-library/react';
import { adminOf } from '../../../src/client/features/admin/admin-reducer';
import { customersActions } from '../../../src/client/features/admin/customers/customers-slice';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { SESSION_ENDED_MESSAGE } from '../../../src/client/features/admin/session/session-slice';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { customer, httpError, staffToken } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi, type SentCall } from './admin-render';

const layla = customer();
const omar = customer({ id: 8, name: 'Omar Saleh', company_name: 'Vetline', email: 'omar@vetline.ae', lisence_url: '/uploads/lic-8.jpg', otrn_url: null });
const listOf = (calls: SentCall[]) => calls.filter((call) => call.url === '/api/admin/customers').map((call) => call.params);

describe('Customers screen', () => {
  it('lists the customers waiting for approval and opens one with its documents', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': { count: 2, customers: [layla, omar] } });
    const { user } = renderAdmin('/admin/customers');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'Paws & Co. Pet Shop' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting for approval' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Open Omar Saleh' }));
    const panel = screen.getByRole('complementary', { name: 'Omar Saleh' });
    expect(within(panel).getByRole('img', { name: 'Licence' })).toHaveAttribute('src', '/uploads/lic-8.jpg');
    expect(within(panel).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    expect(within(panel).getByText('No document uploaded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Layla Haddad' }));
    const laylaPanel = screen.getByRole('complementary', { name: 'Layla Haddad' });
    expect(within(laylaPanel).getByTitle('Licence')).toHaveAttribute('src', '/uploads/doc-1f3a.pdf');
  });

  it('keeps the list readable beside an open customer: mobile, country and date move to the details panel', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': { count: 2, customers: [layla, omar] } });
    const { user } = renderAdmin('/admin/customers');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Company', 'Email', 'Mobile', 'Country', 'Registered', 'Details']);
    await user.click(screen.getByRole('button', { name: 'Open Omar Saleh' }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Company', 'Email', 'Details']);
    expect(within(screen.getByRole('complementary', { name: 'Omar Saleh' })).getByRole('link', { name: 'Open in a new tab' })).toBeVisible();
  });

  it('switches tabs, searches and pages with the server', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': { count: 45, customers: [layla] } });
    const { user } = renderAdmin('/admin/customers');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'paws{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listOf(calls)).toEqual([
      { state: 'pending', p: 1 }, { state: 'rejected', p: 1 }, { state: 'rejected', q: 'paws', p: 1 }, { state: 'rejected', q: 'paws', p: 3 },
    ]));
    expect(calls.every((call) => call.authorization === `Bearer ${staffToken}`)).toBe(true);
  });

  it('lists sign-ups whose email is not confirmed yet under their own tab, so staff can help a buyer whose code did not arrive', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': { count: 1, customers: [customer({ state: 'unconfirmed' })] } });
    const { user } = renderAdmin('/admin/customers');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: 'Email not confirmed' }));
    await waitFor(() => expect(listOf(calls)).toEqual([{ state: 'pending', p: 1 }, { state: 'unconfirmed', p: 1 }]));
    // Such an account cannot be approved before its email is confirmed: no Approve, and why.
    await user.click(await screen.findByRole('button', { name: 'Open Layla Haddad' }));
    const panel = screen.getByRole('complementary', { name: 'Layla Haddad' });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(panel).getByText(/The email address is not confirmed yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('approves a customer: the toast confirms and the list reloads', async () => {
    let approved = false;
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/customers': () => ({ count: approved ? 1 : 2, customers: approved ? [omar] : [layla, omar] }),
      'POST /api/admin/customers/7/approve': () => {
        approved = true;
        return { status: 1, customer: customer({ state: 'active' }) };
      },
    });
    const { user } = renderAdmin('/admin/customers');
    await user.click(await screen.findByRole('button', { name: 'Open Layla Haddad' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(ADMIN_MSG.customerApproved('layla@pawsco.ae'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Layla Haddad' })).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(listOf(calls)).toHaveLength(2);
  });

  it('rejects only with a reason, given in a dialog', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/customers': { count: 1, customers: [layla] },
      'POST /api/admin/customers/7/reject': { status: 1, customer: customer({ state: 'rejected' }) },
    });
    const { user } = renderAdmin('/admin/customers');
    await user.click(await screen.findByRole('button', { name: 'Open Layla Haddad' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Layla Haddad?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject customer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ADMIN_MSG.rejectReasonRequired);
    expect(calls.some((call) => call.url.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the rejection *' }), 'The licence has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject customer' }));
    expect(await screen.findByText(ADMIN_MSG.customerRejected('layla@pawsco.ae'))).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/reject'))?.body).toEqual({ reason: 'The licence has expired.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the staff login at /admin/customers once the server ends the session', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': httpError(401) });
    const { router } = renderAdmin('/admin/customers');
    expect(await screen.findByRole('heading', { name: 'Petora back office' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SESSION_ENDED_MESSAGE);
    expect(router.state.location.pathname).toBe('/admin/customers');
    expect(window.localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('shows the reject dialog a replayed log opens, keeps it open with a refusal and closes it with the success', async () => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/customers': { count: 1, customers: [layla] } });
    const { store, user } = renderAdmin('/admin/customers');
    await screen.findByRole('button', { name: 'Open Layla Haddad' });
    act(() => {
      store.dispatch(customersActions.customerOpened(7));
      store.dispatch(customersActions.rejectAsked({ id: 7 }));
      store.dispatch(customersActions.decisionFailed({ id: 7, message: ADMIN_MSG.rejectReasonRequired }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Reject Layla Haddad?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ADMIN_MSG.rejectReasonRequired);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adminOf(store.getState()).customers.asking).toBeNull();
    act(() => { store.dispatch(customersActions.rejectAsked({ id: 7 })); });
    expect(await screen.findByRole('dialog', { name: 'Reject Layla Haddad?' })).toBeInTheDocument();
    act(() => { store.dispatch(customersActions.decisionSucceeded({ customer: customer({ state: 'rejected' }) })); });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
