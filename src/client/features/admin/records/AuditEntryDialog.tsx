import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import { Actions, ErrorText, Muted, SmallButton } from '../shared/admin-styles';
import { formatDateTime } from '../shared/format';
import { selectAuditDetail, selectAuditDetailRow } from './records-selectors';
import { recordsActions as actions } from './records-slice';

const Whole = styled.pre`
  max-block-size: 60vh;
  overflow: auto;
  margin-block-start: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: pre;
`;

/** The entry staff opened with "Show all": its details whole, pretty-printed, in a scrolling box. */
export function AuditEntryDialog() {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectAuditDetail);
  const row = useAppSelector(selectAuditDetailRow);
  const entry = detail?.entry ?? null;
  // A deleted price list can hold megabytes: printed once per entry, not on every render.
  const text = useMemo(() => (entry ? JSON.stringify(entry.details, null, 2) : ''), [entry]);
  return (
    <Modal open={detail?.open ?? false} title="Audit entry" width="960px" onClose={() => dispatch(actions.auditEntryClosed())}>
      {row && <Muted>{formatDateTime(row.date)} · {row.action} · {row.target}</Muted>}
      {detail?.status === 'loading' && <Muted role="status">Loading the whole entry…</Muted>}
      {detail?.status === 'failed' && (
        <Actions role="alert">
          <ErrorText>{detail.error ?? 'Error'}</ErrorText>
          <SmallButton $variant="secondary" onClick={() => dispatch(actions.auditEntryOpened({ id: detail.id }))}>Try again</SmallButton>
        </Actions>
      )}
      {detail?.status === 'succeeded' && <Whole tabIndex={0} aria-label="Whole details">{text}</Whole>}
    </Modal>
  );
}
