import styled, { css, keyframes } from 'styled-components';

// Enter and exit run 225 ms and 195 ms (spec section 9). Dialogs carry data-state="open" while
// the store says open and "closed" during the exit, before they unmount.
const slideIn = keyframes`
  from { transform: translateX(var(--slide-from, 100%)); }
  to { transform: translateX(0); }
`;
const slideOut = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(var(--slide-from, 100%)); }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

function motion(enter: ReturnType<typeof keyframes>, exit: ReturnType<typeof keyframes>) {
  return css`
    &[data-state='open'] {
      animation: ${enter} ${({ theme }) => theme.motion.toastEnterMs}ms cubic-bezier(0, 0, 0.2, 1);
    }
    &[data-state='closed'] {
      animation: ${exit} ${({ theme }) => theme.motion.toastExitMs}ms cubic-bezier(0.4, 0, 1, 1) forwards;
      pointer-events: none;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-state] {
        animation: none;
      }
      &[data-state='closed'] {
        visibility: hidden;
      }
    }
  `;
}

function slideFrom(ltr: string, rtl: string) {
  return css`
    --slide-from: ${ltr};
    &:dir(rtl) {
      --slide-from: ${rtl};
    }
    ${motion(slideIn, slideOut)}
  `;
}

/** Slides in from the inline-end edge: the right in English, the left on right-to-left pages. */
export const slideFromEnd = slideFrom('100%', '-100%');
/** Slides in from the inline-start edge, where the menu button sits. */
export const slideFromStart = slideFrom('-100%', '100%');

export const fade = motion(fadeIn, fadeOut);

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  ${fade}
`;

/** A square icon-only control; the label comes from aria-label. */
export const iconControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  position: relative;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  ${iconControl}
`;

