import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { searchCleared } from '../../../lib/shared-events';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primaryLight};

  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** Tells that the listing is filtered by the header search, with the way out of it. */
export function SearchNotice({ term }: { term: string }) {
  const dispatch = useAppDispatch();
  if (!term.trim()) return null;
  return (
    <Notice role="status">
      <span>
        Results for <strong>“{term.trim()}”</strong>
      </span>
      <button type="button" onClick={() => dispatch(searchCleared())}>Clear search</button>
    </Notice>
  );
}
