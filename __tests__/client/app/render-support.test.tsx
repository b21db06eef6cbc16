import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../src/client/app/hooks';
import { initialWishlistState, toggled } from '../../../src/client/features/wishlist/wishlist-slice';
import { selectWishIds } from '../../../src/client/features/wishlist/wishlist-selectors';
import { navigate } from '../../../src/client/lib/navigation';
import { renderWithStore } from '../../support/render';

function WishCounter() {
  const ids = useAppSelector(selectWishIds);
  const dispatch = useAppDispatch();
  const { id } = useParams();
  return (
    <button type="button" onClick={() => dispatch(toggled(Number(id)))}>
      {`${ids.length} saved, product ${id}`}
    </button>
  );
}

describe('renderWithStore', () => {
  it('renders with a preloaded store, route parameters and user events', async () => {
    const { store, user } = renderWithStore(<WishCounter />, {
      route: '/product/7',
      path: '/product/:id',
      preloadedState: { wishlist: { ...initialWishlistState, ids: [1, 2] } },
    });
    const button = screen.getByRole('button', { name: '2 saved, product 7' });
    await user.click(button);
    expect(store.getState().wishlist.ids).toEqual([1, 2, 7]);
    expect(screen.getByRole('button', { name: '3 saved, product 7' })).toBeInTheDocument();
  });

  it("registers its router so sagas' navigate moves it", async () => {
    const { router } = renderWithStore(<p>Start</p>, { routes: [{ path: '/shop', element: <p>Shop page</p> }] });
    await act(() => navigate('/shop'));
    expect(router.state.location.pathname).toBe('/shop');
    expect(await screen.findByText('Shop page')).toBeInTheDocument();
  });
});
