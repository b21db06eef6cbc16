import { useRef, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useHiddenSlidesUnfocusable } from './use-hidden-slides-unfocusable';

/** A named button for each dot: "Show slide 2" rather than a bare "2". */
function dotButton(index: number) {
  return (
    <button type="button" aria-label={`Show slide ${index + 1}`}>
      {index + 1}
    </button>
  );
}

/**
 * react-slick with the keyboard and screen reader in mind: controls on hidden slides leave the
 * tab order, and its dots are labelled buttons that say which slide is on show.
 */
export function Carousel({ children, ...settings }: Settings & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useHiddenSlidesUnfocusable(ref);
  return (
    <div ref={ref}>
      <Slider customPaging={dotButton} {...settings}>
        {children}
      </Slider>
    </div>
  );
}
