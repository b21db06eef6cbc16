import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// Scroll positions by history entry. Kept in memory only: a full page load (a typed address,
// a reload) starts a fresh document, which opens at the top instead of at a position some
// other page had under a shared key.
const positions = new Map<string, number>();
let currentKey: string | null = null;

/**
 * A new page starts at the top; back and forward put the entry's own position back. Replaces
 * the browser's restoration, which would also act on full page loads.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Synchronous on purpose: a deferred save could land after the next page took the key over.
    const remember = () => {
      if (currentKey !== null) positions.set(currentKey, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    // An anchor in the address is the browser's to scroll to.
    if (location.hash === '') window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key, location.hash, navigationType]);

  return null;
}
