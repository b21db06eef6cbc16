// Keyboard-only e2e steps: walk the tab order, see where focus is, and check that every stop
// is on screen, outside hidden content, and shows a focus indicator.
import type { Page } from 'playwright-core';

export interface FocusStop {
  tag: string;
  role: string | null;
  /** aria-label, else a field's label or a control's own text, aria-hidden parts left out. */
  name: string;
  /** The element is rendered, on screen and not inside aria-hidden or inert content. */
  reachable: boolean;
  /** The computed outline or box-shadow of the focused element (or the box it sits in) is not none. */
  indicator: boolean;
  focusVisible: boolean;
  inDialog: string | null;
}

/** What has focus now, described for assertions and failure messages. */
export function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', role: null, name: '', reachable: false, indicator: false, focusVisible: false, inDialog: null };
    }
    const ring = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A text field may draw the ring on the box around it (a search field with its button inside).
    const parent = el.matches('input, select, textarea') ? el.parentElement : null;
    const rect = el.getBoundingClientRect();
    // Text a screen reader would read: without drawings, asterisks and other aria-hidden parts.
    const textOf = (node: Element | undefined) => {
      if (!node) return '';
      const copy = node.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((part) => part.remove());
      return copy.textContent?.trim() ?? '';
    };
    const labelled = textOf((el as HTMLInputElement).labels?.[0]);
    // An image link is named by its picture's alt text.
    const visibleText = textOf(el) || (el.querySelector('img[alt]')?.getAttribute('alt') ?? '');
    const dialog = el.closest('[role="dialog"]');
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: (el.getAttribute('aria-label') ?? (el.matches('input, select, textarea') ? labelled : visibleText))
        .replace(/\s+/g, ' ').trim(),
      reachable: rect.width > 0 && rect.height > 0 && el.checkVisibility({ visibilityProperty: true })
        && !el.closest('[aria-hidden="true"], [inert]'),
      indicator: ring(el) || (Boolean(parent?.matches(':focus-within')) && ring(parent)),
      focusVisible: el.matches(':focus-visible'),
      inDialog: dialog ? dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? '' : null,
    };
  });
}

const describe = (stop: FocusStop) => `${stop.tag}${stop.role ? `[${stop.role}]` : ''} "${stop.name.slice(0, 60)}"`;

/** A stop the keyboard may never land on: off screen, hidden, or without a visible focus ring. */
export function stopProblem(stop: FocusStop): string | null {
  if (stop.tag === 'body') return 'focus fell back to the page body';
  if (!stop.reachable) return `${describe(stop)} has focus but is hidden or off screen`;
  if (!stop.indicator) return `${describe(stop)} shows no focus indicator (outline and box-shadow are none)`;
  return null;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking every stop on
 * the way; fails with the stops it passed when it does not get there within `max` presses.
 */
export async function tabTo(page: Page, name: string | RegExp, opts: { back?: boolean; max?: number } = {}): Promise<FocusStop> {
  const passed: FocusStop[] = [];
  const matches = (stop: FocusStop) => (typeof name === 'string' ? stop.name === name : name.test(stop.name));
  for (let i = 0; i < (opts.max ?? 80); i += 1) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    const problem = stopProblem(stop);
    if (problem) throw new Error(`${problem}; stops so far: ${passed.map(describe).join(' → ')}`);
    if (matches(stop)) return stop;
    passed.push(stop);
  }
  throw new Error(`Tab never reached ${name}; stops: ${passed.map(describe).join(' → ')}`);
}

/** The names of `count` successive Tab stops, each checked as tabTo does. */
export async function tabStops(page: Page, count: number, back = false): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    const problem = stopProblem(stop);
    if (problem) throw new Error(`${problem}; stops so far: ${names.join(' → ')}`);
    names.push(stop.name);
  }
  return names;
}

/** Tab (and now and then Shift+Tab) many times inside an open dialog: focus never leaves it. */
export async function expectFocusTrapped(page: Page, dialog: string, presses: number): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    const problem = stopProblem(stop);
    if (problem) throw new Error(problem);
    if (stop.inDialog !== dialog) throw new Error(`focus left the ${dialog} dialog for ${describe(stop)}`);
  }
}
