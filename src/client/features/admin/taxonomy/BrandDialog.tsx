import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Modal } from '../../../components/dialog/Modal';
import type { AdminBrand } from '../../../../shared/admin-types';
import { selectTaxonomyChange } from '../admin-selectors';
import { slugify } from '../products/product-form';
import { Actions, ErrorText, FormStack, SmallButton, Thumb } from '../shared/admin-styles';
import { TextField } from '../shared/fields';
import { readAsDataUrl } from '../shared/files';
import { taxonomyActions } from './taxonomy-slice';

/** Adds a brand or changes one; a new logo is sent as a data URL, none keeps the old one. */
export function BrandDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectTaxonomyChange);
  const [name, setName] = useState(brand?.name ?? '');
  const [slug, setSlug] = useState(brand?.slug ?? '');
  const [logo, setLogo] = useState<string | null>(null);
  const fileId = useId();
  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setLogo(file ? await readAsDataUrl(file) : null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), slug: slug.trim() || slugify(name), ...(logo ? { logo } : {}) };
    dispatch(taxonomyActions.changeSubmitted({ kind: 'brand', id: brand?.id ?? null, input }));
  };
  const busy = change.status === 'submitting';
  const preview = logo ?? brand?.thumbnail ?? null;
  return (
    <Modal open title={brand ? `Edit ${brand.name}` : 'Add brand'} onClose={onClose} width="480px">
      <FormStack noValidate onSubmit={submit}>
        <TextField label="Name" required value={name} onChange={setName} />
        <TextField label="Slug" value={slug} onChange={setSlug} hint="Left empty, it is made from the name." />
        <Actions>
          {preview && <Thumb src={preview} alt="Logo preview" width={40} height={40} />}
          <label htmlFor={fileId}>Logo (PNG, JPEG or WebP)</label>
          <input id={fileId} type="file" accept="image/png,image/jpeg,image/webp" onChange={chooseLogo} />
        </Actions>
        {change.status === 'failed' && <ErrorText role="alert">{change.error}</ErrorText>}
        <Actions>
          <SmallButton type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save brand'}</SmallButton>
          <SmallButton $variant="secondary" onClick={onClose}>Back</SmallButton>
        </Actions>
      </FormStack>
    </Modal>
  );
}
