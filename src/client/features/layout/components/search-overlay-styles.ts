import styled from 'styled-components';
import { fade, iconControl } from '../../../components/dialog/dialog-styles';

// Above 767 px the overlay is a bar across the top of the page over a dimmed backdrop; below
// it fills the screen with the field on its own row under the close button.
export const Panel = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${fade}
  ${({ theme }) => theme.media.mobile} {
    inset-block-end: 0;
    box-shadow: none;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  min-block-size: ${({ theme }) => theme.layout.headerHeight};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    justify-content: flex-end;
    padding: ${({ theme }) => theme.space.md};
    > form {
      order: 2;
      flex-basis: 100%;
    }
  }
  .search-logo {
    display: flex;
    color: inherit;
    border-radius: ${({ theme }) => theme.radius.sm};
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 4px;
    }
  }
`;

export const WideOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  ${({ theme }) => theme.media.narrowHeader} {
    display: none;
  }
`;

export const Field = styled.form`
  display: flex;
  flex: 1;
  align-items: center;
  min-inline-size: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.background};
  /* The field's ring stands for the input's own, which would sit inside the rounded box. */
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  input {
    flex: 1;
    min-inline-size: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:focus {
    outline: none;
  }
`;

export const SubmitButton = styled.button`
  ${iconControl}
  flex: none;
  margin-inline-end: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.primary};
`;
