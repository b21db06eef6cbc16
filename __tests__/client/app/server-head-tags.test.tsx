import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ServerHeadTags } from '../../../src/client/app/ServerHeadTags';

// What the server writes into a product page's shell (plugins/shell-head.ts), plus a tag of the shell's own.
function shellHead() {
  document.head.innerHTML = [
    '<meta name="theme-color" content="#0f4c5c">',
    '<link rel="canonical" href="https://shop.example/product/salmon-kibble" data-page-head>',
    '<meta property="og:title" content="Salmon Kibble | Petora" data-page-head>',
    '<script type="application/ld+json" data-page-head>{"@type":"Product"}</script>',
  ].join('');
}

const serverTags = () => document.head.querySelectorAll('[data-page-head]').length;

describe('the server\'s head tags of the first page', () => {
  beforeEach(shellHead);

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: '*', element: <ServerHeadTags /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('stay while the shopper is on the page they describe (a changed query or anchor included)', async () => {
    const router = renderAt('/product/salmon-kibble');
    await act(() => router.navigate('/product/salmon-kibble?from=search#reviews'));
    expect(serverTags()).toBe(3);
  });

  it('go once the shopper moves to another page, and the shell\'s own tags stay', async () => {
    const router = renderAt('/product/salmon-kibble');
    await act(() => router.navigate('/product/red-harness'));
    expect(serverTags()).toBe(0);
    expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
    await act(() => router.navigate(-1));
    expect(serverTags()).toBe(0);
  });
});
