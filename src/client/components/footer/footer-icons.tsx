import type { SVGProps } from 'react';

// Line icons drawn on a 24 px grid; they take the text colour so the theme decides their tone.
type IconProps = SVGProps<SVGSVGElement>;

function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function DeliveryIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2.5 6.5h11v9h-11z" />
      <path d="M13.5 9.5h4l3 3.2v2.8h-7z" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
      <path d="M5 9.5h4M5 12h2.5" />
    </LineIcon>
  );
}

export function QualityIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 2.8l7.2 2.9v5.2c0 4.4-3 8.3-7.2 10.3-4.2-2-7.2-5.9-7.2-10.3V5.7z" />
      <path d="M8.6 12.1l2.4 2.4 4.4-4.6" />
    </LineIcon>
  );
}

export function MoneyBackIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4.3 13.5A8 8 0 1 0 6.6 6.1" />
      <path d="M6.8 2.9v3.4H3.4" />
      <path d="M14.4 9.3c-.4-.8-1.3-1.3-2.4-1.3-1.4 0-2.4.8-2.4 1.9 0 2.6 5 1.4 5 4 0 1.1-1.1 2-2.6 2-1.2 0-2.2-.6-2.6-1.5" />
      <path d="M12 6.6V8M12 15.9v1.4" />
    </LineIcon>
  );
}

export function ResponseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 4.5h16v11.2h-9.6L6 19.5v-3.8H4z" />
      <path d="M8 8.6h8M8 11.8h5" />
    </LineIcon>
  );
}

// Filled marks of the three networks, simplified to read at 20 px.
function Mark({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d="M13.6 21.5v-8h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.6v3.2h2.7v8z" />
    </Mark>
  );
}

export function TwitterIcon(props: IconProps) {
  return (
    <Mark {...props}>
      <path d="M21.5 6.2c-.7.3-1.4.5-2.2.6.8-.5 1.4-1.2 1.7-2.1-.8.4-1.6.8-2.4.9a3.8 3.8 0 0 0-6.5 3.5A10.8 10.8 0 0 1 4.2 5.1a3.8 3.8 0 0 0 1.2 5.1c-.6 0-1.2-.2-1.7-.5 0 1.8 1.3 3.4 3 3.7-.6.2-1.1.2-1.7.1.5 1.5 1.9 2.6 3.6 2.6A7.6 7.6 0 0 1 3 17.7 10.8 10.8 0 0 0 8.8 19.4c7 0 10.8-5.8 10.8-10.8v-.5c.8-.5 1.4-1.2 1.9-1.9z" />
    </Mark>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Mark {...props} fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.8" />
      <circle cx="12" cy="12" r="3.9" />
      <circle cx="17.1" cy="6.9" r="0.6" fill="currentColor" />
    </Mark>
  );
}
