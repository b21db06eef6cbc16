import { screen, waitFor, within } from '@testing-library/react';
import * as catalogApi from '../../../src/client/features/catalog/catalog-api';
import { ProductPage } from '../../../src/client/features/catalog/pages/ProductPage';
import { renderWithStore } from '../../support/render';
import { ropeToy, salmonKibble } from './catalog-fixtures';
import { mainImage, renderPage, restoreAfterEach } from './product-page-fixtures';

restoreAfterEach();

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
