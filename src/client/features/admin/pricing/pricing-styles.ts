import styled from 'styled-components';

/** Wraps a form whose fields and buttons are disabled while its change is on its way. */
export const BusyFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

/** The list's active flag as a checkbox with its state in words beside it. */
export const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
