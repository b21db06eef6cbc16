import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectEditorProduct, selectVariantPatch } from '../../admin-selectors';
import { ErrorText, Scroll, SmallButton, Table } from '../../shared/admin-styles';
import { editorActions } from '../editor-slice';
import { variantFromRow, variantRow, type ProductForm, type VariantRow } from '../product-form';
import type { FieldErrors } from '../product-rules';
import type { UpdateForm } from './ProductBasics';
import { Section } from './editor-styles';
import { AttributeSelect, CellInput, ThumbnailSelect, VatSelect } from './VariantCells';

const PRICE_COLUMNS = [
  ['stock', 'Stock'], ['price', 'Price'], ['sale_price', 'Sale'], ['b2b_price', 'B2B'], ['b2b_sale_price', 'B2B sale'],
  ['min_order', 'Min. order'], ['order_multiple', 'Case of'], ['max_order', 'Max. order'],
] as const;

interface VariantsEditorProps {
  form: ProductForm;
  update: UpdateForm;
  errors: FieldErrors;
}

/**
 * The variants: SKU, up to two attributes, stock and the four prices (AED), the quantity rule
 * (minimum, case pack, maximum per order), the VAT category its invoice lines are taxed by,
 * thumbnail. A saved
 * variant's stock and prices can also be sent on their own at once ('Save stock and prices'),
 * without saving the whole product.
 */
export function VariantsEditor({ form, update, errors }: VariantsEditorProps) {
  const dispatch = useAppDispatch();
  const product = useAppSelector(selectEditorProduct);
  const patch = useAppSelector(selectVariantPatch);
  const imageNames = (product?.images ?? []).map((image) => image.name);
  const rows = form.variants;
  const change = (index: number, values: Partial<VariantRow>) =>
    update('variants', rows.map((row, at) => (at === index ? { ...row, ...values } : row)));
  const quickSave = (row: VariantRow) => {
    if (row.id === undefined) return;
    const { stock, price, sale_price, b2b_price, b2b_sale_price } = variantFromRow(row);
    dispatch(editorActions.variantPatchSubmitted({ id: row.id, sku: row.sku, patch: { stock, price, sale_price, b2b_price, b2b_sale_price } }));
  };
  return (
    <Section>
      <legend>Variants</legend>
      {errors.variants && <ErrorText role="alert">{errors.variants}</ErrorText>}
      <Scroll>
        <Table aria-label="Variants">
          <thead>
            <tr>
              <th>SKU</th><th>Attribute 1</th><th>Attribute 2</th>
              {PRICE_COLUMNS.map(([, title]) => <th key={title} className="number">{title}</th>)}
              <th>VAT</th><th>Thumbnail</th><th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = `Variant ${index + 1}`;
              const rowPatch = patch.id !== null && patch.id === row.id ? patch : null;
              return (
                <tr key={row.key}>
                  <td><CellInput label={`${name} SKU`} value={row.sku} error={errors[`variants.${index}.sku`]} onChange={(sku) => change(index, { sku })} /></td>
                  <td><AttributeSelect label={`${name} attribute 1`} value={row.attribute_1} onChange={(value) => change(index, { attribute_1: value })} /></td>
                  <td><AttributeSelect label={`${name} attribute 2`} value={row.attribute_2} onChange={(value) => change(index, { attribute_2: value })} /></td>
                  {PRICE_COLUMNS.map(([field, title]) => (
                    <td key={field} className="number">
                      <CellInput numeric label={`${name} ${title.toLowerCase()}`} value={row[field]} error={errors[`variants.${index}.${field}`]}
                        onChange={(value) => change(index, { [field]: value })} />
                    </td>
                  ))}
                  <td><VatSelect label={`${name} VAT category`} value={row.vat_category} onChange={(vat_category) => change(index, { vat_category })} /></td>
                  <td><ThumbnailSelect label={`${name} thumbnail`} value={row.thumbnail} names={imageNames} onChange={(thumbnail) => change(index, { thumbnail })} /></td>
                  <td>
                    {row.id !== undefined && (
                      <SmallButton $variant="secondary" disabled={patch.status === 'submitting'} aria-busy={rowPatch?.status === 'submitting'}
                        onClick={() => quickSave(row)}>
                        Save stock and prices
                      </SmallButton>
                    )}
                    <SmallButton $variant="ghost" aria-label={`Remove ${name.toLowerCase()}`}
                      onClick={() => update('variants', rows.filter((_, at) => at !== index))}>Remove</SmallButton>
                    {rowPatch?.status === 'failed' && <ErrorText role="alert">{rowPatch.error}</ErrorText>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
      <SmallButton $variant="secondary" onClick={() => update('variants', [...rows, variantRow()])}>Add variant</SmallButton>
    </Section>
  );
}
