import { css } from 'styled-components';

/**
 * The framed box the customer's screens group their parts in (the cart's panels, an order
 * card, the quick order form, the dashboard's sections): one column, spaced, on the surface.
 */
export const panelBox = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The same box lifted off the page with the card shadow. */
export const raisedPanelBox = css`
  ${panelBox}
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
