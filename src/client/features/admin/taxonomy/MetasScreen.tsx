import { Button } from '../../../components/Button';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { useAppSelector } from '../../../app/hooks';
import { selectMetas } from '../admin-selectors';
import { Badge, ErrorText, Screen, ScreenHead } from '../shared/admin-styles';
import { useCollections } from '../shared/screen-hooks';
import { AttributesPanel } from './AttributesPanel';
import { MetaDialog } from './MetaDialog';
import { DeleteDialog, TaxonomyTable, useEditAndDelete } from './TaxonomyTable';

/** /admin/metas: features and badges (listed under /meta/:id in the shop), and attributes. */
export function MetasScreen() {
  usePageMeta('Metas and attributes');
  useCollections('metas', 'attributes');
  const metas = useAppSelector(selectMetas);
  const { change, editing, openEdit, deleting, askDelete, close } = useEditAndDelete('meta', metas.items);
  return (
    <Screen aria-labelledby="metas-title">
      <ScreenHead>
        <h1 id="metas-title">Metas and attributes</h1>
        <Button onClick={() => openEdit(null)}>Add meta</Button>
      </ScreenHead>
      <TaxonomyTable kind="metas" list={metas} rows={metas.items} emptyText="No features or badges yet." label="Features and badges"
        head={<><th>Name</th><th>Kind</th><th>Display</th><th className="number">Products</th></>}
        onEdit={openEdit} onDelete={askDelete}
        cells={(meta) => (
          <>
            <td>{meta.name}</td>
            <td>{meta.kind === 'badge' ? 'Badge' : 'Feature'}</td>
            <td>{meta.display === 1 ? <Badge $tone="good">Shown</Badge> : <Badge>Hidden</Badge>}</td>
            <td className="number">{meta.products}</td>
          </>
        )} />
      {/* The attribute forms below have no dialog of their own to show a refusal in. */}
      {change.status === 'failed' && !editing && !deleting && <ErrorText role="alert">{change.error}</ErrorText>}
      <AttributesPanel />
      {editing && <MetaDialog key={editing.item?.id ?? 'new'} meta={editing.item} onClose={close} />}
      <DeleteDialog item={deleting} change={change} request="metaDelete" confirmLabel="Delete meta" onClose={close}>
        <p>It is taken off its {deleting?.products ?? 0} products.</p>
      </DeleteDialog>
    </Screen>
  );
}
