import type { FormEvent } from 'react';
import { FormField } from '../../../components/fields/FormField';
import { useAppDispatch } from '../../../app/hooks';
import { validateResetRequest } from '../../../../shared/validation';
import { resetRequested } from '../auth-forms-slice';
import { AccountFrame, Actions, Form, Lead } from '../components/AccountFrame';
import { FormEnd, LoginLink, refusalOf } from '../components/FormEnd';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';

const TITLE = 'Reset Password';

/** /reset (spec section 2): asks for the email that receives a reset link. */
export function ResetRequestPage() {
  const dispatch = useAppDispatch();
  const reset = useAccountForm('reset');
  const fields = useFormFields('reset', { email: '' });
  const { values, check } = fields;
  const busy = reset.status === 'submitting';

  if (reset.status === 'succeeded') {
    return (
      <AccountFrame title={TITLE} outcome>
        <Lead role="status">{reset.message}</Lead>
        <Actions>
          <LoginLink />
        </Actions>
      </AccountFrame>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateResetRequest(values))) return;
    dispatch(resetRequested({ email: values.email.trim() }));
  }

  return (
    <AccountFrame title={TITLE} lead="Enter your email and we will send you a link to choose a new password.">
      <Form onSubmit={submit} aria-label="Reset password">
        <FormField fields={fields} name="email" label="Email" type="email" autoComplete="email" />
        <FormEnd failure={refusalOf(reset)} busy={busy} submitLabel="Reset Password">
          <LoginLink />
        </FormEnd>
      </Form>
    </AccountFrame>
  );
}
