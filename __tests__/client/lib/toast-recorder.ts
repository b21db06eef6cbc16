import { notify } from '../../../src/client/lib/notify';

/**
 * A saga-test provider that records every `call(notify, ...)` instead of showing a toast.
 * The `effects` of an expectSaga run list repeated identical effects once, so tests that count
 * toasts read them from here.
 */
export function toastRecorder() {
  const toasts: unknown[][] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn !== notify) return next();
      toasts.push(effect.args);
      return undefined;
    },
  };
  return { toasts, provider };
}
