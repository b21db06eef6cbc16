import { act, screen, waitFor } from '@testing-library/react';
import { useAppSelector } from '../../../src/client/app/hooks';
import { setupStore } from '../../../src/client/app/store';
import { onDemandDialog } from '../../../src/client/components/dialog/on-demand-dialog';
import { drawerClosed, drawerOpened } from '../../../src/client/features/layout/layout-slice';
import { selectIsDrawerOpen } from '../../../src/client/features/layout/layout-selectors';
import { renderWithStore } from '../../support/render';

/** Like the real dialogs: nothing while closed. */
function Drawer() {
  const open = useAppSelector(selectIsDrawerOpen);
  return open ? <div role="dialog" aria-label="Drawer" /> : null;
}

function setup(outcome: 'later' | 'fails' = 'later') {
  let resolve!: (component: typeof Drawer) => void;
  const code = outcome === 'fails' ? Promise.reject(new Error('offline')) : new Promise<typeof Drawer>((done) => { resolve = done; });
  const load = jest.fn(() => code);
  const OnDemand = onDemandDialog(load, selectIsDrawerOpen, drawerClosed);
  const store = setupStore(undefined, { sagas: false });
  const rendered = renderWithStore(<OnDemand />, { store });
  const arrive = async () => {
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => resolve(Drawer));
  };
  return { load, store, OnDemand, rendered, arrive };
}

describe('a dialog loaded on demand', () => {
  it('fetches its code once the page is idle, before anyone opens it', async () => {
    const { load } = setup();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at once when its code is already there', async () => {
    const { store, arrive } = setup();
    await arrive();
    act(() => store.dispatch(drawerOpened()));
    expect(screen.getByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
  });

  it('opened before its code arrived, shows as soon as it does', async () => {
    const { store, arrive } = setup();
    act(() => store.dispatch(drawerOpened()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
  });

  it('fetches the code once for every page that mounts it', async () => {
    const { load, arrive, rendered, OnDemand } = setup();
    await arrive();
    rendered.unmount();
    const store = setupStore({ layout: { ...setupStore().getState().layout, drawerOpen: true } }, { sagas: false });
    renderWithStore(<OnDemand />, { store });
    expect(screen.getByRole('dialog', { name: 'Drawer' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the page working when the code cannot be fetched: the dialog closes again, and the next opening tries again', async () => {
    const { load, store } = setup('fails');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => store.dispatch(drawerOpened()));
    await waitFor(() => expect(store.getState().layout.drawerOpen).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => store.dispatch(drawerOpened()));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});
