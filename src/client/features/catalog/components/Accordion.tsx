import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    inline-size: 100%;
    min-block-size: 48px;
    padding: ${({ theme }) => theme.space.sm} 0;
    border: 0;
    background: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: start;
    cursor: pointer;
  }

  button::after {
    content: '+';
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  button[aria-expanded='true']::after {
    content: '−';
  }
`;

const Panel = styled.div`
  padding-block-end: ${({ theme }) => theme.space.md};
`;

/** One disclosure of an accordion: a heading button that shows or hides its panel. */
export function AccordionItem({ title, children, defaultOpen = false }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Item>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {title}
        </button>
      </h3>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Item>
  );
}
