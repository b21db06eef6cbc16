import { act, screen } from '@testing-library/react';
import { ToastHost } from '../../../src/client/app/RootLayout';
import { drawerOpened } from '../../../src/client/features/layout/layout-slice';
import { notify } from '../../../src/client/lib/notify';
import { renderWithStore } from '../../support/render';

describe('toast host', () => {
  it('mounts the container with the first message and shows it at the bottom left', async () => {
    const { container } = renderWithStore(<ToastHost />);
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(() => notify('Added to wishlist.', 'success'));
    expect(await screen.findByText('Added to wishlist.')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--success')).not.toBeNull();
  });

  it('shows toasts at the top while the cart drawer is open, off its Cart button at the foot', async () => {
    const { container, store } = renderWithStore(<ToastHost />);
    act(() => {
      store.dispatch(drawerOpened());
    });
    await act(() => notify('Product added', 'success'));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-left')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).toBeNull();
  });
});
