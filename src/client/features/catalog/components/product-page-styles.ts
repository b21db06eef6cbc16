import styled from 'styled-components';
import { Container } from '../../../components/Container';

export const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

/**
 * While the product loads: at least a screen tall, like the page that replaces it, so the
 * footer below never shows and then jumps away (a layout shift).
 */
export const LoadingPage = styled(Page)`
  min-block-size: 100vh;
`;

export const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
    line-height: 1.25;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  dd a + a::before {
    content: ', ';
  }
`;

export const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};

  li {
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Note = styled.p<{ $tone?: 'warning' | 'muted' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.textMuted)};
  font-weight: ${({ theme, $tone }) => ($tone === 'warning' ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const Buy = styled.div`
  max-inline-size: 360px;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Reviews = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
