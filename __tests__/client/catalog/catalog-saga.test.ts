import { combineReducers } from '@reduxjs/toolkit';
import { initialChoice } from '../../../src/client/features/catalog/variant-choice';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import authReducer, {
  initialAuthState, loginSucceeded, logoutRequested, sessionExpired,
} from '../../../src/client/features/auth/auth-slice';
import { fetchProduct, fetchProductList } from '../../../src/client/features/catalog/catalog-api';
import { catalogSaga } from '../../../src/client/features/catalog/catalog-saga';
import catalogReducer, {
  initialCatalogState, listingFailed, listingLoaded, listingRequested, pricesExpired, productFailed, productLoaded,
  productNotFound, productRequested, type CatalogState,
} from '../../../src/client/features/catalog/catalog-slice';
import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { notify } from '../../../src/client/lib/notify';
import { customerSession } from '../auth/token-fixtures';
import { ropeToy, salmonKibble, walkingHarness } from './catalog-fixtures';

// QA reads these as the behaviour of the catalogue screens: what is fetched, when, and what
// the store holds afterwards.

const reducer = combineReducers({ auth: authReducer, catalog: catalogReducer });
type State = ReturnType<typeof reducer>;
const guest = (catalog: Partial<CatalogState> = {}): State => ({ auth: initialAuthState, catalog: { ...initialCatalogState, ...catalog } });
const customer = (catalog: Partial<CatalogState> = {}): State => ({
  auth: authReducer(initialAuthState, loginSucceeded(customerSession)),
  catalog: { ...initialCatalogState, ...catalog },
});

const dogs = { p: 1, cid: 4 };
const dogKey = listingKey(dogs);
const page = { count: 57, products: [salmonKibble, ropeToy] };
const networkError = new Error('Network Error');
const quiet: [matchers.Matcher, undefined] = [matchers.call.fn(notify), undefined];

const loadedDogs = { listing: { key: dogKey, query: dogs, status: 'succeeded' as const, products: [walkingHarness], count: 1 } };
const loadedProduct = { detail: { slug: salmonKibble.slug, status: 'succeeded' as const, product: salmonKibble , choice: initialChoice(salmonKibble) } };

describe('catalog saga: listings', () => {
  it('loads the products of a new listing and shows them with their count', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProductList), page]])
      .call(fetchProductList, dogs)
      .put(listingLoaded({ key: dogKey, ...page }))
      .dispatch(listingRequested(dogs))
      .hasFinalState(guest({ listing: { key: dogKey, query: dogs, status: 'succeeded', ...page } }))
      .silentRun(50));

  it('sends the page, the category and the term of the listing', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProductList), { count: 0, products: [] }]])
      .call(fetchProductList, { p: 2, cid: 5, term: 'litter' })
      .dispatch(listingRequested({ p: 2, cid: 5, term: 'litter' }))
      .silentRun(50));

  it('fails silently: loading stops, no message, the empty text does not show', async () => {
    const { storeState } = await expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProductList), throwError(networkError)], quiet])
      .put(listingFailed({ key: dogKey }))
      .not.call.fn(notify)
      .dispatch(listingRequested(dogs))
      .hasFinalState(guest({ listing: { key: dogKey, query: dogs, status: 'failed', products: [], count: 0 } }))
      .silentRun(50);
    expect(storeState.catalog.listing.status).toBe('failed');
  });

  it('tries a failed listing again when it is asked for again', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest({ listing: { key: dogKey, query: dogs, status: 'failed', products: [], count: 0 } }))
      .provide([[matchers.call.fn(fetchProductList), page]])
      .call(fetchProductList, dogs)
      .dispatch(listingRequested(dogs))
      .hasFinalState(guest({ listing: { key: dogKey, query: dogs, status: 'succeeded', ...page } }))
      .silentRun(50));

  it('makes no call for a repeat of the listing on screen', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest(loadedDogs))
      .provide([[matchers.call.fn(fetchProductList), page]])
      .not.call.fn(fetchProductList)
      .not.put.like({ action: { type: listingLoaded.type } })
      .dispatch(listingRequested({ ...dogs }))
      .hasFinalState(guest(loadedDogs))
      .silentRun(50));

  it('keeps only the listing the user moved to when an older answer arrives late', async () => {
    const cats = { p: 1, cid: 5 };
    const catPage = { count: 1, products: [ropeToy] };
    const { storeState } = await expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchProductList) return next();
          const query = effect.args[0] as typeof dogs;
          // The dog page answers slowly; the cat page at once.
          return query.cid === 4 ? new Promise((resolve) => setTimeout(() => resolve(page), 30)) : catPage;
        },
      })
      .dispatch(listingRequested(dogs))
      .dispatch(listingRequested(cats))
      .silentRun(100);
    expect(storeState.catalog.listing).toEqual({ key: listingKey(cats), query: cats, status: 'succeeded', ...catPage });
  });
});

describe('catalog saga: product page', () => {
  it('loads the product of the slug', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProduct), salmonKibble]])
      .call(fetchProduct, salmonKibble.slug)
      .put(productLoaded({ slug: salmonKibble.slug, product: salmonKibble }))
      .dispatch(productRequested(salmonKibble.slug))
      .hasFinalState(guest(loadedProduct))
      .silentRun(50));

  it('marks an unknown slug as not found (the server answered 404)', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProduct), null], quiet])
      .put(productNotFound({ slug: 'no-such-product' }))
      .not.call.fn(notify)
      .dispatch(productRequested('no-such-product'))
      .hasFinalState(guest({ detail: { slug: 'no-such-product', status: 'notFound', product: null, choice: null } }))
      .silentRun(50));

  it('marks a failed call as failed, silently, so the page can offer to try again', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([[matchers.call.fn(fetchProduct), throwError(networkError)], quiet])
      .put(productFailed({ slug: salmonKibble.slug }))
      .not.call.fn(notify)
      .dispatch(productRequested(salmonKibble.slug))
      .hasFinalState(guest({ detail: { slug: salmonKibble.slug, status: 'failed', product: null, choice: null } }))
      .silentRun(50));

  it('shows the product the user moved to, not a slower earlier one', async () => {
    const { storeState } = await expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide({
        call(effect, next) {
          if (effect.fn !== fetchProduct) return next();
          return effect.args[0] === salmonKibble.slug
            ? new Promise((resolve) => setTimeout(() => resolve(salmonKibble), 30))
            : ropeToy;
        },
      })
      .dispatch(productRequested(salmonKibble.slug))
      .dispatch(productRequested(ropeToy.slug))
      .silentRun(100);
    expect(storeState.catalog.detail).toEqual({ slug: ropeToy.slug, status: 'succeeded', product: ropeToy , choice: initialChoice(ropeToy) });
  });
});

describe('catalog saga: prices follow the viewer', () => {
  const b2bPage = { count: 1, products: [{ ...walkingHarness, name: 'priced for a customer' }] };
  const b2bProduct = { ...salmonKibble, name: 'priced for a customer' };

  it('loads the listing and the product on screen again after a login', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest({ ...loadedDogs, ...loadedProduct }))
      .provide([
        [matchers.call.fn(fetchProductList), b2bPage],
        [matchers.call.fn(fetchProduct), b2bProduct],
      ])
      .put(pricesExpired())
      .put(listingRequested(dogs))
      .put(productRequested(salmonKibble.slug))
      .call(fetchProductList, dogs)
      .call(fetchProduct, salmonKibble.slug)
      .dispatch(loginSucceeded(customerSession))
      .hasFinalState(customer({
        listing: { key: dogKey, query: dogs, status: 'succeeded', ...b2bPage },
        detail: { slug: salmonKibble.slug, status: 'succeeded', product: b2bProduct , choice: initialChoice(b2bProduct) },
      }))
      .silentRun(50));

  it.each([
    ['a logout', logoutRequested(), { ...initialAuthState, loggedOut: true }],
    ['an expired session', sessionExpired(), initialAuthState],
  ])('loads them again with retail prices after %s', (_label, action, auth) =>
    expectSaga(catalogSaga)
      .withReducer(reducer, customer({ ...loadedDogs, ...loadedProduct }))
      .provide([
        [matchers.call.fn(fetchProductList), page],
        [matchers.call.fn(fetchProduct), ropeToy],
      ])
      .put(pricesExpired())
      .call(fetchProductList, dogs)
      .call(fetchProduct, salmonKibble.slug)
      .dispatch(action)
      .hasFinalState({
        ...guest({
          listing: { key: dogKey, query: dogs, status: 'succeeded', ...page },
          detail: { slug: salmonKibble.slug, status: 'succeeded', product: ropeToy , choice: initialChoice(ropeToy) },
        }),
        auth,
      })
      .silentRun(50));

  it('only forgets the prices when no listing or product was loaded yet', () =>
    expectSaga(catalogSaga)
      .withReducer(reducer, guest())
      .provide([
        [matchers.call.fn(fetchProductList), page],
        [matchers.call.fn(fetchProduct), salmonKibble],
      ])
      .put(pricesExpired())
      .not.put.like({ action: { type: listingRequested.type } })
      .not.put.like({ action: { type: productRequested.type } })
      .not.call.fn(fetchProductList)
      .not.call.fn(fetchProduct)
      .dispatch(loginSucceeded(customerSession))
      .silentRun(50));
});
