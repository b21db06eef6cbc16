import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

const chain = { id: 3, name: 'Chain stores', active: true, rules: 1, customers: 2, groups: 1 };
const rule = {
  id: 11, target_kind: 'article', target_id: 1011, target_name: 'ACA-SAL-2', price: 35, percent_off: null, valid_from: '2027-01-01', valid_to: null,
  tiers: [{ from: 12, price: 33.5 }],
};

describe('price lists screen', () => {
  it('lists price lists and groups, opens a list\'s rules and adds a rule with tiers', async () => {
    const calls = stubAdminApi({
      ...signedInAnswers,
      'GET /api/admin/price-lists': { lists: [chain] },
      'GET /api/admin/customer-groups': { groups: [{ id: 7, name: 'Supermarkets', price_list_id: 3, customers: 4 }] },
      'GET /api/admin/price-lists/3': { status: 1, list: chain, rules: [rule] },
      'POST /api/admin/price-lists/3/rules': { status: 1, id: 12 },
    });
    const { user } = renderAdmin('/admin/price-lists');
    await user.click(await screen.findByRole('button', { name: 'Chain stores' }));
    const rules = await screen.findByRole('region', { name: 'Rules of Chain stores' });
    const row = within(rules).getByRole('cell', { name: 'article ACA-SAL-2' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['article ACA-SAL-2', '35.00', '', '2027-01-01 – …', '12:33.50', 'EditDelete']);
    const groups = screen.getByRole('region', { name: 'Customer groups' });
    expect(within(groups).getByRole('cell', { name: 'Supermarkets' }).closest('tr')).toHaveTextContent('SupermarketsChain stores4');

    const form = screen.getByRole('form', { name: 'Add rule' });
    await user.type(within(form).getByLabelText('SKU'), ' ACA-SAL-12 ');
    await user.type(within(form).getByLabelText('% off B2B'), '12.5');
    await user.type(within(form).getByLabelText('Tiers'), '24:30.00');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target_kind: 'article', sku: 'ACA-SAL-12', price: null, percent_off: 12.5, valid_from: null, valid_to: null, tiers: [{ from: 24, price: 30 }],
    }));
  });

  it('says what is wrong with a rule before sending it', async () => {
    const calls = stubAdminApi({ ...signedInAnswers, 'GET /api/admin/price-lists': { lists: [chain] }, 'GET /api/admin/customer-groups': { groups: [] },
      'GET /api/admin/price-lists/3': { status: 1, list: chain, rules: [] } });
    const { user } = renderAdmin('/admin/price-lists');
    await user.click(await screen.findByRole('button', { name: 'Chain stores' }));
    const form = await screen.findByRole('form', { name: 'Add rule' });
    await user.type(within(form).getByLabelText('SKU'), 'ACA-SAL-2');
    await user.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(screen.getByRole('region', { name: 'Rules of Chain stores' })).getByRole('alert')).toHaveTextContent('Give either a fixed price or a percentage off.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
