import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/Container';
import { usePageMeta } from '../../../components/page/use-page-meta';
import type { AdminMeta } from '../../../../shared/admin-types';
import { selectMetas, selectTaxonomyChange } from '../admin-selectors';
import { Actions, Badge, ErrorText, Screen, ScreenHead, SmallButton, Table } from '../shared/admin-styles';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ListStatus } from '../shared/ListStatus';
import { useAfterSuccess, useCollections } from '../shared/screen-hooks';
import { AttributesPanel } from './AttributesPanel';
import { MetaDialog } from './MetaDialog';
import { taxonomyActions } from './taxonomy-slice';

/** /admin/metas: features and badges (listed under /meta/:id in the shop), and attributes. */
export function MetasScreen() {
  usePageMeta('Metas and attributes');
  useCollections('metas', 'attributes');
  const dispatch = useAppDispatch();
  const metas = useAppSelector(selectMetas);
  const change = useAppSelector(selectTaxonomyChange);
  const [editing, setEditing] = useState<AdminMeta | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminMeta | null>(null);
  useAfterSuccess(change, () => setDeleting(null));
  const close = () => {
    setEditing(null);
    setDeleting(null);
    dispatch(taxonomyActions.changeDismissed());
  };
  return (
    <Screen aria-labelledby="metas-title">
      <ScreenHead>
        <h1 id="metas-title">Metas and attributes</h1>
        <Button onClick={() => setEditing('new')}>Add meta</Button>
      </ScreenHead>
      <ListStatus status={metas.status} error={metas.error} empty={metas.items.length === 0} emptyText="No features or badges yet."
        onRetry={() => dispatch(taxonomyActions.collectionRequested('metas'))}>
        <Table aria-label="Features and badges">
          <thead>
            <tr><th>Name</th><th>Kind</th><th>Display</th><th className="number">Products</th><th><VisuallyHidden>Actions</VisuallyHidden></th></tr>
          </thead>
          <tbody>
            {metas.items.map((meta) => (
              <tr key={meta.id}>
                <td>{meta.name}</td>
                <td>{meta.kind === 'badge' ? 'Badge' : 'Feature'}</td>
                <td>{meta.display === 1 ? <Badge $tone="good">Shown</Badge> : <Badge>Hidden</Badge>}</td>
                <td className="number">{meta.products}</td>
                <td>
                  <Actions>
                    <SmallButton $variant="ghost" aria-label={`Edit ${meta.name}`} onClick={() => setEditing(meta)}>Edit</SmallButton>
                    <SmallButton $variant="ghost" aria-label={`Delete ${meta.name}`} onClick={() => setDeleting(meta)}>Delete</SmallButton>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListStatus>
      {change.status === 'failed' && !editing && !deleting && <ErrorText role="alert">{change.error}</ErrorText>}
      <AttributesPanel />
      {editing && <MetaDialog meta={editing === 'new' ? null : editing} onClose={close} />}
      <ConfirmDialog open={deleting !== null} title={`Delete ${deleting?.name ?? ''}?`} confirmLabel="Delete meta" danger
        busy={change.status === 'submitting'} error={change.error} onClose={close}
        onConfirm={() => deleting && dispatch(taxonomyActions.changeSubmitted({ kind: 'metaDelete', id: deleting.id }))}>
        <p>It is taken off its {deleting?.products ?? 0} products.</p>
      </ConfirmDialog>
    </Screen>
  );
}
