import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Keeps a closing dialog mounted for its exit transition, so it can slide out before it leaves
 * the DOM. With reduced motion there is no transition to wait for.
 * Returns whether the dialog should be rendered at all.
 */
export function usePresence(open: boolean, exitMs: number): boolean {
  const [mounted, setMounted] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering (React's documented pattern) mounts in the same pass as
  // the open, so the dialog is there as soon as the store says it is open.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMounted(true);
  }

  useEffect(() => {
    if (open || !mounted) return undefined;
    const delay = prefersReducedMotion() ? 0 : exitMs;
    const timer = window.setTimeout(() => setMounted(false), delay);
    return () => window.clearTimeout(timer);
  }, [open, mounted, exitMs]);

  return open || mounted;
}
