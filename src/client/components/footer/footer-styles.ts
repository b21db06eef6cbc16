import styled from 'styled-components';
import { Container } from '../Container';

export const PromiseStrip = styled.section`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const PromiseList = styled(Container).attrs({ as: 'ul' })`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin-block: 0;
  padding-block: ${({ theme }) => theme.space.xl};
  list-style: none;
`;

export const PromiseItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.primary};

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  svg {
    flex: none;
  }
`;

export const Main = styled.div`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};

  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

export const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: normal;

  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin-block-end: ${({ theme }) => theme.space.xs};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Brand = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  letter-spacing: 0.01em;
`;

export const SocialList = styled.ul`
  flex-direction: row !important;
  gap: ${({ theme }) => theme.space.sm} !important;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 40px;
    block-size: 40px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.pill};
    transition: background-color 150ms ease, color 150ms ease;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const BottomBar = styled(Container)`
  padding-block: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
