import styled from 'styled-components';

export const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  min-inline-size: 0;

  & > button {
    align-self: flex-start;
  }

  legend {
    padding-inline: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** One tab or question: its fields, then its move and remove buttons. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.md};
  border-block-end: 1px dashed ${({ theme }) => theme.colors.border};
`;

export const RowControls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const CheckList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-block-size: 280px;
  overflow: auto;
`;

export const Indent = styled.li<{ $depth: number }>`
  padding-inline-start: calc(${({ $depth }) => $depth} * ${({ theme }) => theme.space.lg});
`;

/** Save stays in reach at the bottom of the window on a long product. */
export const SaveBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;
