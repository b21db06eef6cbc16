import { act, screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { loaded } from '../../../src/client/features/cart/cart-slice';
import { CardPicker } from '../../../src/client/features/catalog/components/CardPicker';
import { ProductCard } from '../../../src/client/features/catalog/components/ProductCard';
import type { Product } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { cartItem } from '../cart/cart-fixtures';
import { aquariumKit, orthopaedicBed, product, ropeToy, salmonKibble, variant, walkingHarness } from './catalog-fixtures';

// The product card of spec section 2, through a real store (no sagas: the state under test
// changes only by the actions the card dispatches).
const customer: PreloadedRootState = { auth: { ...initialAuthState, token: customerToken } };

function renderCard(item: Product, state: PreloadedRootState = {}) {
  // The card with the page's variant picker, as the app shell places it.
  const rendered = renderWithStore(<><ProductCard product={item} /><CardPicker /></>, { store: setupStore(state, { sagas: false }) });
  const card = screen.getByRole('article', { name: item.name });
  // The picture link is a duplicate of the name link, hidden from assistive technology.
  const image = () => card.querySelector('img') as HTMLImageElement;
  const price = () => within(card).getByTestId('price');
  return { ...rendered, card, image, price };
}

describe('ProductCard: prices by role', () => {
  it('shows a guest the sale price over the struck-through retail price, and no Add To Cart', () => {
    const { card, price } = renderCard(ropeToy);
    expect(within(price()).getByText('AED 18.00').tagName).toBe('STRONG');
    expect(within(price()).getByLabelText('was AED 24.00').tagName).toBe('S');
    expect(within(price()).queryByText('Trade price')).toBeNull();
    expect(within(card).queryByRole('button', { name: /add to cart|to cart$/i })).toBeNull();
    expect(within(card).queryByText('AED 16.00')).toBeNull();
  });

  it('shows a customer the B2B price with the retail price struck through, and Add To Cart', () => {
    const { card, price } = renderCard(ropeToy, customer);
    expect(within(price()).getByText('AED 16.00').tagName).toBe('STRONG');
    expect(within(price()).getByLabelText('was AED 24.00')).toBeInTheDocument();
    expect(within(price()).getByText('Trade price')).toBeInTheDocument();
    expect(within(card).queryByText('AED 18.00')).toBeNull();
    // Its text names the article (hidden from sight); the words on show are 'Add To Cart'.
    expect(within(card).getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' })).toHaveTextContent('Add Cotton Rope Toy Large to cart');
  });

  it('shows the B2B sale price of the first size to a customer', () => {
    const { price } = renderCard(salmonKibble, customer);
    expect(within(price()).getByText('AED 88.20')).toBeInTheDocument();
    expect(within(price()).getByLabelText('was AED 129.50')).toBeInTheDocument();
  });

  it('offers no Add To Cart to a customer for an article out of stock or without a price', () => {
    renderCard(orthopaedicBed, customer);
    renderCard(aquariumKit, customer);
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
    expect(screen.queryByText('Add To Cart')).toBeNull();
  });

  it('adds a one-article product straight to the cart with count 1, then shows the stepper', async () => {
    const { user, store, card } = renderCard(ropeToy, customer);
    await user.click(within(card).getByRole('button', { name: 'Add Cotton Rope Toy Large to cart' }));
    expect(store.getState().cart.pending).toEqual([4061]);
    // The server's cart arrives with the line: the card shows the stepper.
    act(() => { store.dispatch(loaded({ items: [cartItem(4061, 1, 24, 18)], count: 1, total: 18 })); });
    expect(within(card).getByRole('group', { name: 'Quantity of Cotton Rope Toy Large in cart' })).toBeInTheDocument();
  });
});

describe('ProductCard: badges', () => {
  it('shows badges with display 1 and hides those with display 0; features are not badges', () => {
    const { card } = renderCard(salmonKibble);
    expect(within(card).getByText('Best Seller')).toBeInTheDocument();
    expect(within(card).queryByText('Clearance')).toBeNull();
    expect(within(card).queryByText('Grain free')).toBeNull();
  });

  it('shows the discount percent: against retail for a guest, against the B2B price for a customer', () => {
    const { unmount } = renderCard(salmonKibble);
    expect(screen.getByText('-15%')).toBeInTheDocument();
    unmount();
    renderCard(salmonKibble, customer);
    expect(screen.getByText('-10%')).toBeInTheDocument();
    expect(screen.queryByText('-15%')).toBeNull();
  });

  it('shows no discount badge without a sale', () => {
    const { card } = renderCard(orthopaedicBed);
    expect(within(card).queryByText(/^-\d+%$/)).toBeNull();
  });

  it('hides the discount badge when the hideDiscount option is set', () => {
    renderWithStore(<ProductCard product={ropeToy} hideDiscount />, { store: setupStore({}, { sagas: false }) });
    expect(screen.queryByText('-25%')).toBeNull();
    expect(screen.getByText('AED 18.00')).toBeInTheDocument();
  });
});

describe('ProductCard: name, excerpt, links and images', () => {
  it('links the name to the product page and shows the excerpt as plain text', () => {
    const { card } = renderCard(salmonKibble);
    expect(within(card).getByRole('heading', { name: salmonKibble.name })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: salmonKibble.name })).toHaveAttribute('href', `/product/${salmonKibble.slug}`);
    expect(within(card).getByText('Wild-caught salmon and sweet potato. For adult dogs of all breeds.').tagName).toBe('P');
    expect(card.innerHTML).not.toContain('<strong>salmon');
  });

  it('shows the first image and the second one while hovered', async () => {
    const { user, image } = renderCard(salmonKibble);
    expect(image()).toHaveAttribute('src', '/media/salmon-1.webp');
    expect(image()).toHaveAttribute('alt', salmonKibble.name);
    const link = image().closest('a') as HTMLAnchorElement;
    expect(link).toHaveAttribute('href', `/product/${salmonKibble.slug}`);
    await user.hover(link);
    expect(image()).toHaveAttribute('src', '/media/salmon-2.webp');
    await user.unhover(link);
    expect(image()).toHaveAttribute('src', '/media/salmon-1.webp');
  });

  it('swaps on hover when the default article has a picture of its own, and back', async () => {
    const withThumb = product({
      id: 78, images: '/media/bowl-1.webp,/media/bowl-2.webp', thumbnail: '/media/bowl-1.webp', thumbnail2: '/media/bowl-2.webp',
      product_attributes: [variant({ id: 780, attribute_id: '1', thumbnail: '/media/bowl-red.webp' })],
    });
    const { user, image } = renderCard(withThumb);
    expect(image()).toHaveAttribute('src', '/media/bowl-red.webp');
    await user.hover(image().closest('a') as HTMLAnchorElement);
    expect(image()).toHaveAttribute('src', '/media/bowl-2.webp');
    await user.unhover(image().closest('a') as HTMLAnchorElement);
    expect(image()).toHaveAttribute('src', '/media/bowl-red.webp');
  });

  it('swaps to the first image when the article already shows the second', async () => {
    const showsSecond = product({
      id: 79, images: '/media/bed-1.webp,/media/bed-2.webp', thumbnail: '/media/bed-1.webp', thumbnail2: '/media/bed-2.webp',
      product_attributes: [variant({ id: 790, attribute_id: '1', thumbnail: '/media/bed-2.webp' })],
    });
    const { user, image } = renderCard(showsSecond);
    await user.hover(image().closest('a') as HTMLAnchorElement);
    expect(image()).toHaveAttribute('src', '/media/bed-1.webp');
  });

  it('keeps the only image of a product with one image on hover', async () => {
    const single = product({ id: 77, images: '/media/only.webp', thumbnail: '/media/only.webp', thumbnail2: null });
    const { user, image } = renderCard(single);
    await user.hover(image());
    expect(image()).toHaveAttribute('src', '/media/only.webp');
  });
});

describe('ProductCard: wishlist heart', () => {
  it('toggles the product on the wishlist and says so with aria-pressed', async () => {
    const { user, store, card } = renderCard(ropeToy);
    const heart = within(card).getByRole('button', { name: 'Add Cotton Rope Toy to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(store.getState().wishlist.ids).toEqual([ropeToy.id]);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Cotton Rope Toy from wishlist');
    await user.click(heart);
    expect(store.getState().wishlist.ids).toEqual([]);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a product already on the wishlist as pressed', () => {
    const { card } = renderCard(ropeToy, { wishlist: { ids: [ropeToy.id], compareIds: [], products: [], status: 'idle', page: 1 } });
    expect(within(card).getByRole('button', { name: 'Remove Cotton Rope Toy from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ProductCard: variants', () => {
  it('changes the price and the image when another colour is picked', async () => {
    const { user, card, image, price } = renderCard(walkingHarness);
    const colours = within(card).getByRole('group', { name: 'Colour' });
    expect(within(colours).getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual(['Red', 'Blue', 'Green']);
    expect(within(colours).getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(image()).toHaveAttribute('src', '/media/harness-red.webp');
    expect(within(price()).getByText('AED 75.00')).toBeInTheDocument();

    await user.click(within(colours).getByRole('button', { name: 'Blue' }));
    expect(within(colours).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(colours).getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'false');
    expect(image()).toHaveAttribute('src', '/media/harness-blue.webp');
    expect(within(price()).getByText('AED 60.00')).toBeInTheDocument();
    expect(within(price()).getByLabelText('was AED 75.00')).toBeInTheDocument();
    expect(within(card).getByText('-20%')).toBeInTheDocument();
  });

  it('shows size chips by name for a one-dimension product and follows the pick', async () => {
    const { user, card, price, image } = renderCard(salmonKibble);
    const sizes = within(card).getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['2 kg', '7 kg', '12 kg']);
    await user.click(within(sizes).getByRole('button', { name: '7 kg' }));
    expect(within(price()).getByText('AED 329.00')).toBeInTheDocument();
    expect(image()).toHaveAttribute('src', '/media/salmon-7kg.webp');
    expect(within(card).queryByText(/^-\d+%$/)).toBeNull();
  });

  it('shows no chips for a product with a single option', () => {
    const { card } = renderCard(ropeToy);
    expect(within(card).queryByRole('group')).toBeNull();
  });

  it('opens the variant picker on Add To Cart for a product with several articles, and closes it', async () => {
    const { user, card } = renderCard(salmonKibble, customer);
    const add = within(card).getByRole('button', { name: 'Add To Cart' });
    expect(add).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: salmonKibble.name });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^\d+ kg$/).textContent)).toEqual(['2 kg', '7 kg', '12 kg']);
    expect(within(rows[0]).getByText('AED 88.20')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Available')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Unavailable')).toBeInTheDocument();
    // Each article in stock with a price has its own control; the 12 kg bag is out of stock.
    expect(within(rows[0]).getByRole('button', { name: 'Add Salmon Grain-Free Dry Dog Food 2 kg to cart' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Add Salmon Grain-Free Dry Dog Food 7 kg to cart' })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close variant picker' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();

    await user.click(add);
    expect(screen.getByRole('dialog', { name: salmonKibble.name })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no Add To Cart to a guest even for a product with several articles', () => {
    const { card } = renderCard(salmonKibble);
    expect(within(card).queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });

  it('shows no picker button when the chosen article cannot be added', () => {
    const soldOut = { ...salmonKibble, product_attributes: salmonKibble.product_attributes.map((v) => ({ ...v, stock: 0 })) };
    const { card } = renderCard(soldOut, customer);
    expect(within(card).queryByRole('button', { name: 'Add To Cart' })).toBeNull();
  });
});
