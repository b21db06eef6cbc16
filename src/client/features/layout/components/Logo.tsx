import styled from 'styled-components';
import { SHOP } from '../../../../shared/shop';

// The Petora mark: a paw on a warm badge. Colours come from the theme through the classes
// below; the wordmark takes the text colour of wherever the logo sits.
function Paw() {
  return (
    <g className="logo-paw">
      <path d="M20 20.5c-4.3 0-8.2 4.4-8.2 7.6 0 2.3 1.9 3.5 4.1 3.5 1.6 0 2.6-.8 4.1-.8s2.5.8 4.1.8c2.2 0 4.1-1.2 4.1-3.5 0-3.2-3.9-7.6-8.2-7.6z" />
      <ellipse cx="12.3" cy="15.6" rx="2.6" ry="3.3" transform="rotate(-20 12.3 15.6)" />
      <ellipse cx="16.9" cy="10.6" rx="2.6" ry="3.4" />
      <ellipse cx="23.1" cy="10.6" rx="2.6" ry="3.4" />
      <ellipse cx="27.7" cy="15.6" rx="2.6" ry="3.3" transform="rotate(20 27.7 15.6)" />
    </g>
  );
}

const Svg = styled.svg`
  display: block;
  .logo-badge {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .logo-paw {
    fill: ${({ theme }) => theme.colors.onPrimary};
  }
  .logo-word {
    fill: currentColor;
    font-family: ${({ theme }) => theme.font.family};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
  .logo-tag {
    fill: currentColor;
    font-family: ${({ theme }) => theme.font.family};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.32em;
  }
`;

const Wide = styled(Svg)`
  ${({ theme }) => theme.media.narrowHeader} {
    display: none;
  }
`;

const Compact = styled(Svg)`
  ${({ theme }) => theme.media.wideHeader} {
    display: none;
  }
`;

/** Wide logo with the trading tagline above 991 px; a compact badge and wordmark below. */
export function Logo() {
  return (
    <>
      <Wide className="logo-wide" width="184" height="44" viewBox="0 0 184 44" aria-hidden="true" focusable="false">
        <circle className="logo-badge" cx="20" cy="22" r="20" />
        <g transform="translate(0 1)">
          <Paw />
        </g>
        <text className="logo-word" x="50" y="26" fontSize="27">{SHOP.name}</text>
        <text className="logo-tag" x="51" y="40" fontSize="8.5">TRADING</text>
      </Wide>
      <Compact className="logo-compact" width="128" height="34" viewBox="0 0 128 34" aria-hidden="true" focusable="false">
        <g transform="scale(0.85)">
          <rect className="logo-badge" width="40" height="40" rx="11" />
          <Paw />
        </g>
        <text className="logo-word" x="41" y="24.5" fontSize="21">{SHOP.name}</text>
      </Compact>
    </>
  );
}
