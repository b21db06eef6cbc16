import { useAppSelector } from '../../../../app/hooks';
import { selectBrands } from '../../admin-selectors';
import { Muted, SmallButton } from '../../shared/admin-styles';
import { CheckField, SelectField, TextField } from '../../shared/fields';
import { slugify, type ProductForm } from '../product-form';
import type { FieldErrors } from '../product-rules';
import { Columns, Section } from './editor-styles';

export type UpdateForm = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => void;

interface PartProps {
  form: ProductForm;
  update: UpdateForm;
  errors: FieldErrors;
}

/** Name, address, brand, visibility and the texts of the product page. */
export function ProductBasics({ form, update, errors }: PartProps) {
  const brands = useAppSelector(selectBrands);
  return (
    <Section>
      <legend>Product</legend>
      <Columns>
        <TextField label="Name" required value={form.name} onChange={(value) => update('name', value)} error={errors.name} />
        <div>
          <TextField label="Slug" required value={form.slug} onChange={(value) => update('slug', value)} error={errors.slug}
            hint="The product's address: /product/slug" />
          <SmallButton $variant="ghost" disabled={!form.name.trim()} onClick={() => update('slug', slugify(form.name))}>
            Make from the name
          </SmallButton>
        </div>
        <SelectField label="Brand" value={form.brand_id} onChange={(value) => update('brand_id', value)}>
          <option value="">No brand</option>
          {brands.items.map((brand) => <option key={brand.id} value={brand.id}>{brand.name}</option>)}
        </SelectField>
      </Columns>
      <Columns>
        <CheckField label="Active (shown in the shop)" checked={form.active} onChange={(value) => update('active', value)} />
        <CheckField label="One-day delivery" checked={form.direct_fast} onChange={(value) => update('direct_fast', value)} />
      </Columns>
      <Muted>HTML is allowed in the excerpt, the introduction and the tabs; the server removes scripts, event handlers and javascript: links.</Muted>
      <TextField label="Excerpt (HTML)" multiline rows={3} value={form.excerpt} onChange={(value) => update('excerpt', value)} />
      <TextField label="Introduction (HTML)" multiline rows={6} value={form.introduction} onChange={(value) => update('introduction', value)} />
      <TextField label="Meta description" multiline rows={2} value={form.meta_description}
        onChange={(value) => update('meta_description', value)} hint="Shown by search engines; about 160 characters." />
    </Section>
  );
}
