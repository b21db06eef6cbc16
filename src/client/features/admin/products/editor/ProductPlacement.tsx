import { useAppSelector } from '../../../../app/hooks';
import type { AdminMeta } from '../../../../../shared/admin-types';
import { selectCategoryTree, selectMetas } from '../../admin-selectors';
import { Muted } from '../../shared/admin-styles';
import { CheckField } from '../../shared/fields';
import type { ProductForm } from '../product-form';
import type { UpdateForm } from './ProductBasics';
import { CheckList, Columns, Indent, Section } from './editor-styles';

const toggle = (ids: number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((item) => item !== id));

function MetaChoices({ title, metas, chosen, onChange }: { title: string; metas: AdminMeta[]; chosen: number[]; onChange: (ids: number[]) => void }) {
  return (
    <div role="group" aria-label={title}>
      <strong>{title}</strong>
      {metas.length === 0 ? <Muted>None yet.</Muted> : (
        <CheckList>
          {metas.map((meta) => (
            <li key={meta.id}>
              <CheckField label={meta.name} checked={chosen.includes(meta.id)} onChange={(on) => onChange(toggle(chosen, meta.id, on))} />
            </li>
          ))}
        </CheckList>
      )}
    </div>
  );
}

/** Where the product is listed: its categories from the tree, its features and badges. */
export function ProductPlacement({ form, update }: { form: ProductForm; update: UpdateForm }) {
  const tree = useAppSelector(selectCategoryTree);
  const metas = useAppSelector(selectMetas).items;
  return (
    <Section>
      <legend>Categories, features and badges</legend>
      <Columns>
        <div role="group" aria-label="Categories">
          <strong>Categories</strong>
          {tree.length === 0 ? <Muted>No categories yet.</Muted> : (
            <CheckList>
              {tree.map((node) => (
                <Indent key={node.id} $depth={node.depth}>
                  <CheckField label={node.name} checked={form.category_ids.includes(node.id)}
                    onChange={(on) => update('category_ids', toggle(form.category_ids, node.id, on))} />
                </Indent>
              ))}
            </CheckList>
          )}
        </div>
        <MetaChoices title="Features" metas={metas.filter((meta) => meta.kind === 'feature')} chosen={form.meta_ids}
          onChange={(ids) => update('meta_ids', ids)} />
        <MetaChoices title="Badges" metas={metas.filter((meta) => meta.kind === 'badge')} chosen={form.meta_ids}
          onChange={(ids) => update('meta_ids', ids)} />
      </Columns>
    </Section>
  );
}
