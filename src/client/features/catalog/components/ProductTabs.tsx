import { useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ProductTab } from '../../../../shared/api-types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { VisuallyHidden } from '../../../components/Container';
import { selectProductTab, tabChosen, tabSection } from '../product-view-slice';
import { AccordionItem } from './Accordion';
import { HtmlContent } from './HtmlContent';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  button {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
  }

  button[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space.md};
`;

/** Product tabs on wide screens: a tab list with arrow-key navigation (spec section 2). */
export function ProductTabs({ tabs }: { tabs: readonly ProductTab[] }) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectProductTab);
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;
  // A tab the product no longer has (it changed on reload) gives way to the first.
  const active = chosen < tabs.length ? chosen : 0;
  const move = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    dispatch(tabChosen(next));
    refs.current[next]?.focus();
  };
  return (
    <section aria-label="Product details">
      <List role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.tab_name}
            ref={(element) => { refs.current[index] = element; }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => dispatch(tabChosen(index))}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.tab_name}
          </button>
        ))}
      </List>
      <Panel role="tabpanel" id={`${base}-panel-${active}`} aria-labelledby={`${base}-tab-${active}`} tabIndex={0}>
        <HtmlContent html={tabs[active].content} />
      </Panel>
    </section>
  );
}

/** The same tabs as accordions on mobile (spec section 2). */
export function ProductTabAccordions({ tabs }: { tabs: readonly ProductTab[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* Each accordion's title is an h3: this h2 keeps the outline from skipping a level. */}
      <VisuallyHidden as="h2" id={headingId}>Product details</VisuallyHidden>
      {tabs.map((tab) => (
        <AccordionItem key={tab.tab_name} section={tabSection(tab.tab_name)} title={tab.tab_name}>
          <HtmlContent html={tab.content} />
        </AccordionItem>
      ))}
    </section>
  );
}
