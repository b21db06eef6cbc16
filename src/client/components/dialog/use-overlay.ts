import type { RefObject } from 'react';
import { useTheme } from 'styled-components';
import { useDialogFocus } from './use-dialog-focus';
import { usePresence } from './use-presence';

interface OverlayOptions {
  open: boolean;
  onClose: () => void;
  /** Receives focus on opening instead of the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** When it changes while open (a new menu level), focus moves back to the start. */
  focusKey?: string | number;
}

/**
 * What every panel opened over the page shares (the modal, the cart drawer, the search overlay,
 * the mobile menu): it stays mounted for its exit transition, holds focus while open, closes on
 * Escape or a click on its backdrop, and carries data-state for its open and close motion.
 * `mounted` false means render nothing; spread `backdrop` and `panel` on the two elements.
 */
export function useOverlay<T extends HTMLElement>(options: OverlayOptions) {
  const { open, onClose } = options;
  const mounted = usePresence(open, useTheme().motion.toastExitMs);
  const panelRef = useDialogFocus<T>(options);
  const state: 'open' | 'closed' = open ? 'open' : 'closed';
  return {
    mounted,
    /** A panel sliding out is hidden from assistive technology before it leaves. */
    hidden: open ? undefined : true,
    backdrop: { 'data-state': state, 'aria-hidden': true, onClick: onClose } as const,
    panel: { ref: panelRef, role: 'dialog', 'aria-modal': true, 'data-state': state } as const,
  };
}
