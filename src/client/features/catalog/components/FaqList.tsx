import styled from 'styled-components';
import type { Faq } from '../../../../shared/api-types';
import { PAGE_SIZE } from '../../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Paginator } from '../../../components/paginator/Paginator';
import { faqPageChosen, faqSection, selectFaqPage } from '../product-view-slice';
import { AccordionItem } from './Accordion';
import { HtmlContent } from './HtmlContent';

const Title = styled.h2`
  margin-block-end: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Frequently asked questions as accordions, 3 a page (spec sections 2 and 9). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const dispatch = useAppDispatch();
  const chosenPage = useAppSelector(selectFaqPage);
  if (faqs.length === 0) return null;
  const size = PAGE_SIZE.faqs;
  const pageCount = Math.ceil(faqs.length / size);
  // A page the questions no longer reach (the product changed on reload) shows the last one.
  const page = Math.min(chosenPage, pageCount);
  const shown = faqs.slice((page - 1) * size, page * size);
  return (
    <section aria-label="Frequently asked questions">
      <Title>Frequently asked questions</Title>
      {shown.map((faq) => (
        <AccordionItem key={faq.question} section={faqSection(faq.question)} title={faq.question}>
          <HtmlContent html={faq.answer} />
        </AccordionItem>
      ))}
      <Paginator page={page} pageCount={pageCount} onChange={(next) => dispatch(faqPageChosen(next))} label="Question pages" />
    </section>
  );
}
