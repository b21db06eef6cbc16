import { useNavigate } from 'react-router';
import styled from 'styled-components';

const Back = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

/** Spec section 2: a back link that goes one step back in the history (home when there is none). */
export function BackLink() {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate('/');
  };
  return <Back onClick={goBack}>‹ Back</Back>;
}
