import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ShopLegalSettings } from '../../../../shared/admin-types';
import { EMIRATES } from '../../../../shared/tax';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectLegalSave, selectLegalSettings } from '../admin-selectors';
import { Actions, ErrorText, Muted, Screen, ScreenHead, SmallButton, Thumb } from '../shared/admin-styles';
import { SelectField, TextField } from '../shared/fields';
import { readAsDataUrl } from '../shared/files';
import { ListStatus } from '../shared/ListStatus';
import { FormStack, InlineFields } from '../shared/panel-styles';
import { taxActions as actions } from './tax-slice';

const EMPTY: ShopLegalSettings = {
  legalNameEn: '', legalNameAr: '', address: '', city: '', emirate: 'DXB', trn: '', licenceNumber: '',
  licenceAuthority: '', invoicePrefix: 'INV', creditNotePrefix: 'CN', logo: null,
};

type TextKey = Exclude<keyof ShopLegalSettings, 'emirate' | 'logo'>;
// Arabic values are written right to left and marked as Arabic, so punctuation and digits
// inside them show where they belong.
const ARABIC = { dir: 'rtl', lang: 'ar' } as const;

const FIELDS: Array<{ key: TextKey; label: string; hint?: string; text?: typeof ARABIC }> = [
  { key: 'legalNameEn', label: 'Legal name (English)' },
  { key: 'legalNameAr', label: 'Legal name (Arabic)', hint: 'As on the trade licence, in Arabic letters.', text: ARABIC },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'trn', label: 'TRN', hint: '15 digits, as on the VAT registration certificate.' },
  { key: 'licenceNumber', label: 'Trade licence number' },
  { key: 'licenceAuthority', label: 'Licensing authority', hint: 'e.g. Department of Economy and Tourism, Dubai' },
  { key: 'invoicePrefix', label: 'Invoice prefix', hint: 'Numbers read PREFIX-YEAR-000001.' },
  { key: 'creditNotePrefix', label: 'Credit note prefix' },
];

/**
 * The logo printed on the documents: the saved one by its name, a newly chosen picture as a
 * data URL (sent so), or none.
 */
function LogoField({ logo, onChange }: { logo: string | null; onChange: (logo: string | null) => void }) {
  const fileId = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChange(await readAsDataUrl(file));
  };
  const preview = logo === null || logo.startsWith('data:') ? logo : `/media/${encodeURIComponent(logo)}`;
  return (
    <Actions>
      {preview && <Thumb src={preview} alt="Logo on the documents" width={40} height={40} />}
      <label htmlFor={fileId}>Logo on the documents (PNG, JPEG or WebP)</label>
      <input id={fileId} type="file" accept="image/png,image/jpeg,image/webp" onChange={choose} />
      {logo !== null && <SmallButton $variant="secondary" onClick={() => onChange(null)}>Remove logo</SmallButton>}
    </Actions>
  );
}

/** The form's own copy of the fields while staff type; the saved settings live in the store. */
function LegalForm({ initial }: { initial: ShopLegalSettings }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectLegalSave);
  const [form, setForm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.status !== 'submitting') dispatch(actions.legalSaveSubmitted(form));
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label="Legal details">
      <InlineFields>
        {FIELDS.map(({ key, label, hint, text }) => (
          <TextField key={key} label={label} hint={hint} dir={text?.dir} lang={text?.lang} required value={form[key]} onChange={(value) => setForm({ ...form, [key]: value })} />
        ))}
        <SelectField label="Emirate" value={form.emirate} onChange={(emirate) => setForm({ ...form, emirate })}>
          {EMIRATES.map((e) => <option key={e.code} value={e.code}>{e.en}</option>)}
        </SelectField>
      </InlineFields>
      <LogoField logo={form.logo} onChange={(logo) => setForm({ ...form, logo })} />
      {save.status === 'failed' && <ErrorText role="alert">{save.error}</ErrorText>}
      <div><SmallButton type="submit" disabled={save.status === 'submitting'}>{save.status === 'submitting' ? 'Saving…' : 'Save'}</SmallButton></div>
    </FormStack>
  );
}

/**
 * /admin/tax/settings: the shop's legal identity printed on every tax invoice and credit note.
 * Issued documents keep the details they were issued with; a change applies to the next ones.
 */
export function LegalSettingsScreen() {
  usePageMeta('Legal details');
  const dispatch = useAppDispatch();
  const legal = useAppSelector(selectLegalSettings);
  useEffect(() => {
    dispatch(actions.legalRequested());
  }, [dispatch]);
  return (
    <Screen aria-labelledby="legal-title">
      <ScreenHead><h1 id="legal-title">Legal details</h1></ScreenHead>
      <Muted>Printed on every tax invoice and credit note. Documents already issued keep the details they were issued with.</Muted>
      <ListStatus status={legal.status} error={legal.error} empty={legal.status !== 'succeeded'} emptyText="" onRetry={() => dispatch(actions.legalRequested())}>
        {legal.status === 'succeeded' && <LegalForm key={JSON.stringify(legal.settings)} initial={legal.settings ?? EMPTY} />}
      </ListStatus>
    </Screen>
  );
}
