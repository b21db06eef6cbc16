import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { CountryField } from '../../../components/fields/CountryField';
import { FileField, type PickedFile } from '../../../components/fields/FileField';
import { FormAlert } from '../../../components/fields/field-styles';
import { FormField } from '../../../components/fields/FormField';
import { TextField } from '../../../components/fields/TextField';
import { TradeDocumentFields, tradeDocumentsOf, tradeDocumentsProblem } from '../../../components/fields/TradeDocumentFields';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { DEFAULT_COUNTRY_ID } from '../../../../shared/constants';
import { TRADE_DOCUMENT_MESSAGES } from '../../../../shared/trade-documents';
import { validateProfile } from '../../../../shared/validation';
import { selectCustomer, selectForm } from '../auth-selectors';
import { logoutClicked, logoutEverywhereClicked, profileSubmitted } from '../auth-forms-slice';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';
import { EmailField, NameFields } from './AccountFields';
import { FieldGrid, Form, FullRow } from './AccountFrame';
import { DocumentLink } from './DocumentLink';
import { EmailCodeForm } from './EmailCodeForm';
import { FormEnd, refusalOf } from './FormEnd';

const CURRENT_PASSWORD_NEEDED = 'Please, enter your current password to change your email.';

/** A new email is confirmed with the current password (the server asks for it). */
function currentPasswordProblem(emailChanged: boolean, currentPassword: string) {
  return emailChanged && currentPassword === '' ? { field: 'currentPassword', message: CURRENT_PASSWORD_NEEDED } : null;
}

/** A new licence expiry date comes with the renewed licence (the server refuses it alone). */
function renewalProblem(expiry: string, before: string, licence: PickedFile | null) {
  return expiry !== before && licence === null ? { field: 'licenceExpiry' as const, message: TRADE_DOCUMENT_MESSAGES.renewalNeedsFile } : null;
}

/**
 * The dashboard's Profile view (spec section 2): editable details, documents, Edit and Logout.
 * A new email asks for the current password, then for the code mailed to the new address.
 */
export function ProfileForm({ onChangePassword }: { onChangePassword: () => void }) {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const form = useAccountForm('profile');
  // Not reset when the form goes (Change Password, another dashboard view): a code on its way
  // to a new address is still asked for when the customer comes back. Logout forgets it.
  const emailCode = useAppSelector((state) => selectForm(state, 'emailCode'));
  const everywhere = useAccountForm('logoutEverywhere');
  const initialDocuments = {
    legalName: customer?.legal_name ?? '',
    emirate: customer?.emirate ?? '',
    licenceNumber: customer?.licence_number ?? '',
    licenceExpiry: customer?.licence_expiry ?? '',
    trn: customer?.trn ?? '',
    trnRegisteredOn: customer?.trn_registered_on ?? '',
  };
  const fields = useFormFields('profile', {
    name: customer?.name ?? '',
    companyName: customer?.company_name ?? '',
    country: customer?.country_id ?? (DEFAULT_COUNTRY_ID.profile as number),
    mobile: customer?.mobile ?? '',
    email: customer?.email ?? '',
    currentPassword: '',
    ...initialDocuments,
  });
  const { values, setValues, change, check, fileField } = fields;
  const [lisence, setLisence] = useState<PickedFile | null>(null);
  const [otrn, setOtrn] = useState<PickedFile | null>(null);
  // Saved files are now the ones on file: the inputs start empty again (the files are drafts).
  const [filesKey, setFilesKey] = useState(0);
  const busy = form.status === 'submitting';
  const emailChanged = values.email.trim().toLowerCase() !== (customer?.email ?? '').toLowerCase();

  useEffect(() => {
    if (form.status !== 'succeeded') return;
    setLisence(null);
    setOtrn(null);
    setFilesKey((key) => key + 1);
    setValues((current) => ({ ...current, currentPassword: '' }));
  }, [form.status, setValues]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateProfile(values) ?? tradeDocumentsProblem(values)
      ?? renewalProblem(values.licenceExpiry, initialDocuments.licenceExpiry, lisence)
      ?? currentPasswordProblem(emailChanged, values.currentPassword))) return;
    dispatch(profileSubmitted({
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      // api-contract.md: an empty value keeps the stored file.
      otrn: otrn?.dataUrl ?? '',
      lisence: lisence?.dataUrl ?? '',
      country: values.country,
      mobile: values.mobile.trim(),
      email: values.email.trim(),
      ...tradeDocumentsOf(values, initialDocuments),
      ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
    }));
  }

  const codeAsked = emailCode.status !== 'idle' && emailCode.status !== 'succeeded';
  return (
    <>
      <Form onSubmit={submit} aria-label="Profile">
        <FieldGrid>
          <NameFields fields={fields} />
          <FullRow>
            <CountryField value={values.country} onValueChange={change('country')} allowNone />
          </FullRow>
          <FileField key={`lisence-${filesKey}`} label="Lisence" {...fileField('lisence', setLisence)}>
            <DocumentLink name={customer?.lisence_number ?? null} label="Lisence" />
          </FileField>
          <FileField key={`otrn-${filesKey}`} label="TRN" {...fileField('otrn', setOtrn)}>
            <DocumentLink name={customer?.otrn_number ?? null} label="TRN" />
          </FileField>
          <TradeDocumentFields {...fields} />
          <TextField label="Contact Number" type="tel" autoComplete="tel" value={values.mobile} onValueChange={change('mobile')} />
          <EmailField fields={fields} />
          {emailChanged && (
            <FormField fields={fields} name="currentPassword" label="Current password" type="password" autoComplete="current-password" mandatory />
          )}
        </FieldGrid>
        <FormEnd failure={refusalOf(form)} busy={busy} submitLabel="Edit">
          <Button $variant="secondary" onClick={onChangePassword}>
            Change Password
          </Button>
          <Button $variant="ghost" onClick={() => dispatch(logoutClicked())}>
            Logout
          </Button>
          <Button $variant="ghost" disabled={everywhere.status === 'submitting'} onClick={() => dispatch(logoutEverywhereClicked())}>
            Log out on all devices
          </Button>
        </FormEnd>
        {everywhere.status === 'failed' && everywhere.message && <FormAlert role="alert">{everywhere.message}</FormAlert>}
      </Form>
      {codeAsked && <EmailCodeForm form={emailCode} />}
    </>
  );
}
