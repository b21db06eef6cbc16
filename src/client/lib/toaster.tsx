import { cssTransition, toast, ToastContainer, type Id, type ToastContainerProps } from 'react-toastify';
import { TOAST } from '../../shared/constants';
import { TOAST_ANIMATION, type NotifyVariant } from './notify';

// Loaded on the first toast only (see notify.ts), so the toast library stays out of the first load.

const transition = cssTransition({
  enter: TOAST_ANIMATION.enter,
  exit: TOAST_ANIMATION.exit,
  collapseDuration: TOAST.exitMs,
});

/** Settings of the one toast container (spec sections 4 and 9). */
export const toastContainerProps: ToastContainerProps = {
  position: 'bottom-left',
  autoClose: TOAST.autoClose,
  limit: TOAST.limit,
  newestOnTop: false,
  closeOnClick: true,
  pauseOnFocusLoss: true,
  transition,
};

/** `aboveDrawer`: the cart drawer is open, whose actions sit at the foot of the screen. */
export function Toaster({ aboveDrawer = false }: { aboveDrawer?: boolean }) {
  return <ToastContainer {...toastContainerProps} position={aboveDrawer ? 'top-left' : toastContainerProps.position} />;
}

// react-toastify queues toasts beyond its limit; the spec wants the oldest to give way instead.
const visible: Id[] = [];

toast.onChange((item) => {
  if (item.status !== 'removed') return;
  const index = visible.indexOf(item.id);
  if (index >= 0) visible.splice(index, 1);
});

export function showToast(message: string, variant: NotifyVariant, short: boolean): Id {
  while (visible.length >= TOAST.limit) {
    const oldest = visible.shift();
    if (oldest !== undefined) toast.dismiss(oldest);
  }
  const id = toast(message, { type: variant, autoClose: short ? TOAST.checkoutAutoClose : TOAST.autoClose });
  visible.push(id);
  return id;
}
