import { TOAST } from '../../shared/constants';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Class names of the toast animations; their keyframes live in the global style. */
export const TOAST_ANIMATION = {
  enter: 'petora-toast-enter',
  exit: 'petora-toast-exit',
  enterMs: TOAST.enterMs,
  exitMs: TOAST.exitMs,
} as const;

type ToasterModule = typeof import('./toaster');

// The toast library is fetched with the first message rather than with the page: most visits
// never show a toast, and the first load has a size budget.
let toaster: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();
let requested = false;

export function loadToaster(): Promise<ToasterModule> {
  toaster ??= import(/* webpackChunkName: "toaster" */ './toaster');
  return toaster;
}

/** Whether a toast has been asked for, so the container must be on the page. */
export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast. Sagas call it as `call(notify, message, 'success')`; `short` is the 1500 ms
 * setting of the checkout and account screens. Resolves once the toast is queued.
 */
export async function notify(
  message: string,
  variant: NotifyVariant = 'default',
  opts: { short?: boolean } = {},
): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { showToast } = await loadToaster();
  showToast(message, variant, opts.short === true);
}
