import { screen, within } from '@testing-library/react';
import type { PreloadedRootState } from '../../../src/client/app/store';
import { initialCartState } from '../../../src/client/features/cart/cart-slice';
import { cartItem } from '../cart/cart-fixtures';
import { clumpingLitter, salmonKibble, walkingHarness } from './catalog-fixtures';
import { customer, facts, mainImage, price, renderPage, restoreAfterEach, sku } from './product-page-fixtures';

restoreAfterEach();

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
