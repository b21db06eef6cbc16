import { useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  block-size: 3px;
  overflow: hidden;
  pointer-events: none;

  &::after {
    content: '';
    display: block;
    inline-size: 40%;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.accent};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;

/** A thin bar while the next page's script loads, so a click never looks ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Bar role="progressbar" aria-label="Loading page" />;
}
