import { act, screen, waitFor, within } from '@testing-library/react';
import { adminOf } from '../../../src/client/features/admin/admin-reducer';
import { recordsActions } from '../../../src/client/features/admin/records/records-slice';
import { formatDateTime } from '../../../src/client/features/admin/shared/format';
import type { StaffMember } from '../../../src/shared/admin-types';
import { colleague, networkError, staffMember, staffToken } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

// The Staff screen: disabling the account of someone who left, and enabling it again.

const leftOn = '2025-03-10T17:00:00.000Z';
const leaver: StaffMember = { ...colleague, id: 3, email: 'omar@petora.ae', name: 'Omar', disabled_at: leftOn };
const staffList = { 'GET /api/admin/staff': { count: 3, staff: [staffMember, colleague, leaver] } };

const rowOf = async (email: string) => (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;
const posts = (calls: ReturnType<typeof stubAdminApi>) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.authorization]);

describe('staff screen: access', () => {
  it("shows whether each account can sign in; the signed-in member's own row has no Disable button", async () => {
    stubAdminApi({ ...signedInAnswers, ...staffList });
    renderAdmin('/admin/staff');
    const own = await rowOf('ops@petora.ae');
    expect(within(own).getByText('Active')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    const sara = await rowOf('sara@petora.ae');
    expect(within(sara).getByText('Active')).toBeInTheDocument();
    expect(within(sara).getByRole('button', { name: 'Disable' })).toBeEnabled();
    const omar = await rowOf('omar@petora.ae');
    expect(within(omar).getByText(`Disabled since ${formatDateTime(leftOn)}`)).toBeInTheDocument();
    expect(within(omar).getByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(within(omar).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('disables a colleague only after confirming, the button busy until the server answers', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    const calls = stubAdminApi({
      ...signedInAnswers, ...staffList,
      'POST /api/admin/staff/2/disable': () => new Promise((resolve) => { answer = resolve; }),
    });
    const { user } = renderAdmin('/admin/staff');
    const row = await rowOf('sara@petora.ae');
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable Sara?' })).getByRole('button', { name: 'Back' }));
    expect(posts(calls)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disable Sara?' })).getByRole('button', { name: 'Disable account' }));
    const button = within(row).getByRole('button', { name: 'Disable' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');

    answer({ status: 1, staff: { ...colleague, disabled_at: leftOn } });
    expect(await within(row).findByText(`Disabled since ${formatDateTime(leftOn)}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(posts(calls)).toEqual([['/api/admin/staff/2/disable', `Bearer ${staffToken}`]]);
  });

  it('enables a disabled member again; a failed call shows next to their row', async () => {
    let reachable = false;
    const calls = stubAdminApi({
      ...signedInAnswers, ...staffList,
      'POST /api/admin/staff/3/enable': () => (reachable ? { status: 1, staff: { ...leaver, disabled_at: null } } : networkError),
    });
    const { user } = renderAdmin('/admin/staff');
    const row = await rowOf('omar@petora.ae');
    await user.click(within(row).getByRole('button', { name: 'Enable' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Error');
    expect(within(row).getByText(`Disabled since ${formatDateTime(leftOn)}`)).toBeInTheDocument();

    reachable = true;
    await user.click(within(row).getByRole('button', { name: 'Enable' }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Disable' })).toBeEnabled();
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([
      ['/api/admin/staff/3/enable', `Bearer ${staffToken}`], ['/api/admin/staff/3/enable', `Bearer ${staffToken}`],
    ]);
  });

  it('shows the disable question a replayed log opens; confirming closes it and a refusal shows on the row', async () => {
    stubAdminApi({ ...signedInAnswers, ...staffList, 'POST /api/admin/staff/2/disable': { status: 0, message: 'Not allowed.' } });
    const { store, user } = renderAdmin('/admin/staff');
    const row = await rowOf('sara@petora.ae');
    act(() => { store.dispatch(recordsActions.staffDisableAsked({ id: 2 })); });
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sara?' });
    expect(dialog).toHaveTextContent('sara@petora.ae can no longer log in to the back office');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(adminOf(store.getState()).records.disableQuestion).toEqual({ id: 2, open: false });
    expect(await within(row).findByRole('alert')).toHaveTextContent('Not allowed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
