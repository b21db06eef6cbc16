import { act, screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { ProductCard } from '../../../src/client/features/catalog/components/ProductCard';
import reducer, {
  cardOptionPicked, initialProductCardsState, pickerClosed, pickerOpened,
} from '../../../src/client/features/catalog/product-cards-slice';
import { locationChanged } from '../../../src/client/features/location/location-slice';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { salmonKibble, walkingHarness } from './catalog-fixtures';

// What a shopper does on product cards is in the store: a replay of the action log shows the
// option each card showed (and so its price) and the picker that was open.

const blueSmall = { first: 22, second: 31, offerId: null };

describe('product cards slice', () => {
  it('keeps the choice made on each card, by product', () => {
    const state = reducer(initialProductCardsState, cardOptionPicked({ productId: 202, choice: blueSmall }));
    expect(state.choices).toEqual({ 202: blueSmall });
  });

  it("opens one card's picker at a time, closes it, and closes it when the page changes", () => {
    const open = reducer(initialProductCardsState, pickerOpened({ productId: 7, card: ':r1:' }));
    expect(open.picker).toBe(':r1:');
    expect(reducer(open, pickerOpened({ productId: 8, card: ':r2:' })).picker).toBe(':r2:');
    expect(reducer(open, pickerClosed()).picker).toBeNull();
    const moved = reducer(open, locationChanged({ pathname: '/new', search: '', hash: '', key: 'k2', historyAction: 'PUSH' }));
    expect(moved).toEqual({ ...open, picker: null });
  });
});

describe('product cards replayed from the store', () => {
  const render = (state: PreloadedRootState, product = walkingHarness) => {
    const store = setupStore(state, { sagas: false });
    renderWithStore(<ProductCard product={product} />, { store });
    return { store, card: screen.getByRole('article', { name: product.name }) };
  };

  it('shows the option and price the store says was picked on the card', () => {
    const { card } = render({ productCards: { ...initialProductCardsState, choices: { [walkingHarness.id]: blueSmall } } });
    expect(within(card).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(card).getByTestId('price')).getByText('AED 60.00')).toBeInTheDocument();
  });

  it('records the pick and the open picker as actions, and the picker closes when the page changes', async () => {
    const { store, card } = render({ auth: { ...initialAuthState, token: customerToken } }, salmonKibble);
    await act(async () => {
      within(card).getByRole('button', { name: '7 kg' }).click();
    });
    expect(store.getState().productCards.choices[salmonKibble.id]).toEqual({ first: 12, second: null, offerId: null });
    await act(async () => {
      within(card).getByRole('button', { name: 'Add To Cart' }).click();
    });
    expect(screen.getByRole('dialog', { name: salmonKibble.name })).toBeInTheDocument();
    expect(store.getState().productCards.picker).toEqual(expect.any(String));
    act(() => {
      store.dispatch(locationChanged({ pathname: '/new', search: '', hash: '', key: 'k2', historyAction: 'PUSH' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
