import { useMemo, useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';

// react-slick applies its `responsive` settings only when a media query starts matching after
// mount, never for the width a page opens at: a phone got the desktop's three or six slides in
// a row (99 px promise tiles, 24 px brand logos). The carousel picks the settings itself.

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The breakpoint whose settings apply at this width: the smallest one at or above it, else none. */
export function breakpointFor(width: number, breakpoints: readonly number[]): number | null {
  const fitting = breakpoints.filter((breakpoint) => width <= breakpoint);
  return fitting.length > 0 ? Math.min(...fitting) : null;
}

/** The settings for the current viewport width, with `responsive` already applied. */
export function useResponsiveSettings<S extends Settings>(settings: S): Omit<S, 'responsive'> {
  const { responsive, ...base } = settings;
  const breakpoints = useMemo(() => (responsive ?? []).map((entry) => entry.breakpoint), [responsive]);
  const active = useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? null : breakpointFor(window.innerWidth, breakpoints)),
    () => null,
  );
  const chosen = responsive?.find((entry) => entry.breakpoint === active)?.settings;
  return chosen && chosen !== 'unslick' ? { ...base, ...chosen } : base;
}
