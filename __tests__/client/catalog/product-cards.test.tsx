import { act, screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { CardPicker } from '../../../src/client/features/catalog/components/CardPicker';
import { ProductCard } from '../../../src/client/features/catalog/components/ProductCard';
import reducer, {
  cardOptionPicked, initialProductCardsState, pickerClosed, pickerOpened,
} from '../../../src/client/features/catalog/product-cards-slice';
import { locationChanged } from '../../../src/client/features/location/location-slice';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { product, salmonKibble, variant, walkingHarness } from './catalog-fixtures';

// What a shopper does on product cards is in the store: a replay of the action log shows the
// option each card showed (and so its price) and the picker that was open.

const blueSmall = { first: 22, second: 31, offerId: null };

describe('product cards slice', () => {
  it('keeps the choice made on each card, by product', () => {
    const state = reducer(initialProductCardsState, cardOptionPicked({ productId: 202, choice: blueSmall }));
    expect(state.choices).toEqual({ 202: blueSmall });
  });

  it("opens the picker for one product at a time, closes it, and forgets the page's picks and picker on a move", () => {
    const open = reducer(reducer(initialProductCardsState, cardOptionPicked({ productId: 202, choice: blueSmall })), pickerOpened({ product: salmonKibble }));
    expect(open.picker).toEqual(salmonKibble);
    expect(reducer(open, pickerOpened({ product: walkingHarness })).picker).toEqual(walkingHarness);
    expect(reducer(open, pickerClosed()).picker).toBeNull();
    const moved = reducer(open, locationChanged({ pathname: '/new', search: '', hash: '', key: 'k2', historyAction: 'PUSH' }));
    expect(moved).toEqual(initialProductCardsState);
  });
});

describe('product cards replayed from the store', () => {
  const render = (state: PreloadedRootState, product = walkingHarness) => {
    const store = setupStore(state, { sagas: false });
    // The card and the page's one variant picker, as the app shell places it.
    renderWithStore(<><ProductCard product={product} /><CardPicker /></>, { store });
    return { store, card: screen.getByRole('article', { name: product.name }) };
  };

  it('shows the picker the store says is open, as a replay does', () => {
    render({ auth: { ...initialAuthState, token: customerToken }, productCards: { ...initialProductCardsState, picker: salmonKibble } }, salmonKibble);
    expect(within(screen.getByRole('dialog', { name: salmonKibble.name })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('falls back to the default when the product no longer has the option picked on its card', () => {
    const { card } = render({ productCards: { ...initialProductCardsState, choices: { [walkingHarness.id]: { first: 99, second: 31, offerId: null } } } });
    expect(within(card).getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(within(card).getByTestId('price')).getByText('AED 75.00')).toBeInTheDocument();
  });

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
    expect(store.getState().productCards.picker).toEqual(salmonKibble);
    act(() => {
      store.dispatch(locationChanged({ pathname: '/new', search: '', hash: '', key: 'k2', historyAction: 'PUSH' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds an article from the picker with count 1', async () => {
    const { store, card } = render({ auth: { ...initialAuthState, token: customerToken }, cart: initialCartState }, salmonKibble);
    await act(async () => within(card).getByRole('button', { name: 'Add To Cart' }).click());
    await act(async () => screen.getByRole('button', { name: 'Add Salmon Grain-Free Dry Dog Food 7 kg to cart' }).click());
    expect(store.getState().cart.pending).toEqual([1012]);
  });

  it('opens the picker for several articles even when only one of them is regular', async () => {
    const withOffer = product({
      id: 88,
      product_attributes: [variant({ id: 8801, attribute_id: '1' }), variant({ id: 8802, attribute_id: '2', attribute_type: 3, attribute_name: 'Bundle' })],
    });
    const { card } = render({ auth: { ...initialAuthState, token: customerToken } }, withOffer);
    await act(async () => within(card).getByRole('button', { name: 'Add To Cart' }).click());
    expect(within(screen.getByRole('dialog')).getByText('Bundle')).toBeInTheDocument();
  });
});
