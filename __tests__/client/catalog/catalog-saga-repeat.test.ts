import { combineReducers } from '@reduxjs/toolkit';
import { initialChoice } from '../../../src/client/features/catalog/variant-choice';
import { expectSaga } from 'redux-saga-test-plan';
import authReducer, { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { fetchProduct, fetchProductList } from '../../../src/client/features/catalog/catalog-api';
import { catalogSaga } from '../../../src/client/features/catalog/catalog-saga';
import catalogReducer, { initialCatalogState, listingRequested, productRequested } from '../../../src/client/features/catalog/catalog-slice';
import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { salmonKibble } from './catalog-fixtures';

const reducer = combineReducers({ auth: authReducer, catalog: catalogReducer });
const dogs = { p: 1, cid: 4 };

describe('catalog saga: a repeat request is not sent again', () => {
  it('makes one call when the same listing is asked for again while its answer is on the way', async () => {
    const calls: unknown[] = [];
    const { storeState } = await expectSaga(catalogSaga)
      .withReducer(reducer, { auth: initialAuthState, catalog: initialCatalogState })
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchProductList) return next();
          calls.push(effect.args[0]);
          return new Promise((resolve) => setTimeout(() => resolve({ count: 1, products: [salmonKibble] }), 20));
        },
      })
      .dispatch(listingRequested(dogs))
      .dispatch(listingRequested({ ...dogs }))
      .silentRun(100);
    expect(storeState.catalog.listing.key).toBe(listingKey(dogs));
    expect(calls).toEqual([dogs]);
  });

  it('makes no call when the product on screen is asked for again', async () => {
    const calls: unknown[] = [];
    await expectSaga(catalogSaga)
      .withReducer(reducer, {
        auth: initialAuthState,
        catalog: { ...initialCatalogState, detail: { slug: salmonKibble.slug, status: 'succeeded' as const, product: salmonKibble , choice: initialChoice(salmonKibble) } },
      })
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchProduct) return next();
          calls.push(effect.args[0]);
          return salmonKibble;
        },
      })
      .dispatch(productRequested(salmonKibble.slug))
      .silentRun(50);
    expect(calls).toEqual([]);
  });
});
