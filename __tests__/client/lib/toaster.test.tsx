import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ToastHost } from '../../../src/client/app/RootLayout';
import { notify } from '../../../src/client/lib/notify';
import { theme } from '../../../src/client/styles/theme';

describe('toast host', () => {
  it('mounts the container with the first message and shows it', async () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ToastHost />
      </ThemeProvider>,
    );
    expect(container.querySelector('.Toastify')).toBeNull();
    await act(() => notify('Added to wishlist.', 'success'));
    expect(await screen.findByText('Added to wishlist.')).toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
    expect(container.querySelector('.Toastify__toast--success')).not.toBeNull();
  });
});
