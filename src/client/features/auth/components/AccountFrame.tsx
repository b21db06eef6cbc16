import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Container } from '../../../components/Container';
import { PageHeading } from '../../../components/page/PageIntro';
import { usePageMeta } from '../../../components/page/use-page-meta';

const Section = styled(Container)`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Card = styled.section<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  max-inline-size: ${({ $wide }) => ($wide ? '720px' : '460px')};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A form of stacked fields; `noValidate` so the spec's own messages speak, not the browser's. */
export const Form = styled.form.attrs({ noValidate: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field that takes the whole width of a two-column grid. */
export const FullRow = styled.div`
  grid-column: 1 / -1;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

interface AccountFrameProps {
  title: string;
  lead?: string;
  /** Registration and the profile hold more fields: two columns from 600 px. */
  wide?: boolean;
  /**
   * The screen a sent form turned into (thank you, mail sent): the page goes back to its top
   * and the heading takes focus, so a phone shows it (the form was scrolled far down) and a
   * screen reader says it (the focused button is gone).
   */
  outcome?: boolean;
  children: ReactNode;
}

/** The card every account screen sits in: its heading, an opening sentence and the form. */
export function AccountFrame({ title, lead, wide, outcome = false, children }: AccountFrameProps) {
  usePageMeta(title, lead);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!outcome) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [outcome]);
  return (
    <Section>
      <Card $wide={wide} aria-labelledby="account-heading">
        <PageHeading id="account-heading" ref={heading} tabIndex={outcome ? -1 : undefined}>{title}</PageHeading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Card>
    </Section>
  );
}
