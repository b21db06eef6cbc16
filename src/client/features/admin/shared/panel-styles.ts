import styled from 'styled-components';

// Panels and form layouts of the back office (re-exported by admin-styles).

/** The list and, once a row is opened, its details beside it (wider for an order's lines). */
export const SplitView = styled.div<{ $open: boolean; $wide?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $open, $wide }) => {
    if (!$open) return 'minmax(0, 1fr)';
    return $wide ? 'minmax(0, 1fr) minmax(560px, 58%)' : 'minmax(0, 1fr) minmax(400px, 45%)';
  }};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > :first-child {
    min-inline-size: 0;
    overflow-x: auto;
  }
`;

export const Panel = styled.aside`
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Label and value pairs of a details panel. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  dd {
    overflow-wrap: anywhere;
  }
`;

/** A form whose fields stack with the theme's spacing (dialogs, the editor). */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Fields side by side, aligned on their bottom edge (inline add forms). */
export const InlineFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The title row of a details panel, with its Close button at the end. */
export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A wide table inside a panel scrolls sideways instead of spilling out of it. */
export const Scroll = styled.div`
  overflow-x: auto;
`;
