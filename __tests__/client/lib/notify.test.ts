// The toast library is replaced by a recorder so the options notify passes can be read.
interface Recorder {
  shown: Array<{ id: number; message: string; options: Record<string, unknown> }>;
  listener?: (item: { id: number; status: string }) => void;
}

jest.mock('react-toastify', () => {
  const recorder: Recorder = { shown: [] };
  let nextId = 0;
  const toast = Object.assign(
    jest.fn((message: string, options: Record<string, unknown>) => {
      nextId += 1;
      recorder.shown.push({ id: nextId, message, options });
      return nextId;
    }),
    {
      dismiss: jest.fn(),
      onChange: jest.fn((listener: Recorder['listener']) => {
        recorder.listener = listener;
        return () => undefined;
      }),
    },
  );
  return { toast, cssTransition: jest.fn(() => 'transition'), ToastContainer: () => null, recorder };
});

import { toast } from 'react-toastify';
import { isToasterRequested, notify, subscribeToaster, TOAST_ANIMATION } from '../../../src/client/lib/notify';
import { toastContainerProps } from '../../../src/client/lib/toaster';

const dismiss = toast.dismiss as jest.Mock;
const { recorder } = jest.requireMock<{ recorder: Recorder }>('react-toastify');
const shown = recorder.shown;
const removed = (id: number) => recorder.listener?.({ id, status: 'removed' });

// Each test starts with no toast on screen.
beforeEach(() => {
  shown.forEach(({ id }) => removed(id));
  shown.length = 0;
  dismiss.mockClear();
});

describe('toast settings (spec sections 4 and 9)', () => {
  it('shows at most 3 toasts at the bottom left for 5000 ms', () => {
    expect(toastContainerProps).toMatchObject({ position: 'bottom-left', limit: 3, autoClose: 5000, transition: 'transition' });
  });

  it('animates in over 225 ms and out over 195 ms', () => {
    expect(TOAST_ANIMATION.enterMs).toBe(225);
    expect(TOAST_ANIMATION.exitMs).toBe(195);
  });
});

describe('notify', () => {
  it('asks for the container on the first toast', async () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToaster(listener);
    expect(isToasterRequested()).toBe(false);
    await notify('Product added', 'success');
    expect(isToasterRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('passes the variant and the 5000 ms setting, or 1500 ms when short', async () => {
    await notify('Product removed', 'error');
    await notify('Invoce registered successfully.', 'success', { short: true });
    await notify('Plain message');
    expect(shown.map(({ message, options }) => [message, options.type, options.autoClose])).toEqual([
      ['Product removed', 'error', 5000],
      ['Invoce registered successfully.', 'success', 1500],
      ['Plain message', 'default', 5000],
    ]);
  });

  it('dismisses the oldest toast when a fourth arrives', async () => {
    for (const message of ['one', 'two', 'three']) await notify(message, 'info');
    expect(dismiss).not.toHaveBeenCalled();
    await notify('four', 'info');
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(dismiss).toHaveBeenCalledWith(shown[0].id);
  });

  it('does not dismiss toasts that already went away on their own', async () => {
    await notify('a');
    await notify('b');
    removed(shown[0].id);
    await notify('c');
    await notify('d');
    expect(dismiss).not.toHaveBeenCalled();
  });
});
