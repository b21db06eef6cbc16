import { useEffect, useState, type ComponentType } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';

/** How long after the page has loaded the dialog's code is fetched at the latest, idle or not. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs the work once the page has loaded and the browser is idle, out of the way of the first paint. */
function whenIdle(work: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(work, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * A dialog of the page frame (cart drawer, search overlay, mobile menu) whose code is not part
 * of the first load. It is fetched once the browser is idle, so by the time a person opens the
 * dialog it opens at once, as if it had been there all along; opened earlier, it shows as soon
 * as its code arrives, and `close` is dispatched if it cannot. The dialog itself renders nothing
 * while closed.
 */
export function onDemandDialog(
  load: () => Promise<ComponentType>, selectOpen: (state: RootState) => boolean, close: () => Action,
): ComponentType {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchCode = () => {
    loading ??= load().then((component) => (loaded = component), (error: unknown) => {
      loading = null; // a later opening tries again
      throw error;
    });
    return loading;
  };

  function OnDemandDialog() {
    const dispatch = useAppDispatch();
    const open = useAppSelector(selectOpen);
    const [Dialog, setDialog] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (Dialog) return undefined;
      let live = true;
      const start = () => {
        fetchCode().then((component) => live && setDialog(() => component), () => {
          // Opened, but its code could not be fetched (offline): closed again, so the store says
          // what the page shows and the next press of its button tries once more.
          if (live && open) dispatch(close());
        });
      };
      if (open) start();
      const cancel = whenIdle(start);
      return () => {
        live = false;
        cancel();
      };
    }, [Dialog, open, dispatch]);
    return Dialog ? <Dialog /> : null;
  }
  return OnDemandDialog;
}
