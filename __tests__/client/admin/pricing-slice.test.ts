// The price-list screen's state as a replayed action log rebuilds it: which delete the dialog
// asks about, what is open for editing, and which page of rules is shown.
import { listDeleteEffects } from '../../../src/client/features/admin/pricing/pricing-messages';
import { selectDeleteQuestion } from '../../../src/client/features/admin/pricing/pricing-selectors';
import { pricingActions as actions } from '../../../src/client/features/admin/pricing/pricing-slice';
import type { AdminPriceList, AdminPriceRule } from '../../../src/shared/price-list-types';
import { adminAfter } from './admin-fixtures';

const chain: AdminPriceList = { id: 3, name: 'Chain stores', active: true, rules: 12, customers: 2, groups: 1 };
const vets: AdminPriceList = { id: 4, name: 'Vets', active: false, rules: 0, customers: 0, groups: 0 };
const groups = [{ id: 7, name: 'Supermarkets', price_list_id: 3, customers: 4 }, { id: 8, name: 'Clinics', price_list_id: null, customers: 1 }];
const rule: AdminPriceRule = { id: 11, target_kind: 'article', target_id: 1011, target_name: 'ACA-SAL-2', price: 35, percent_off: null, valid_from: null, valid_to: null, tiers: [] };
const loaded = actions.listsLoaded({ lists: [chain, vets], groups });
const pricing = (...events: Array<{ type: string }>) => adminAfter(...events).admin.pricing;

describe('pricing slice', () => {
  it('opens the delete dialog on a question and closes it on dismissal, forgetting a failed attempt', () => {
    expect(pricing(loaded).deleting).toBeNull();
    expect(pricing(loaded, actions.listDeleteAsked({ id: 3 })).deleting).toEqual({ kind: 'list', id: 3 });
    const failed = pricing(loaded, actions.listDeleteAsked({ id: 3 }), actions.listDeleteConfirmed({ id: 3 }), actions.changeFailed({ message: 'No.' }));
    expect([failed.deleting, failed.change]).toEqual([{ kind: 'list', id: 3 }, { status: 'failed', error: 'No.', of: 'list-delete' }]);
    const dismissed = pricing(loaded, actions.listDeleteAsked({ id: 3 }), actions.listDeleteConfirmed({ id: 3 }), actions.changeFailed({ message: 'No.' }), actions.deleteDismissed());
    expect([dismissed.deleting, dismissed.change.status]).toEqual([null, 'idle']);
  });

  it('closes the dialog or the editor of the change that succeeded, and only that one', () => {
    expect(pricing(loaded, actions.ruleDeleteAsked({ listId: 3, ruleId: 11 }), actions.ruleDeleteConfirmed({ listId: 3, ruleId: 11 }), actions.changeSucceeded()).deleting).toBeNull();
    const renamed = pricing(loaded, actions.editOpened({ what: 'list', id: 3 }), actions.editOpened({ what: 'group', id: 7 }),
      actions.listEditSubmitted({ id: 3, name: 'Chain', active: true }), actions.changeSucceeded());
    expect(renamed.editing).toEqual({ list: null, group: 7, rule: null });
    expect(renamed.change).toEqual({ status: 'idle', error: null, of: 'list-edit' });
    const added = pricing(loaded, actions.editOpened({ what: 'list', id: 3 }), actions.listSubmitted({ name: 'New', active: true }), actions.changeSucceeded());
    expect(added.editing.list).toBe(3);
    // The customer view shows only a refusal of the customer's own terms.
    expect(pricing(actions.termsSubmitted({ customerId: 42, terms: { group_id: 9, price_list_id: null } }), actions.changeFailed({ message: 'No group.' })).change)
      .toEqual({ status: 'failed', error: 'No group.', of: 'terms' });
  });

  it('opens a list on its first page without a search, and keeps the page and search asked for', () => {
    const paged = pricing(actions.rulesOpened({ listId: 3 }), actions.rulesRequested({ listId: 3, page: 4, q: 'aca' }), actions.rulesLoaded({ rules: [rule], count: 70 }));
    expect(paged.rules).toMatchObject({ query: { listId: 3, page: 4, q: 'aca' }, count: 70, items: [rule], status: 'succeeded' });
    const reopened = pricing(actions.rulesRequested({ listId: 3, page: 4, q: 'aca' }), actions.editOpened({ what: 'rule', id: 11 }), actions.rulesOpened({ listId: 4 }));
    expect([reopened.rules.query, reopened.editing.rule]).toEqual([{ listId: 4, page: 1, q: '' }, null]);
  });

  it('says in the dialog what deleting a list takes away: its rules, and the customers and groups using it', () => {
    const question = selectDeleteQuestion(adminAfter(loaded, actions.listDeleteAsked({ id: 3 })));
    expect(question).toEqual({ kind: 'list', id: 3, list: chain, groupNames: ['Supermarkets'] });
    expect(listDeleteEffects(chain, ['Supermarkets'])).toEqual([
      'Its 12 rules are deleted with it.',
      '2 customers (as their own list) and 1 group (Supermarkets) lose it: from then on they pay the normal B2B prices, unless their group has another list.',
    ]);
    expect(listDeleteEffects(vets, [])).toEqual(['It has no rules.', 'No customer or group uses it.']);
    expect(listDeleteEffects({ rules: 1, customers: 1, groups: 0 }, [])[0]).toBe('Its 1 rule is deleted with it.');
    const ruleQuestion = selectDeleteQuestion(adminAfter(loaded, actions.rulesOpened({ listId: 3 }), actions.rulesLoaded({ rules: [rule], count: 1 }),
      actions.ruleDeleteAsked({ listId: 3, ruleId: 11 })));
    expect(ruleQuestion).toEqual({ kind: 'rule', listId: 3, ruleId: 11, listName: 'Chain stores', rule });
  });
});
