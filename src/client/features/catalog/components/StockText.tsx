import styled from 'styled-components';

const Text = styled.span<{ $available: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $available }) => ($available ? theme.colors.success : theme.colors.error)};
`;

/** Spec section 5: above 0 in stock is 'Available', otherwise 'Unavailable'. */
export function StockText({ stock }: { stock: number }) {
  const available = stock > 0;
  return <Text $available={available}>{available ? 'Available' : 'Unavailable'}</Text>;
}
