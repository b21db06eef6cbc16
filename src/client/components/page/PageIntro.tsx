import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Container';
import { usePageMeta } from './use-page-meta';

export const PageHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heavy};
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Section = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Lead = styled.p`
  max-inline-size: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

interface PageIntroProps {
  title: string;
  /** The sentence under the heading, also used as the meta description when none is given. */
  lead: string;
  description?: string;
  children?: ReactNode;
}

/** A page's heading and opening sentence, with the tab title and meta description set. */
export function PageIntro({ title, lead, description, children }: PageIntroProps) {
  usePageMeta(title, description ?? lead);
  return (
    <Section>
      <PageHeading>{title}</PageHeading>
      <Lead>{lead}</Lead>
      {children}
    </Section>
  );
}
