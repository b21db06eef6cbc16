import styled from 'styled-components';

export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 80px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  img {
    inline-size: 80px;
    block-size: 80px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    object-fit: contain;
  }
`;

export const LineBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

export const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const Discount = styled.span`
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Prices = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }

  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const Control = styled.div`
  max-inline-size: 260px;
`;

export const Notice = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
