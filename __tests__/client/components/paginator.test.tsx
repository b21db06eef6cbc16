import { screen, within } from '@testing-library/react';
import { setupStore } from '../../../src/client/app/store';
import { Paginator } from '../../../src/client/components/paginator/Paginator';
import { pageItems } from '../../../src/client/components/paginator/page-items';
import { renderWithStore } from '../../support/render';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 5, [1, 'gap', 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i shows %j', (current, total, items) => {
    expect(pageItems(current, total)).toEqual(items);
  });

  it('fills a gap of one page with the page itself rather than an ellipsis', () => {
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows more neighbours on request', () => {
    expect(pageItems(6, 12, 2)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });
});

const offline = () => setupStore({}, { sagas: false });
const nav = () => screen.getByRole('navigation', { name: 'Dog Shop pages' });

describe('Paginator', () => {
  it('renders nothing for a single page', () => {
    renderWithStore(<Paginator page={1} pageCount={1} hrefFor={(p) => `/shop/4/${p}`} />, { store: offline() });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('makes every other page a link to its own address, the current one a marked button', () => {
    renderWithStore(<Paginator page={2} pageCount={3} hrefFor={(p) => `/shop/4/${p}`} label="Dog Shop pages" />, { store: offline() });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Previous page', '/shop/4/1'], ['Page 1', '/shop/4/1'], ['Page 3', '/shop/4/3'], ['Next page', '/shop/4/3'],
    ]);
    const current = within(nav()).getByRole('button', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links.every((link) => !link.hasAttribute('aria-current'))).toBe(true);
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderWithStore(
      <Paginator page={1} pageCount={3} hrefFor={(p) => `/shop/4/${p}`} label="Dog Shop pages" />, { store: offline() },
    );
    expect(within(nav()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav()).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/shop/4/2');
    unmount();
    renderWithStore(<Paginator page={3} pageCount={3} hrefFor={(p) => `/shop/4/${p}`} label="Dog Shop pages" />, { store: offline() });
    expect(within(nav()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/shop/4/2');
  });

  it('follows a page link to its address', async () => {
    const { user, router } = renderWithStore(
      <Paginator page={1} pageCount={3} hrefFor={(p) => `/shop/4/${p}`} label="Dog Shop pages" />, { store: offline(), route: '/shop/4' },
    );
    await user.click(within(nav()).getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.pathname).toBe('/shop/4/3');
  });

  it('uses buttons that report the chosen page when pages are inside one screen', async () => {
    const onChange = jest.fn();
    const { user } = renderWithStore(<Paginator page={2} pageCount={4} onChange={onChange} label="Wishlist pages" />, { store: offline() });
    const pages = screen.getByRole('navigation', { name: 'Wishlist pages' });
    expect(within(pages).queryAllByRole('link')).toEqual([]);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an ellipsis for pages left out, hidden from assistive technology', () => {
    renderWithStore(<Paginator page={5} pageCount={10} onChange={() => undefined} label="Dog Shop pages" />, { store: offline() });
    const buttons = within(nav()).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['‹', '1', '4', '5', '6', '10', '›']);
    const gaps = within(nav()).getAllByText('…');
    expect(gaps).toHaveLength(2);
    gaps.forEach((gap) => expect(gap).toHaveAttribute('aria-hidden', 'true'));
  });
});
