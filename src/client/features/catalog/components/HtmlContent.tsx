import styled from 'styled-components';

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;

  p, ul, ol, table {
    margin-block: 0 ${({ theme }) => theme.space.sm};
  }

  ul, ol {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }

  table {
    border-collapse: collapse;
  }

  th, td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;

/** HTML written in the back office; the server sanitizes it in every answer (no scripts, no handlers). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
