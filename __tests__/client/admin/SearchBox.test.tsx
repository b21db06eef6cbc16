import { act, screen, waitFor } from '@testing-library/react';
import { productsActions } from '../../../src/client/features/admin/products/products-slice';
import { renderAdmin, signedInAnswers, stubAdminApi } from './admin-render';

// The products screen's search field shows the store's search term, not only the one it had
// when it mounted: a replayed listRequested shows its term in the field.

const search = () => screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;

describe('products search field', () => {
  beforeEach(() => {
    stubAdminApi({ ...signedInAnswers, 'GET /api/admin/products': { count: 0, products: [] } });
  });

  it('shows a term requested after the screen opened, also over a typed draft', async () => {
    const { store, user } = renderAdmin('/admin/products');
    await screen.findByText('No products found.');
    expect(search().value).toBe('');

    act(() => { store.dispatch(productsActions.listRequested({ q: 'salmon', p: 1 })); });
    await waitFor(() => expect(search().value).toBe('salmon'));

    await user.clear(search());
    await user.type(search(), 'bowl');
    act(() => { store.dispatch(productsActions.listRequested({ q: 'litter', p: 1 })); });
    await waitFor(() => expect(search().value).toBe('litter'));
  });

  it('keeps a typed draft while the term in the store stays, and sends it trimmed on Enter', async () => {
    const { store, user } = renderAdmin('/admin/products');
    await screen.findByText('No products found.');
    await user.type(search(), '  kibble {Enter}');
    await waitFor(() => expect(search().value).toBe('kibble'));
    expect(search()).toHaveFocus();
    act(() => { store.dispatch(productsActions.listRequested({ q: 'kibble', p: 2 })); });
    await user.type(search(), ' 2kg');
    expect(search().value).toBe('kibble 2kg');
  });
});
