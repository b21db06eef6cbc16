import { screen, waitFor, within } from '@testing-library/react';
import { faqSection, initialProductViewState, tabSection, type ProductViewState } from '../../../src/client/features/catalog/product-view-slice';
import type { Product } from '../../../src/shared/api-types';
import { clumpingLitter, salmonKibble } from './catalog-fixtures';
import { mainImage, renderPage, restoreAfterEach } from './product-page-fixtures';

// Support replays a shopper's action log: the product page must show what its productView state
// says, and every control the shopper touches must move that state, not a component's own.

restoreAfterEach();

/** The litter, with tabs and questions too: every control of the page on one product. */
const litter: Product = { ...clumpingLitter, product_tabs: salmonKibble.product_tabs, faqs: salmonKibble.faqs };
const secondImage = `/media/${litter.slug}-2.webp`;

const replayed = (patch: Partial<ProductViewState>) => ({ productView: { ...initialProductViewState, slug: litter.slug, ...patch } });

describe('ProductPage: shown from the store, as a replay sets it', () => {
  it('shows the third tab, the offers, the second page of questions with one open, and the zoomed thumbnail', () => {
    const { store } = renderPage(litter, replayed({
      tab: 2, offersOpen: true, faqPage: 2, chosenImage: 1, zoomed: true, sections: { [faqSection('Can puppies eat it?')]: true },
    }));

    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('250 g a day for 20 kg.');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Feeding guide');

    expect(screen.getByRole('button', { name: 'Click here' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Buy 3 get 1 free — Four 20 L bags for the price of three' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scoop included' })).toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const pages = within(faq).getByRole('navigation', { name: 'Question pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(faq).getByRole('button', { name: 'Can puppies eat it?' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText('From twelve months on.')).toBeVisible();
    expect(within(faq).getByRole('button', { name: 'Is there a trade carton?' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(faq).queryByRole('button', { name: 'Is it grain free?' })).toBeNull();

    expect(screen.getByRole('button', { name: `Show image 2 of ${litter.name}` })).toHaveAttribute('aria-pressed', 'true');
    const dialog = screen.getByRole('dialog', { name: litter.name });
    expect(within(dialog).getByRole('img', { name: litter.name })).toHaveAttribute('src', secondImage);

    // Opening the page it already shows leaves the replayed controls as they were.
    expect(store.getState().productView).toMatchObject({ slug: litter.slug, tab: 2, faqPage: 2, offersOpen: true, chosenImage: 1, zoomed: true });
  });

  it('shows the untouched defaults: first tab, offers hidden, first questions, no dialog', () => {
    renderPage(litter, replayed({}));
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Click here' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Scoop included' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Question pages' })).getByRole('button', { name: 'Page 1' }))
      .toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mainImage(litter.name)).toHaveAttribute('src', `/media/${litter.slug}-1.webp`);
  });

  it('shows the controls of another product from their defaults when the page opens it', async () => {
    const { store } = renderPage(litter, { productView: { ...initialProductViewState, slug: salmonKibble.slug, tab: 2, offersOpen: true, zoomed: true } });
    expect(store.getState().productView).toEqual({ ...initialProductViewState, slug: litter.slug });
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Click here' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the tab accordions on a 375 px screen as the store says, and closes one into the store', async () => {
    window.innerWidth = 375;
    const { user, store } = renderPage(litter, replayed({ sections: { [tabSection('Ingredients')]: true } }));
    const details = screen.getByRole('region', { name: 'Product details' });
    expect(within(details).getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false']);
    expect(within(details).getByText('Salmon, sweet potato, peas.')).toBeVisible();

    await user.click(within(details).getByRole('button', { name: 'Ingredients' }));
    expect(store.getState().productView.sections).toEqual({ [tabSection('Ingredients')]: false });
    expect(within(details).getByText('Salmon, sweet potato, peas.')).not.toBeVisible();
  });
});

describe('ProductPage: what the shopper does goes into the store', () => {
  it('records the tab, the zoom, the offers, the thumbnail, the question page and an opened question', async () => {
    const { user, store } = renderPage(litter);
    const view = () => store.getState().productView;
    expect(view()).toEqual({ ...initialProductViewState, slug: litter.slug });

    await user.click(screen.getByRole('tab', { name: 'Ingredients' }));
    expect(view().tab).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(view().tab).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Click here' }));
    expect(view().offersOpen).toBe(true);

    await user.click(screen.getByRole('button', { name: `Show image 2 of ${litter.name}` }));
    expect(view().chosenImage).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    expect(view().zoomed).toBe(true);
    const dialog = screen.getByRole('dialog', { name: litter.name });
    expect(within(dialog).getByRole('img', { name: litter.name })).toHaveAttribute('src', secondImage);
    await user.click(within(dialog).getByRole('button', { name: 'Close image' }));
    expect(view().zoomed).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    await user.click(within(faq).getByRole('button', { name: 'Page 2' }));
    expect(view().faqPage).toBe(2);
    await user.click(within(faq).getByRole('button', { name: 'Can puppies eat it?' }));
    expect(view().sections).toEqual({ [faqSection('Can puppies eat it?')]: true });

    // Picking an article hands the main image back to the article's picture.
    await user.click(screen.getByRole('button', { name: '20 L' }));
    expect(view().chosenImage).toBeNull();
    expect(view()).toMatchObject({ tab: 2, offersOpen: true, faqPage: 2, zoomed: false });
  });
});
