import { useEffect, useState } from 'react';
import { STICKY_HEADER_AT } from '../../../../shared/constants';

/** Spec section 4: sticky at 200 px of scroll or more, normal below. */
export function isStickyAt(scrollY: number): boolean {
  return scrollY >= STICKY_HEADER_AT;
}

/**
 * Follows the page scroll with a passive listener, reading scrollY at most once a frame, so
 * scrolling never waits for the header.
 */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(() => typeof window !== 'undefined' && isStickyAt(window.scrollY));

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setSticky(isStickyAt(window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return sticky;
}
