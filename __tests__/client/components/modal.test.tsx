import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setupStore } from '../../../src/client/app/store';
import { Modal } from '../../../src/client/components/dialog/Modal';
import { renderWithStore } from '../../support/render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Choose a size</button>
      <button type="button">Elsewhere</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Salmon kibble" closeLabel="Close variant picker">
        <button type="button">2 kg</button>
        <button type="button">7 kg</button>
      </Modal>
    </>
  );
}

const renderHarness = () => renderWithStore(<Harness />, { store: setupStore({}, { sagas: false }) });
type User = ReturnType<typeof renderHarness>['user'];
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus when it opens', async () => {
    const { user } = renderHarness();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose a size' }));
    const dialog = screen.getByRole('dialog', { name: 'Salmon kibble' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close variant picker' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Choose a size' }));
    await user.tab();
    expect(screen.getByRole('button', { name: '2 kg' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '7 kg' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close variant picker' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '7 kg' })).toHaveFocus();
  });

  it.each([
    ['its close button', async (user: User) => user.click(screen.getByRole('button', { name: 'Close variant picker' }))],
    ['Escape', async (user: User) => user.keyboard('{Escape}')],
    ['a click outside', async (user: User) => user.click(document.querySelector('[data-state="open"][aria-hidden="true"]') as HTMLElement)],
  ])('closes with %s and gives focus back to the control that opened it', async (_label, close) => {
    const { user } = renderHarness();
    const opener = screen.getByRole('button', { name: 'Choose a size' });
    await user.click(opener);
    await close(user);
    await gone();
    expect(opener).toHaveFocus();
  });

  it('stays mounted while it fades out, marked closed', async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Choose a size' }));
    await user.keyboard('{Escape}');
    expect(document.querySelector('[role="dialog"]')).toHaveAttribute('data-state', 'closed');
    await gone();
  });
});
