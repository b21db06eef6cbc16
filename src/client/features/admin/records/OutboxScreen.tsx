import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectOutbox } from '../admin-selectors';
import { Badge, Screen, ScreenHead } from '../shared/admin-styles';
import { formatDateTime } from '../shared/format';
import { ListStatus, Pager } from '../shared/ListStatus';
import { SearchBox } from '../shared/SearchBox';
import { recordsActions as actions } from './records-slice';

const Mails = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }

  summary {
    display: grid;
    grid-template-columns: 160px 240px minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }

  pre {
    padding: ${({ theme }) => theme.space.md};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-family: inherit;
    white-space: pre-wrap;
  }
`;

/** /admin/outbox: every mail the shop wrote, newest first; each opens to its text. */
export function OutboxScreen() {
  usePageMeta('Mail outbox');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOutbox);
  useEffect(() => {
    dispatch(actions.outboxOpened());
  }, [dispatch]);
  return (
    <Screen aria-labelledby="outbox-title">
      <ScreenHead>
        <h1 id="outbox-title">Mail outbox</h1>
        <SearchBox label="Search by recipient or subject" placeholder="layla@pawsco.ae" initial={list.query.q}
          onSearch={(q) => dispatch(actions.outboxRequested({ p: 1, q }))} />
      </ScreenHead>
      <ListStatus status={list.status} error={list.error} empty={list.items.length === 0} emptyText={list.query.q ? 'No mail to or about this.' : 'No mail yet.'}
        onRetry={() => dispatch(actions.outboxRequested(list.query))}>
        <Mails>
          {list.items.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <span>{formatDateTime(mail.date)}</span>
                  <span>{mail.to}</span>
                  <strong>{mail.subject}</strong>
                  {mail.error ? <Badge $tone="bad">Not sent</Badge> : mail.sent_at ? <Badge $tone="good">Sent</Badge> : <Badge>Outbox only</Badge>}
                </summary>
                <pre>{mail.text}</pre>
                {mail.error && <pre>{mail.error}</pre>}
              </details>
            </li>
          ))}
        </Mails>
      </ListStatus>
      <Pager label="Outbox pages" page={list.query.p} count={list.count} onChange={(p) => dispatch(actions.outboxRequested({ ...list.query, p }))} />
    </Screen>
  );
}
