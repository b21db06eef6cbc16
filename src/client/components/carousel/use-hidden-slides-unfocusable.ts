import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';
/** Marks the controls this hook took out of the tab order, so it gives back only those. */
const MARK = 'data-slide-hidden';

/**
 * react-slick hides off-screen and cloned slides with aria-hidden but leaves the links and
 * buttons inside them focusable: a keyboard user would tab into pictures nobody can see and
 * a screen reader would meet focus inside hidden content. This keeps every control of a
 * hidden slide out of the tab order, gives it back when its slide shows, and marks the dot of
 * the slide on show as current, following the carousel as it moves.
 */
export function useHiddenSlidesUnfocusable(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        for (const control of slide.querySelectorAll<HTMLElement>(hidden ? FOCUSABLE : `[${MARK}]`)) {
          if (!hidden) {
            control.removeAttribute('tabindex');
            control.removeAttribute(MARK);
          } else if (control.getAttribute('tabindex') !== '-1') {
            // Controls already out of the tab order (by us or by their own markup) stay as they are.
            control.setAttribute('tabindex', '-1');
            control.setAttribute(MARK, '');
          }
        }
      }
      for (const dot of root.querySelectorAll<HTMLElement>('.slick-dots li')) {
        const button = dot.querySelector('button');
        if (dot.classList.contains('slick-active')) button?.setAttribute('aria-current', 'true');
        else button?.removeAttribute('aria-current');
      }
    };
    sync();
    // Our own tabindex and aria-current writes are outside the filter, so this never loops.
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden', 'class'] });
    return () => observer.disconnect();
  }, [ref]);
}
