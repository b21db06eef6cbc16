import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sectionToggled, selectSectionOpen } from '../product-view-slice';

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

interface AccordionItemProps {
  /** The product page's id of this disclosure (faqSection, tabSection): it is open or closed in the store. */
  section: string;
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** One disclosure of an accordion: a heading button that shows or hides its panel. */
export function AccordionItem({ section, title, children, defaultOpen = false }: AccordionItemProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectSectionOpen(state, section, defaultOpen));
  const panelId = useId();
  return (
    <Item>
      <h3>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => dispatch(sectionToggled({ section, defaultOpen }))}>
          {title}
        </button>
      </h3>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Item>
  );
}
