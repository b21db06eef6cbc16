import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import type { AdminProduct } from '../../../../../shared/admin-types';
import { selectEditorSave } from '../../admin-selectors';
import { ErrorText, FormStack, SmallButton } from '../../shared/admin-styles';
import { Button } from '../../../../components/Button';
import { editorActions } from '../editor-slice';
import { formFromProduct, inputFromForm, type ProductForm } from '../product-form';
import { ProductBasics, type UpdateForm } from './ProductBasics';
import { ProductPlacement } from './ProductPlacement';
import { FaqsEditor, TabsEditor } from './TabsAndFaqs';
import { VariantsEditor } from './VariantsEditor';
import { SaveBar } from './editor-styles';

interface ProductEditorFormProps {
  id: number | null;
  product: AdminProduct | null;
}

/**
 * The product's fields. They live here while staff type; Save hands them to the saga, which
 * checks the rules and sends them. The form starts again from the server's copy after each
 * load and save (its parent keys it by the editor's revision).
 */
export function ProductEditorForm({ id, product }: ProductEditorFormProps) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectEditorSave);
  const [form, setForm] = useState<ProductForm>(() => formFromProduct(product));
  const update: UpdateForm = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  const errors = save.fieldErrors;
  const busy = save.status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) dispatch(editorActions.saveSubmitted({ id, input: inputFromForm(form) }));
  };
  const problems = Object.keys(errors).length;
  return (
    <FormStack noValidate onSubmit={submit} aria-label="Product">
      <ProductBasics form={form} update={update} errors={errors} />
      <ProductPlacement form={form} update={update} />
      <VariantsEditor form={form} update={update} errors={errors} />
      <TabsEditor form={form} update={update} errors={errors} />
      <FaqsEditor form={form} update={update} errors={errors} />
      <SaveBar>
        <Button type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : id === null ? 'Create product' : 'Save product'}</Button>
        {problems > 0 && <ErrorText role="alert">{problems === 1 ? 'One field needs' : `${problems} fields need`} correcting before saving.</ErrorText>}
        {save.status === 'failed' && save.error && <ErrorText role="alert">{save.error}</ErrorText>}
        {save.stale && id !== null && (
          <SmallButton $variant="secondary" onClick={() => dispatch(editorActions.productReloadRequested({ id }))}>
            Reload the product (your unsaved changes are dropped)
          </SmallButton>
        )}
      </SaveBar>
    </FormStack>
  );
}
