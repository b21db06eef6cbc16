import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchCustomerTerms, saveCustomerTerms } from '../../../src/client/features/admin/pricing/pricing-api';
import { PRICING_MSG } from '../../../src/client/features/admin/pricing/pricing-messages';
import { pricingSaga } from '../../../src/client/features/admin/pricing/pricing-saga';
import { pricingActions as actions } from '../../../src/client/features/admin/pricing/pricing-slice';
import { notify } from '../../../src/client/lib/notify';
import type { CustomerPriceTerms } from '../../../src/shared/price-list-types';
import { adminAfter, reducer, staffToken } from './admin-fixtures';

// A customer's group and own list, chosen from two selects in the customer view: every choice is
// saved, in the order made, each building on the one before; the toast says it is saved.

const none: CustomerPriceTerms = { group_id: null, price_list_id: null };
const loaded = adminAfter(actions.termsRequested({ customerId: 42 }), actions.termsLoaded({ customerId: 42, terms: none }));

describe('pricing saga: a customer\'s price terms', () => {
  it('saves two quick choices one after the other, the second with the first in it, and says so', async () => {
    const sent: CustomerPriceTerms[] = [];
    const { storeState } = await expectSaga(pricingSaga)
      .withReducer(reducer, loaded)
      .provide([
        {
          call(effect, next) {
            if (effect.fn !== saveCustomerTerms) return next();
            const terms = effect.args[2] as CustomerPriceTerms;
            sent.push(terms);
            return new Promise((resolve) => { setTimeout(() => resolve({ status: 1, terms }), 20); });
          },
        },
        [matchers.call.fn(notify), undefined],
      ])
      .dispatch(actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: null } }))
      .dispatch(actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: 3 } }))
      .call(notify, PRICING_MSG.termsSaved, 'success', { short: true })
      .silentRun(150);
    expect(sent).toEqual([{ group_id: 7, price_list_id: null }, { group_id: 7, price_list_id: 3 }]);
    expect(storeState.admin.pricing.terms).toEqual({ customerId: 42, status: 'succeeded', terms: { group_id: 7, price_list_id: 3 }, queued: 0 });
  });

  it('shows the choice at once, so the other select builds on it', () => {
    const state = reducer(loaded, actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: null } }));
    expect(state.admin.pricing.terms.terms).toEqual({ group_id: 7, price_list_id: null });
    expect(state.admin.pricing.change).toMatchObject({ status: 'submitting', of: 'terms' });
  });

  it('keeps showing the newest choice while it waits, when the answer to an earlier one arrives', () => {
    let state = reducer(loaded, actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: null } }));
    state = reducer(state, actions.termsSubmitted({ customerId: 42, terms: { group_id: 7, price_list_id: 3 } }));
    state = reducer(state, actions.termsAnswered({ customerId: 42, terms: { group_id: 7, price_list_id: null } }));
    expect(state.admin.pricing.terms).toMatchObject({ terms: { group_id: 7, price_list_id: 3 }, queued: 1 });
    state = reducer(state, actions.termsAnswered({ customerId: 42, terms: { group_id: 7, price_list_id: 3 } }));
    expect(state.admin.pricing.terms).toMatchObject({ terms: { group_id: 7, price_list_id: 3 }, queued: 0 });
  });

  it('shows a refusal and reads the terms again, so the selects show what the customer really has', () =>
    expectSaga(pricingSaga)
      .withReducer(reducer, loaded)
      .provide([
        [matchers.call.fn(saveCustomerTerms), { status: 0, message: 'This price list does not exist.' }],
        [matchers.call.fn(fetchCustomerTerms), { status: 1, terms: none }],
      ])
      .dispatch(actions.termsSubmitted({ customerId: 42, terms: { group_id: null, price_list_id: 99 } }))
      .put(actions.changeFailed({ message: 'This price list does not exist.' }))
      .call(fetchCustomerTerms, staffToken, 42)
      .put(actions.termsLoaded({ customerId: 42, terms: none }))
      .not.call.fn(notify)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.admin.pricing.terms.terms).toEqual(none);
        expect(storeState.admin.pricing.change).toMatchObject({ status: 'failed', error: 'This price list does not exist.', of: 'terms' });
      }));
});
