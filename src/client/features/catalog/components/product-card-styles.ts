import { Link } from 'react-router';
import styled from 'styled-components';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Media = styled(Link)`
  display: block;
  aspect-ratio: 1 / 1;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

export const TopStart = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-start: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;
`;

export const TopEnd = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
`;

export const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

export const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  min-block-size: 2.6em;

  a {
    display: -webkit-box;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const Excerpt = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: auto;
`;
