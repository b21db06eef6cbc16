import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { Spinner } from '../../../components/fields/field-styles';
import { FormField } from '../../../components/fields/FormField';
import { useAppDispatch } from '../../../app/hooks';
import { validateConfirmCode } from '../../../../shared/validation';
import { confirmSubmitted, resendRequested } from '../auth-forms-slice';
import { AccountFrame, Actions, Form, Lead } from '../components/AccountFrame';
import { FormEnd, refusalOf } from '../components/FormEnd';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';

const TITLE = 'Confirm Your Account';

/** /confirm/:email (spec section 2): the code mailed to that address confirms the account. */
export function ConfirmPage() {
  const { email = '' } = useParams();
  const dispatch = useAppDispatch();
  const confirm = useAccountForm('confirm');
  const resend = useAccountForm('resend');
  const fields = useFormFields('confirm', { code: '' });
  const { values, check } = fields;
  const busy = confirm.status === 'submitting';
  const resending = resend.status === 'submitting';

  if (confirm.status === 'succeeded') {
    return (
      <AccountFrame title={TITLE} outcome>
        <Lead role="status">{confirm.message}</Lead>
        <Actions>
          <ButtonLink to="/">Back Home Page</ButtonLink>
        </Actions>
      </AccountFrame>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateConfirmCode(values))) return;
    dispatch(confirmSubmitted({ email, code: values.code.trim() }));
  }

  // The error line tells what the last request answered: the confirmation, else a resend.
  const failure = refusalOf(confirm) ?? refusalOf(resend);

  return (
    <AccountFrame title={TITLE} lead={`Enter the confirmation code we sent to ${email}.`}>
      <Form onSubmit={submit} aria-label="Confirm account">
        <FormField fields={fields} name="code" label="Confirm Code" mandatory inputMode="numeric" autoComplete="one-time-code" />
        <FormEnd failure={failure} busy={busy} submitLabel="Confirm">
          <Button
            $variant="secondary"
            disabled={resending}
            aria-busy={resending || undefined}
            onClick={() => dispatch(resendRequested({ email }))}
          >
            {resending && <Spinner aria-hidden="true" />}
            Resend Code
          </Button>
        </FormEnd>
      </Form>
    </AccountFrame>
  );
}
