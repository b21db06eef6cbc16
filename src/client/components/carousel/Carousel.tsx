import { useRef, type FocusEvent, type ReactNode } from 'react';
import type Slider from 'react-slick';
import type { Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { LazySlider } from './LazySlider';
import { useHiddenSlidesUnfocusable } from './use-hidden-slides-unfocusable';
import { useResponsiveSettings } from './use-responsive-settings';

/** A named button for each dot: "Show slide 2" rather than a bare "2". */
function dotButton(index: number) {
  return (
    <button type="button" aria-label={`Show slide ${index + 1}`}>
      {index + 1}
    </button>
  );
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible
  }
}

/**
 * react-slick with the keyboard and screen reader in mind: controls on hidden slides leave the
 * tab order, its dots are labelled buttons that say which slide is on show, and rotation waits
 * while keyboard focus is inside (WCAG 2.2.2), so a focused link never slides away. Pointer
 * interaction leaves the rotation alone, as spec section 9 asks.
 */
export function Carousel({ children, ...given }: Settings & { children: ReactNode }) {
  const settings = useResponsiveSettings(given);
  const ref = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const paused = useRef(false);
  useHiddenSlidesUnfocusable(ref);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!settings.autoplay || !isKeyboardFocus(event.target)) return;
    paused.current = true;
    slider.current?.slickPause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!paused.current || event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    paused.current = false;
    slider.current?.slickPlay();
  };
  return (
    <div ref={ref} onFocus={onFocus} onBlur={onBlur}>
      <LazySlider ref={slider} customPaging={dotButton} {...settings}>
        {children}
      </LazySlider>
    </div>
  );
}
