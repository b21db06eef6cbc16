import styled from 'styled-components';
import { Container } from '../../../components/Container';
import { panelBox } from '../../../components/page/panel';

export const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

export const Panel = styled.section`
  ${panelBox}
  /* The rows' table scrolls inside its panel on a phone instead of widening the page. */
  min-inline-size: 0;
  overflow-x: auto;

  textarea {
    min-block-size: 8rem;
    font-family: monospace;
  }

  textarea, input {
    max-inline-size: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const Rows = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  th, td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: start;
    vertical-align: top;
  }

  input {
    inline-size: 100%;
  }
`;

export const RowMessage = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.error)};
`;
