import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[aria-hidden="true"], [inert]'),
  );
}

interface DialogFocusOptions {
  open: boolean;
  onClose: () => void;
  /** Receives focus on opening instead of the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** When it changes while open (a new menu level), focus moves back to the start. */
  focusKey?: string | number;
}

/**
 * Modal behaviour shared by the drawer, the search overlay and the mobile menu: focus moves in
 * on opening, Tab cycles inside, Escape closes, and focus goes back to the opening control.
 */
export function useDialogFocus<T extends HTMLElement>({ open, onClose, initialFocus, focusKey }: DialogFocusOptions) {
  const containerRef = useRef<T>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab' && container) {
        trapTab(event, container);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const target = initialFocus?.current ?? focusables(container)[0] ?? container;
    target.focus();
  }, [open, focusKey, initialFocus]);

  return containerRef;
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const items = focusables(container);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
