import styled from 'styled-components';

// The suggestion list hangs under the search field, as wide as the row, and scrolls within
// the viewport when a long list meets a short screen.
export const List = styled.div`
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  max-block-size: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 16px);
  overflow-y: auto;
  margin-inline: auto;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.md}`};
`;

export const Group = styled.div`
  padding-block: ${({ theme }) => theme.space.xs};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
`;

export const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  &[aria-selected='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  img {
    flex: none;
    inline-size: 48px;
    block-size: 48px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .name {
    flex: 1;
    min-inline-size: 0;
  }
  .price {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  .struck {
    margin-inline-start: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    text-decoration: line-through;
  }
`;
