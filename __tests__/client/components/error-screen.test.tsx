import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ErrorScreen } from '../../../src/client/components/error/ErrorScreen';
import { describeError } from '../../../src/client/components/error/describe-error';
import { theme } from '../../../src/client/styles/theme';

function renderThrowing(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <ErrorScreen />,
      loader: () => {
        throw thrown;
      },
      element: <p>never shown</p>,
      hydrateFallbackElement: <p>Loading</p>,
    },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('ErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the status of a thrown response under the fallback title', async () => {
    renderThrowing(data('The order does not exist.', { status: 404, statusText: 'Not Found' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('The order does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the message of a thrown error', async () => {
    renderThrowing(new Error('Cannot read the cart'));
    expect(await screen.findByText('Cannot read the cart')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });

  it('offers a reload when a page script failed to load', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    renderThrowing(chunkError);
    expect(await screen.findByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be loaded')).toBeInTheDocument();
  });
});

describe('describeError', () => {
  it('describes values that are neither responses nor errors', () => {
    expect(describeError('odd')).toEqual({ headline: 'Something went wrong', detail: '', reloadable: false });
  });
});
