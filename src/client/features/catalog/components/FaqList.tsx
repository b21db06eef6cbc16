import { useState } from 'react';
import styled from 'styled-components';
import type { Faq } from '../../../../shared/api-types';
import { PAGE_SIZE } from '../../../../shared/constants';
import { Paginator } from '../../../components/paginator/Paginator';
import { AccordionItem } from './Accordion';
import { HtmlContent } from './HtmlContent';

const Title = styled.h2`
  margin-block-end: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Frequently asked questions as accordions, 3 a page (spec sections 2 and 9). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [page, setPage] = useState(1);
  if (faqs.length === 0) return null;
  const size = PAGE_SIZE.faqs;
  const shown = faqs.slice((page - 1) * size, page * size);
  return (
    <section aria-label="Frequently asked questions">
      <Title>Frequently asked questions</Title>
      {shown.map((faq) => (
        <AccordionItem key={faq.question} title={faq.question}>
          <HtmlContent html={faq.answer} />
        </AccordionItem>
      ))}
      <Paginator page={page} pageCount={Math.ceil(faqs.length / size)} onChange={setPage} label="Question pages" />
    </section>
  );
}
