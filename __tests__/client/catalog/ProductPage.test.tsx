import { screen, waitFor, within } from '@testing-library/react';
import { setupStore, type PreloadedRootState } from '../../../src/client/app/store';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import * as catalogApi from '../../../src/client/features/catalog/catalog-api';
import { initialCatalogState } from '../../../src/client/features/catalog/catalog-slice';
import { ProductPage } from '../../../src/client/features/catalog/pages/ProductPage';
import type { Product } from '../../../src/shared/api-types';
import { renderWithStore } from '../../support/render';
import { customerToken } from '../auth/token-fixtures';
import { cartItem } from '../cart/cart-fixtures';
import { clumpingLitter, ropeToy, salmonKibble, walkingHarness } from './catalog-fixtures';

// The product page of spec section 2. A store without sagas holds the product as loaded; the
// tests of loading, 404 and failure run the real saga with the api function mocked.

const customer: PreloadedRootState = { auth: { ...initialAuthState, token: customerToken } };
const shown = (item: Product, state: PreloadedRootState = {}) =>
  setupStore({ ...state, catalog: { ...initialCatalogState, detail: { slug: item.slug, status: 'succeeded', product: item } } }, { sagas: false });

function renderPage(item: Product, state: PreloadedRootState = {}) {
  return renderWithStore(<ProductPage />, { store: shown(item, state), route: `/product/${item.slug}`, path: '/product/:slug' });
}

const facts = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
const sku = () => within(facts()).getByText('SKU').nextElementSibling?.textContent;
const price = () => within(facts()).getByTestId('price');
const mainImage = (name: string) => screen.getByRole('img', { name });
const originalWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = originalWidth;
  jest.restoreAllMocks();
});

describe('ProductPage: facts', () => {
  it('shows the name, categories, SKU, brand, features, badges, stock, price and guarantee', () => {
    renderPage(salmonKibble);
    expect(screen.getByRole('heading', { level: 1, name: salmonKibble.name })).toBeInTheDocument();
    expect(within(facts()).getByRole('link', { name: 'Dry Food' })).toHaveAttribute('href', '/shop/11');
    expect(within(facts()).getByRole('link', { name: 'Acana' })).toHaveAttribute('href', '/brand/3');
    expect(sku()).toBe('ACA-SAL-2');
    expect(within(screen.getByRole('list', { name: 'Product features' })).getAllByRole('listitem').map((li) => li.textContent))
      .toEqual(['Grain free', 'Made in Canada']);
    expect(within(facts()).getByText('Best Seller')).toBeInTheDocument();
    expect(within(facts()).queryByText('Clearance')).toBeNull();
    expect(within(facts()).getByText('Available')).toBeInTheDocument();
    expect(within(price()).getByText('AED 110.00')).toBeInTheDocument();
    expect(within(facts()).getByText('-15%')).toBeInTheDocument();
    expect(screen.getByText('Product guarantee: 1 year')).toBeInTheDocument();
    expect(document.title).toBe(`${salmonKibble.name} | Petora`);
  });

  it("says 'Unavailable' for an article out of stock and 'Available' otherwise", async () => {
    const { user } = renderPage(salmonKibble);
    await user.click(screen.getByRole('button', { name: '12 kg' }));
    expect(within(facts()).getByText('Unavailable')).toBeInTheDocument();
    expect(within(facts()).queryByText('Available')).toBeNull();
    await user.click(screen.getByRole('button', { name: '7 kg' }));
    expect(within(facts()).getByText('Available')).toBeInTheDocument();
  });

  it('shows the one-day delivery badge only when direct_fast is 1', () => {
    const { unmount } = renderPage(salmonKibble);
    expect(screen.getByText('One-day delivery')).toBeInTheDocument();
    unmount();
    renderPage(walkingHarness);
    expect(screen.queryByText('One-day delivery')).toBeNull();
  });

  it('shows the rating with one decimal, the recommendation percent and the number of reviews', () => {
    renderPage(salmonKibble);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.4')).toBeInTheDocument();
    expect(screen.getByText('87% recommend this product (3 reviews)')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getByText('Sells out every week.')).toBeInTheDocument();
  });
});

describe('ProductPage: choosing an article', () => {
  it('follows a two-dimension pick with the SKU, the price and the image', async () => {
    const { user } = renderPage(walkingHarness);
    expect(sku()).toBe('HAR-RED-S');
    expect(mainImage(walkingHarness.name)).toHaveAttribute('src', '/media/harness-red.webp');
    const sizes = screen.getByRole('group', { name: 'Size' });
    const colours = screen.getByRole('group', { name: 'Colour' });

    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(sku()).toBe('HAR-RED-M');
    expect(within(price()).getByText('AED 79.00')).toBeInTheDocument();

    await user.click(within(colours).getByRole('button', { name: 'Green' }));
    expect(sku()).toBe('HAR-GRN-M');
    expect(within(price()).getByText('AED 82.00')).toBeInTheDocument();
    expect(mainImage(walkingHarness.name)).toHaveAttribute('src', '/media/harness-green.webp');
    expect(within(colours).getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the picked pair does not exist, and shows no price or stock for it', async () => {
    const { user } = renderPage(walkingHarness, customer);
    expect(screen.queryByText('This combination is not available.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByRole('status')).toHaveTextContent('This combination is not available.');
    expect(within(facts()).queryByTestId('price')).toBeNull();
    expect(within(facts()).queryByText(/^(Available|Unavailable)$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.queryByText('This combination is not available.')).toBeNull();
    expect(within(facts()).getByText('Unavailable')).toBeInTheDocument();
  });

  it("lists the special offers behind 'Click here' and selects the one picked", async () => {
    const { user } = renderPage(clumpingLitter);
    expect(sku()).toBe('LIT-10');
    expect(screen.queryByRole('button', { name: /Buy 3 get 1 free/ })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Click here' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const offer = screen.getByRole('button', { name: 'Buy 3 get 1 free — Four 20 L bags for the price of three' });
    expect(screen.getByRole('button', { name: 'Scoop included' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(offer);
    expect(offer).toHaveAttribute('aria-pressed', 'true');
    expect(sku()).toBe('LIT-B3G1');
    expect(within(price()).getByText('AED 135.00')).toBeInTheDocument();
    expect(mainImage(clumpingLitter.name)).toHaveAttribute('src', '/media/litter-bundle.webp');
    // The size chips no longer claim a pick while an offer is chosen.
    const sizes = screen.getByRole('group', { name: 'Size' });
    within(sizes).getAllByRole('button').forEach((chip) => expect(chip).toHaveAttribute('aria-pressed', 'false'));
    expect(within(sizes).queryByRole('button', { name: 'Trade bundle' })).toBeNull();

    await user.click(within(sizes).getByRole('button', { name: '20 L' }));
    expect(sku()).toBe('LIT-20');
    expect(offer).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets a customer add the chosen article, and not a guest', async () => {
    const { user, store, unmount } = renderPage(salmonKibble, { ...customer, cart: initialCartState });
    await user.click(screen.getByRole('button', { name: '7 kg' }));
    await user.click(screen.getByRole('button', { name: 'Add Salmon Grain-Free Dry Dog Food 7 kg to cart' }));
    expect(store.getState().cart.pending).toEqual([1012]);
    unmount();
    renderPage(salmonKibble);
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
  });

  it('shows the approval notice when the chosen article is in the cart more than 30 times', () => {
    const inCart = (count: number): PreloadedRootState => ({ ...customer, cart: { ...initialCartState, items: [cartItem(1011, count, 129.5, 110)] } });
    const { unmount } = renderPage(salmonKibble, inCart(30));
    expect(screen.queryByText(/This item needs/)).toBeNull();
    unmount();
    renderPage(salmonKibble, inCart(31));
    expect(screen.getByText('You choose more than 30. This item needs Petora approval.')).toBeInTheDocument();
  });
});

describe('ProductPage: gallery', () => {
  it('shows thumbnails to choose the main image from, and a zoom dialog', async () => {
    const { user } = renderPage(salmonKibble);
    expect(mainImage(salmonKibble.name)).toHaveAttribute('src', '/media/salmon-1.webp');
    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of / });
    expect(thumbs).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: `Show image 3 of ${salmonKibble.name}` }));
    expect(mainImage(salmonKibble.name)).toHaveAttribute('src', '/media/salmon-3.webp');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    const dialog = screen.getByRole('dialog', { name: salmonKibble.name });
    expect(within(dialog).getByRole('img', { name: salmonKibble.name })).toHaveAttribute('src', '/media/salmon-3.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Close image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows a newly chosen article's picture in place of a thumbnail picked before", async () => {
    const { user } = renderPage(salmonKibble);
    await user.click(screen.getByRole('button', { name: `Show image 4 of ${salmonKibble.name}` }));
    await user.click(screen.getByRole('button', { name: '7 kg' }));
    expect(mainImage(salmonKibble.name)).toHaveAttribute('src', '/media/salmon-7kg.webp');
  });
});

describe('ProductPage: tabs and questions', () => {
  it('shows the tabs as a tab list on desktop, moved through with the arrow keys', async () => {
    const { user } = renderPage(salmonKibble);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Ingredients', 'Feeding guide']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Slow-cooked salmon kibble.');

    await user.click(tabs[0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Salmon, sweet potato, peas.');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Ingredients');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(tabs[2]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('250 g a day for 20 kg.');
  });

  it('shows the tabs as accordions on a 375 px screen', async () => {
    window.innerWidth = 375;
    const matchMedia = jest.spyOn(window, 'matchMedia');
    const { user } = renderPage(salmonKibble);
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 767px)');
    expect(screen.queryByRole('tablist')).toBeNull();
    const details = screen.getByRole('region', { name: 'Product details' });
    const headers = within(details).getAllByRole('button');
    expect(headers.map((button) => button.textContent)).toEqual(['Description', 'Ingredients', 'Feeding guide']);
    headers.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(within(details).getByText('Salmon, sweet potato, peas.')).not.toBeVisible();

    await user.click(headers[1]);
    expect(headers[1]).toHaveAttribute('aria-expanded', 'true');
    expect(within(details).getByText('Salmon, sweet potato, peas.')).toBeVisible();
    await user.click(headers[1]);
    expect(within(details).getByText('Salmon, sweet potato, peas.')).not.toBeVisible();
  });

  it('shows the images as a carousel instead of thumbnails on a 375 px screen', () => {
    window.innerWidth = 375;
    renderPage(salmonKibble);
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull();
    const slides = screen.getByRole('region', { name: `Images of ${salmonKibble.name}` });
    expect(within(slides).getAllByRole('img', { name: `${salmonKibble.name}, image 1` }).length).toBeGreaterThan(0);
  });

  it('pages the questions 3 at a time', async () => {
    const { user } = renderPage(salmonKibble);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = () => within(faq).getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    expect(questions()).toEqual(['Is it grain free?', 'Which breeds is it for?', 'How long does a bag keep?']);
    const pages = within(faq).getByRole('navigation', { name: 'Question pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(questions()).toEqual(['Can puppies eat it?', 'Is there a trade carton?']);
    await user.click(within(faq).getByRole('button', { name: 'Can puppies eat it?' }));
    expect(within(faq).getByText('From twelve months on.')).toBeVisible();
  });

  it('shows no paginator for 3 questions or fewer, and no section without questions', () => {
    const { unmount } = renderPage({ ...salmonKibble, faqs: salmonKibble.faqs.slice(0, 3) });
    expect(within(screen.getByRole('region', { name: 'Frequently asked questions' })).queryByRole('navigation')).toBeNull();
    unmount();
    renderPage(ropeToy);
    expect(screen.queryByRole('region', { name: 'Frequently asked questions' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('ProductPage: loading, not found and failure (saga running)', () => {
  it('shows placeholders, then the product the server sent', async () => {
    const fetchProduct = jest.spyOn(catalogApi, 'fetchProduct').mockResolvedValue(ropeToy);
    renderWithStore(<ProductPage />, { route: `/product/${ropeToy.slug}`, path: '/product/:slug' });
    expect(screen.getByText('Loading product')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: ropeToy.name })).toBeInTheDocument();
    expect(fetchProduct).toHaveBeenCalledWith(ropeToy.slug);
  });

  it('shows the error screen for an unknown slug', async () => {
    jest.spyOn(catalogApi, 'fetchProduct').mockResolvedValue(null);
    renderWithStore(<ProductPage />, { route: '/product/no-such-product', path: '/product/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('offers to try again after a failed call, and shows the product when it works', async () => {
    const fetchProduct = jest.spyOn(catalogApi, 'fetchProduct').mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(ropeToy);
    const { user } = renderWithStore(<ProductPage />, { route: `/product/${ropeToy.slug}`, path: '/product/:slug' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: ropeToy.name })).toBeInTheDocument();
    expect(fetchProduct).toHaveBeenCalledTimes(2);
  });
});
