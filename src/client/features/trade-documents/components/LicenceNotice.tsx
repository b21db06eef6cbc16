import { useEffect } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { statusRequested } from '../trade-documents-slice';

const Notice = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.accentLight};
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p { margin: 0; }
`;

/** Asks the server, once per screen, whether the account's documents let it order. */
export function useTradeDocumentsStatus(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(statusRequested());
  }, [dispatch]);
}

/** Why ordering is blocked and the way out: the profile, where the renewed licence is uploaded. */
export function LicenceNotice({ id, message }: { id: string; message: string }) {
  return (
    <Notice id={id} role="alert" data-testid="licence-notice">
      <p>{message}</p>
      <p><Link to="/dashboard/profile">Upload the renewed licence in your profile</Link></p>
    </Notice>
  );
}
