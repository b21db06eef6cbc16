import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MSG } from '../../../src/client/features/admin/admin-messages';
import { detailsText } from '../../../src/client/features/admin/records/AuditScreen';
import { colleague, httpError, staffMember } from './admin-fixtures';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

const mail = {
  id: 40, to: 'layla@pawsco.ae', subject: 'Your account is active', text: 'Welcome to Petora.\nYou can order now.', html: null,
  date: '2025-03-02T10:00:00.000Z', sent_at: null, error: null,
};

describe('records screens', () => {
  it('lists the outbox; each mail opens to its text', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/outbox': { count: 21, mails: [mail] } });
    const { user } = renderAdmin('/admin/outbox');
    const subject = await screen.findByText('Your account is active');
    expect(screen.getByText(/You can order now/)).not.toBeVisible();
    await user.click(subject);
    expect(screen.getByText(/You can order now/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/outbox').map((call) => call.params)).toEqual([{ p: 1 }, { p: 2 }]));
  });

  it('finds a buyer\'s mail by address, and pages within what it found', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/outbox': { count: 21, mails: [mail] } });
    const { user } = renderAdmin('/admin/outbox');
    await screen.findByText('Your account is active');
    await user.type(screen.getByRole('searchbox', { name: 'Search by recipient or subject' }), 'layla@pawsco.ae{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/outbox')).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/outbox').map((call) => call.params))
      .toEqual([{ p: 1 }, { p: 1, q: 'layla@pawsco.ae' }, { p: 2, q: 'layla@pawsco.ae' }]));
  });

  it('searches the audit log for a record', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/audit': { count: 0, entries: [] } });
    const { user } = renderAdmin('/admin/audit');
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'order:42{Enter}');
    expect(await screen.findByText('No entry contains this.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/admin/audit').map((call) => call.params)).toEqual([{ p: 1 }, { p: 1, q: 'order:42' }]);
  });

  it('lists the audit log with who did what to which record', async () => {
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/audit': { count: 1, entries: [{ id: 5, staff: { id: 1, email: 'ops@petora.ae', name: 'Noor Ops' }, action: 'order.cancel', target: 'order:12', details: { reason: 'No stock', restocked: 3 }, date: '2025-03-02T10:00:00.000Z' }] },
    });
    renderAdmin('/admin/audit');
    const row = (await screen.findByRole('cell', { name: 'order.cancel' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Noor Ops' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'order:12' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'reason: No stock, restocked: 3' })).toBeInTheDocument();
    expect(detailsText({})).toBe('');
  });

  it('shows a shortened entry whole on "Show all": loading first, then every rule, pretty-printed', async () => {
    const rules = Array.from({ length: 25 }, (_, i) => ({ target_id: i + 1, target_name: `Kibble ${i + 1}` }));
    const row = { id: 9, staff: null, action: 'price-list.delete', target: 'price-list:7', date: '2025-03-02T10:00:00.000Z' };
    let answer: (entry: unknown) => void = () => {};
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/audit': { count: 2, entries: [
        { ...row, details: { name: 'Chains', rules: [...rules.slice(0, 10), { '…': '15 more items' }] }, details_shortened: true },
        { ...row, id: 8, action: 'order.cancel', target: 'order:12', details: { reason: 'No stock' }, details_shortened: false },
      ] },
      'GET /api/admin/audit/9': () => new Promise((resolve) => { answer = resolve; }),
    });
    const { user } = renderAdmin('/admin/audit');
    await user.click(await screen.findByRole('button', { name: 'Show all details of price-list.delete price-list:7' }));
    expect(screen.getAllByRole('button', { name: /^Show all/ })).toHaveLength(1);
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the whole entry…');
    expect(within(dialog).getByText(/price-list\.delete · price-list:7/)).toBeInTheDocument();
    answer({ ...row, details: { name: 'Chains', rules }, details_shortened: false });
    const whole = await within(dialog).findByLabelText('Whole details');
    expect(whole.textContent).toBe(JSON.stringify({ name: 'Chains', rules }, null, 2));
    expect(whole).toHaveTextContent('Kibble 25');
    expect(calls.filter((call) => call.url === '/api/admin/audit/9')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the whole entry cannot be loaded, and tries again', async () => {
    const entry = { id: 9, staff: null, action: 'price-list.delete', target: 'price-list:7', details: { rules: [{ '…': '3 more items' }] }, details_shortened: true, date: '2025-03-02T10:00:00.000Z' };
    let failing = true;
    stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/audit': { count: 1, entries: [entry] },
      'GET /api/admin/audit/9': () => (failing ? httpError(500) : { ...entry, details: { rules: [1, 2, 3] }, details_shortened: false }),
    });
    const { user } = renderAdmin('/admin/audit');
    await user.click(await screen.findByRole('button', { name: /^Show all/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error');
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Whole details')).toHaveTextContent('"rules": [ 1, 2, 3 ]');
  });

  it('adds a staff member, who joins the list, and clears the form', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/staff': { count: 1, staff: [staffMember] },
      'POST /api/admin/staff': { status: 1, staff: colleague },
    });
    const { user } = renderAdmin('/admin/staff');
    const form = await screen.findByRole('form', { name: 'Add staff' });
    await user.type(within(form).getByRole('textbox', { name: 'Email *' }), 'sara@petora.ae');
    await user.type(within(form).getByRole('textbox', { name: 'Name *' }), 'Sara');
    await user.type(within(form).getByLabelText('Password *'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.staffPasswordLength);
    await user.type(within(form).getByLabelText('Password *'), '-but-now-long');
    await user.click(within(form).getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByRole('cell', { name: 'sara@petora.ae' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Email *' })).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'sara@petora.ae', name: 'Sara', password: 'short-but-now-long' });
  });
});
