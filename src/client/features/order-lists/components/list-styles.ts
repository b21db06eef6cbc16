import styled from 'styled-components';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Plain = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LineGrid = styled.li`
  display: grid;
  grid-template-columns: auto 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding-block: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  img {
    inline-size: 64px;
    block-size: 64px;
    border-radius: ${({ theme }) => theme.radius.md};
    object-fit: contain;
  }
`;

// The stepper sizes itself by its box, so the box takes its width from the row, not from it.
export const Control = styled.div`
  flex: 1 1 160px;
  max-inline-size: 220px;
`;

export const LineList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
