import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const buttonLook = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 150ms ease, border-color 150ms ease, color 150ms ease;

  ${({ $variant = 'primary', theme }) => {
    if ($variant === 'secondary') {
      return css`
        background: ${theme.colors.surface};
        border-color: ${theme.colors.primary};
        color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primaryLight}; }
      `;
    }
    if ($variant === 'ghost') {
      return css`
        background: transparent;
        color: ${theme.colors.primary};
        &:hover:not(:disabled) { background: ${theme.colors.primaryLight}; }
      `;
    }
    return css`
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      &:hover:not(:disabled) { background: ${theme.colors.primaryDark}; }
    `;
  }}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The shop's button; `$variant` picks primary (default), secondary or ghost. */
export const Button = styled.button.attrs<VariantProps>((props) => ({ type: props.type ?? 'button' }))<VariantProps>`
  ${buttonLook}
`;

/** A link that looks like a button, for actions that change page ('Back Home Page'). */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonLook}
`;
