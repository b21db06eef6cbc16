import { css } from 'styled-components';

/** The dots of a react-slick carousel: real buttons, large enough to hit, rings with the active one filled. */
export const carouselDots = css`
  .slick-dots {
    display: flex !important;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 0 0;
    list-style: none;
  }

  .slick-dots li button {
    inline-size: 24px;
    block-size: 24px;
    padding: 7px;
    border: 0;
    background: transparent;
    color: transparent;
    font-size: 0;
    cursor: pointer;
  }

  .slick-dots li button::before {
    content: '';
    display: block;
    inline-size: 10px;
    block-size: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    /* A ring in the muted text colour: a pale grey dot would fall below 3:1 (WCAG 1.4.11). */
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.textMuted};
  }

  .slick-dots li.slick-active button::before {
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: none;
  }
`;
