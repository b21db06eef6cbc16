import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** The card every account screen sits in: its heading, an opening sentence and the form. */
export function AccountFrame({ title, lead, wide, children }: AccountFrameProps) {
  usePageMeta(title, lead);
  return (
    <Section>
      <Card $wide={wide} aria-labelledby="account-heading">
        <PageHeading id="account-heading">{title}</PageHeading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Card>
    </Section>
  );
}
