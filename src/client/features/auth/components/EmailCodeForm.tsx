import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { FormAlert } from '../../../components/fields/field-styles';
import { TextField } from '../../../components/fields/TextField';
import { emailCodeSubmitted, type AuthFormsState } from '../auth-forms-slice';
import { Form } from './AccountFrame';
import { FormEnd, refusalOf } from './FormEnd';

/** The second step of an email change: the 6-digit code mailed to the new address. */
export function EmailCodeForm({ form }: { form: AuthFormsState['emailCode'] }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const busy = form.status === 'submitting';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    dispatch(emailCodeSubmitted({ code: code.trim() }));
  }

  return (
    <Form onSubmit={submit} aria-label="Confirm new email">
      {form.status === 'awaitingCode' && form.message && <FormAlert $tone="info" role="status">{form.message}</FormAlert>}
      <TextField label="Code from the email" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onValueChange={setCode} mandatory />
      <FormEnd failure={refusalOf(form)} busy={busy} submitLabel="Confirm email" />
    </Form>
  );
}
