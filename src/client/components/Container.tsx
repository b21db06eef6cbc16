import styled, { css } from 'styled-components';

/** Centres page content at the shop's maximum width with side padding that grows with the screen. */
export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

/** Out of sight but read by screen readers (VisuallyHidden, a table's headings on a phone). */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text only screen readers announce (labels of icon-only controls, loading notices). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
