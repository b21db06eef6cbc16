import styled, { keyframes } from 'styled-components';

// Form look shared by the account screens: label above the field, the error under it in the
// error colour, the spinner inside the busy submit button.

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Required = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.error};
`;

export const Control = styled.input`
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }

  &[type='file'] {
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }

  /* The browser's own "Choose File" button, dressed as the shop's secondary button. */
  &::file-selector-button {
    min-block-size: 34px;
    margin-inline-end: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }

  &:hover::file-selector-button {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.error};
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A message about the whole form (a server answer), announced when it appears. */
export const FormAlert = styled.p<{ $tone?: 'error' | 'info' | 'success' }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid
    ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.colors.accentLight : theme.colors.primaryLight)};
  color: ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.colors.error : theme.colors.text)};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  animation: ${spin} 700ms linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
