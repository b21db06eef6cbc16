import { useState, type FormEvent } from 'react';
import { ButtonLink } from '../../../components/Button';
import { CountryField } from '../../../components/fields/CountryField';
import { FileField, type PickedFile } from '../../../components/fields/FileField';
import { TextField } from '../../../components/fields/TextField';
import {
  EMPTY_TRADE_DOCUMENTS, TradeDocumentFields, tradeDocumentsOf, tradeDocumentsProblem,
} from '../../../components/fields/TradeDocumentFields';
import { useAppDispatch } from '../../../app/hooks';
import { DEFAULT_COUNTRY_ID } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { validateRegistration } from '../../../../shared/validation';
import { registerSubmitted } from '../auth-forms-slice';
import { EmailField, NameFields, PasswordFields } from '../components/AccountFields';
import { AccountFrame, Actions, FieldGrid, Form, FullRow, Lead } from '../components/AccountFrame';
import { FormEnd, refusalOf } from '../components/FormEnd';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';

const EMPTY = {
  name: '', companyName: '', country: DEFAULT_COUNTRY_ID.register as number, mobile: '', email: '', password: '', confirmPassword: '',
  ...EMPTY_TRADE_DOCUMENTS,
};

function ThankYou({ email }: { email: string }) {
  return (
    <AccountFrame title={MSG.register.thankYou} outcome>
      <Lead>
        We have sent a confirmation code to {email}. Your account will be activated after admin approval.
      </Lead>
      <Actions>
        <ButtonLink to="/">Back Home Page</ButtonLink>
        <ButtonLink to={`/confirm/${encodeURIComponent(email)}`} $variant="secondary">
          Enter the confirm code
        </ButtonLink>
      </Actions>
    </AccountFrame>
  );
}

/** /register (spec sections 2 and 5): the business account form, then the thank-you screen. */
export function RegisterPage() {
  const dispatch = useAppDispatch();
  const register = useAccountForm('register');
  const fields = useFormFields('register', EMPTY);
  const { values, change, check, fileField } = fields;
  const [lisence, setLisence] = useState<PickedFile | null>(null);
  const [otrn, setOtrn] = useState<PickedFile | null>(null);
  const busy = register.status === 'submitting';

  if (register.status === 'succeeded') return <ThankYou email={values.email.trim()} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateRegistration(values) ?? tradeDocumentsProblem(values))) return;
    dispatch(registerSubmitted({
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      country: values.country,
      lisence: lisence?.dataUrl ?? '',
      password: values.password,
      mobile: values.mobile.trim(),
      email: values.email.trim(),
      otrn: otrn?.dataUrl ?? '',
      ...tradeDocumentsOf(values),
    }));
  }

  return (
    <AccountFrame
      title="Register"
      lead="Open a business account with your trade licence and TRN; we activate it after approval."
      wide
    >
      <Form onSubmit={submit} aria-label="Register">
        <FieldGrid>
          <NameFields fields={fields} />
          <CountryField value={values.country} onValueChange={change('country')} />
          <TextField label="Contact Number" type="tel" autoComplete="tel" value={values.mobile} onValueChange={change('mobile')} />
          <FileField label="Lisence" {...fileField('lisence', setLisence)} />
          <FileField label="TRN" {...fileField('otrn', setOtrn)} />
          <TradeDocumentFields {...fields} />
          <FullRow>
            <EmailField fields={fields} />
          </FullRow>
          <PasswordFields fields={fields} />
        </FieldGrid>
        <FormEnd failure={refusalOf(register)} busy={busy} submitLabel="Register">
          <ButtonLink to="/login" $variant="ghost">
            I have an account
          </ButtonLink>
        </FormEnd>
      </Form>
    </AccountFrame>
  );
}
