import { createGlobalStyle } from 'styled-components';
import { TOAST_ANIMATION } from '../lib/notify';

// Page-wide rules: box model, the body font, a visible keyboard focus ring, the toast
// animations of spec section 9, and calm motion for visitors who ask for it.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }

  #root {
    display: flex;
    flex-direction: column;
    min-block-size: 100vh;
  }

  h1, h2, h3, h4, p, figure, blockquote, dl, dd {
    margin-block: 0;
  }

  /* Lists the shop lays out itself (they carry a class) are not bulleted text; lists inside
     product descriptions (no class) keep their bullets. Without specificity (:where), so a list
     that is also a page container (the footer's promise strip) keeps its own margins and padding. */
  :where(ul[class], ol[class]) {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  img, svg, video {
    display: block;
    max-inline-size: 100%;
  }

  img {
    block-size: auto;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  /* A date field's day, month and year take focus inside it, where :focus-visible never
     matches the field itself: it shows the ring whenever one of its parts has focus. */
  input[type='date']:focus,
  input[type='date']:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .${TOAST_ANIMATION.enter} {
    animation: petora-toast-in ${TOAST_ANIMATION.enterMs}ms cubic-bezier(0, 0, 0.2, 1) both;
  }

  .${TOAST_ANIMATION.exit} {
    animation: petora-toast-out ${TOAST_ANIMATION.exitMs}ms cubic-bezier(0.4, 0, 1, 1) both;
  }

  @keyframes petora-toast-in {
    from { opacity: 0; transform: translateY(12px) scale(0.98); }
    to { opacity: 1; transform: none; }
  }

  @keyframes petora-toast-out {
    from { opacity: 1; transform: none; }
    to { opacity: 0; transform: translateY(12px) scale(0.98); }
  }

  .Toastify__toast {
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  .Toastify__toast-container {
    z-index: ${({ theme }) => theme.zIndex.toast};
  }

  /* Animations still run, only instantly: the toast library waits for animationend. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 1ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 1ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
