import { screen, waitFor, within } from '@testing-library/react';
import { adminOf } from '../../../src/client/features/admin/admin-reducer';
import { PRICING_MSG } from '../../../src/client/features/admin/pricing/pricing-messages';
import { renderAdmin, signedInAnswers, stubAdminApi, type SentCall } from './admin-render';

const chain = { id: 3, name: 'Chain stores', active: true, rules: 1, customers: 2, groups: 1 };
const supermarkets = { id: 7, name: 'Supermarkets', price_list_id: 3, customers: 4 };
const rule = {
  id: 11, target_kind: 'article', target_id: 1011, target_name: 'ACA-SAL-2', price: 35, percent_off: null, valid_from: null, valid_to: null, tiers: [],
};
const categories = [
  { id: 1, parent_id: null, name: 'Cats', slug: 'cats', sort: 1, image: null, products: 9 },
  { id: 2, parent_id: 1, name: 'Dry food', slug: 'cat-dry', sort: 1, image: null, products: 4 },
];
const brands = [{ id: 5, name: 'Acana', slug: 'acana', thumbnail: null, products: 3 }];
const screenAnswers = {
  ...signedInAnswers,
  'GET /api/admin/price-lists': { lists: [chain] },
  'GET /api/admin/customer-groups': { groups: [supermarkets] },
  'GET /api/admin/price-lists/3': { status: 1, list: chain, rules: [rule], count: 1 },
  'GET /api/admin/categories': { categories },
  'GET /api/admin/brands': { count: 1, brands },
};
const sent = (calls: SentCall[], method: string) => calls.filter((c) => c.method === method);

async function openRules(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Chain stores' }));
  return screen.findByRole('region', { name: 'Rules of Chain stores' });
}

describe('price lists screen: deleting after a confirmation', () => {
  it('asks before deleting a list, says what goes with it, and sends nothing when staff go back', async () => {
    let deleted = false;
    const calls = stubAdminApi({
      ...screenAnswers,
      'GET /api/admin/price-lists': () => ({ lists: deleted ? [] : [chain] }),
      'DELETE /api/admin/price-lists/3': () => { deleted = true; return { status: 1, id: 3 }; },
    });
    const { user, store } = renderAdmin('/admin/price-lists');
    await user.click(await screen.findByRole('button', { name: 'Delete Chain stores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chain stores?' });
    expect(dialog).toHaveTextContent('Its 1 rule is deleted with it.');
    expect(dialog).toHaveTextContent('2 customers (as their own list) and 1 group (Supermarkets) lose it: from then on they pay the normal B2B prices');
    expect(adminOf(store.getState()).pricing.deleting).toEqual({ kind: 'list', id: 3 });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(adminOf(store.getState()).pricing.deleting).toBeNull());
    expect(sent(calls, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Chain stores' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Chain stores?' })).getByRole('button', { name: 'Delete price list' }));
    expect(await screen.findByText(PRICING_MSG.listDeleted('Chain stores'))).toBeInTheDocument();
    expect(sent(calls, 'DELETE').map((c) => c.url)).toEqual(['/api/admin/price-lists/3']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Chain stores' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting a rule and deletes it once confirmed', async () => {
    const calls = stubAdminApi({ ...screenAnswers, 'DELETE /api/admin/price-lists/3/rules/11': { status: 1, id: 11 } });
    const { user } = renderAdmin('/admin/price-lists');
    const rules = await openRules(user);
    await user.click(await within(rules).findByRole('button', { name: 'Delete the rule for article ACA-SAL-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the rule for article ACA-SAL-2?' });
    expect(sent(calls, 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(sent(calls, 'DELETE').map((c) => c.url)).toEqual(['/api/admin/price-lists/3/rules/11']));
  });
});

describe('price lists screen: pausing, renaming and editing', () => {
  it('pauses a list with its Active box, and renames it with the form disabled while it saves', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const calls = stubAdminApi({ ...screenAnswers, 'PUT /api/admin/price-lists/3': () => new Promise((resolve) => { finish = resolve; }) });
    const { user } = renderAdmin('/admin/price-lists');
    await user.click(await screen.findByRole('checkbox', { name: 'Chain stores active' }));
    await waitFor(() => expect(sent(calls, 'PUT').map((c) => c.body)).toEqual([{ name: 'Chain stores', active: false }]));
    expect(screen.getByRole('checkbox', { name: 'Chain stores active' })).toBeDisabled();
    finish({ status: 1, list: { id: 3 } });
    expect(await screen.findByText(PRICING_MSG.listPaused('Chain stores'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Chain stores' }));
    const form = screen.getByRole('form', { name: 'Rename Chain stores' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Chain stores 2027');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT').at(-1)?.body).toEqual({ name: 'Chain stores 2027', active: true }));
    expect(within(form).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    finish({ status: 1, list: { id: 3 } });
    expect(await screen.findByText(PRICING_MSG.listSaved('Chain stores 2027'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rename Chain stores' })).not.toBeInTheDocument());
  });

  it('changes a group\'s list and edits a rule, keeping what the rule is for', async () => {
    const calls = stubAdminApi({
      ...screenAnswers, 'PUT /api/admin/customer-groups/7': { status: 1, id: 7 }, 'PUT /api/admin/price-lists/3/rules/11': { status: 1, id: 11 },
    });
    const { user } = renderAdmin('/admin/price-lists');
    await user.click(await screen.findByRole('button', { name: 'Edit Supermarkets' }));
    const groupForm = screen.getByRole('form', { name: 'Edit Supermarkets' });
    await user.selectOptions(within(groupForm).getByLabelText('Price list'), 'None');
    await user.click(within(groupForm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT')[0]).toMatchObject({ url: '/api/admin/customer-groups/7', body: { name: 'Supermarkets', price_list_id: null } }));

    const rules = await openRules(user);
    await user.click(await within(rules).findByRole('button', { name: 'Edit the rule for article ACA-SAL-2' }));
    const form = within(rules).getByRole('form', { name: 'Edit the rule for article ACA-SAL-2' });
    expect(within(form).queryByLabelText('SKU')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Price (AED)'));
    await user.type(within(form).getByLabelText('Price (AED)'), '34');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(sent(calls, 'PUT')[1]).toMatchObject({
      url: '/api/admin/price-lists/3/rules/11',
      body: { target_kind: 'article', target_id: 1011, price: 34, percent_off: null, valid_from: null, valid_to: null, tiers: [] },
    }));
  });
});

describe('price lists screen: what a rule is for', () => {
  it('picks a category or a brand by name, and shows why an unknown SKU was refused', async () => {
    const refusal = { status: 0, message: 'No article has the SKU NOPE-1.' };
    const calls = stubAdminApi({ ...screenAnswers, 'POST /api/admin/price-lists/3/rules': (call: SentCall) => ('sku' in (call.body as object) ? refusal : { status: 1, id: 12 }) });
    const { user } = renderAdmin('/admin/price-lists');
    const rules = await openRules(user);
    const form = within(rules).getByRole('form', { name: 'Add rule' });
    await user.type(within(form).getByLabelText('SKU'), 'NOPE-1');
    await user.type(within(form).getByLabelText('Price (AED)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await within(rules).findByRole('alert')).toHaveTextContent('No article has the SKU NOPE-1.');
    expect(within(form).getByLabelText('SKU')).toHaveValue('NOPE-1');

    await user.selectOptions(within(form).getByLabelText('For'), 'Category');
    const category = within(form).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Cats', '— Dry food']));
    await user.selectOptions(category, '— Dry food');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(sent(calls, 'POST').at(-1)?.body).toMatchObject({ target_kind: 'category', target_id: 2, price: 10 }));

    await user.selectOptions(within(form).getByLabelText('For'), 'Brand');
    await user.selectOptions(within(form).getByLabelText('Brand'), 'Acana');
    await user.type(within(form).getByLabelText('% off B2B'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(sent(calls, 'POST').at(-1)?.body).toEqual({
      target_kind: 'brand', target_id: 5, price: null, percent_off: 5, valid_from: null, valid_to: null, tiers: [],
    }));
  });

  it('pages through a long contract and searches it by SKU or name', async () => {
    const calls = stubAdminApi({
      ...screenAnswers,
      'GET /api/admin/price-lists/3': (call: SentCall) => ({ status: 1, list: { ...chain, rules: 45 }, rules: [{ ...rule, id: Number((call.params as { p: number }).p) }], count: 45 }),
    });
    const { user } = renderAdmin('/admin/price-lists');
    const rules = await openRules(user);
    const ruleCalls = () => calls.filter((c) => c.url === '/api/admin/price-lists/3').map((c) => c.params);
    await user.click(await within(rules).findByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(ruleCalls()).toEqual([{ p: 1 }, { p: 2 }]));
    await user.type(within(rules).getByRole('searchbox', { name: 'Find rules' }), 'acana{Enter}');
    await waitFor(() => expect(ruleCalls().at(-1)).toEqual({ p: 1, q: 'acana' }));
  });
});
