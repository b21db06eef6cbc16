import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { setupStore } from '../../../src/client/app/store';
import { useOverlay } from '../../../src/client/components/dialog/use-overlay';
import { renderWithStore } from '../../support/render';

function Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { mounted, hidden, backdrop, panel } = useOverlay<HTMLDivElement>({ open, onClose, initialFocus: inputRef });
  if (!mounted) return null;
  return (
    <>
      <div data-testid="backdrop" {...backdrop} />
      <div {...panel} aria-label="Filters" aria-hidden={hidden}>
        <button type="button">First</button>
        <input ref={inputRef} aria-label="Term" />
      </div>
    </>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open filters</button>
      <Panel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const renderHarness = () => renderWithStore(<Harness />, { store: setupStore({}, { sagas: false }) });

describe('useOverlay', () => {
  it('renders nothing while closed, then an open modal dialog holding focus where asked', async () => {
    const { user } = renderHarness();
    expect(screen.queryByTestId('backdrop')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('backdrop')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('textbox', { name: 'Term' })).toHaveFocus();
  });

  it('closes on a click on the backdrop: stays for its exit as closed and hidden, then leaves and gives focus back', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.click(screen.getByTestId('backdrop'));
    const closing = document.querySelector('[role="dialog"]');
    expect(closing).toHaveAttribute('data-state', 'closed');
    expect(closing).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(screen.queryByTestId('backdrop')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open filters' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.keyboard('{Escape}');
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'closed');
  });
});
