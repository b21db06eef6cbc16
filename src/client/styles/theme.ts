import { BREAKPOINT } from '../../shared/constants';

// Every colour, space, radius, shadow, font size and breakpoint of the storefront.
// Text colours keep at least 4.5:1 contrast on their backgrounds.
export const theme = {
  colors: {
    primary: '#0f4c5c', // deep teal: header, links, primary buttons
    primaryDark: '#0a3540',
    primaryLight: '#e6f0f2',
    accent: '#c2410c', // warm orange: sale, discount and cart badges (4.9:1 on white)
    accentLight: '#fff1e6',
    text: '#1f2933',
    textMuted: '#52606d', // struck-through prices, secondary text (6.4:1 on white)
    border: '#d9e2ec',
    surface: '#ffffff',
    background: '#f7f9fa',
    success: '#1e7b34',
    error: '#b42318',
    warning: '#8a5a00',
    overlay: 'rgba(15, 23, 42, 0.55)',
    focus: '#2563eb',
    onPrimary: '#ffffff',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.14)',
    header: '0 2px 10px rgba(16, 24, 40, 0.10)',
  },
  font: {
    family: "'Nunito Sans Variable', 'Nunito Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.625rem', xxl: '2.25rem' },
    weight: { regular: 400, semibold: 600, bold: 700, heavy: 800 },
  },
  breakpoints: BREAKPOINT,
  media: {
    mobile: `@media (max-width: ${BREAKPOINT.mobile}px)`,
    desktop: `@media (min-width: ${BREAKPOINT.mobile + 1}px)`,
    narrowHeader: `@media (max-width: ${BREAKPOINT.headerMenu}px)`,
    wideHeader: `@media (min-width: ${BREAKPOINT.headerMenu + 1}px)`,
    sm: `@media (min-width: ${BREAKPOINT.sm}px)`,
    md: `@media (min-width: ${BREAKPOINT.md}px)`,
    lg: `@media (min-width: ${BREAKPOINT.lg}px)`,
    xl: `@media (min-width: ${BREAKPOINT.xl}px)`,
  },
  motion: { toastEnterMs: 225, toastExitMs: 195 },
  layout: { maxWidth: '1320px', headerHeight: '72px' },
  zIndex: { header: 100, drawer: 300, overlay: 200, modal: 400, toast: 500 },
} as const;

export type Theme = typeof theme;
