import { Link } from 'react-router';
import styled from 'styled-components';
import { slideFromEnd } from '../../../components/dialog/dialog-styles';

// Spec section 2: full width on small screens, 30% of the window on medium (900 px) and up.
export const Panel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${slideFromEnd}
  ${({ theme }) => theme.media.md} {
    inline-size: 30%;
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Empty = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  strong {
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;

export const CartLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
