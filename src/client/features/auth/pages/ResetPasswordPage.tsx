import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { validateNewPassword } from '../../../../shared/validation';
import { newPasswordSubmitted } from '../auth-forms-slice';
import { PasswordFields } from '../components/AccountFields';
import { AccountFrame, Form } from '../components/AccountFrame';
import { FormEnd, LoginLink, refusalOf } from '../components/FormEnd';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';

/** /reset/:code (spec section 2): the link from the reset mail, where a new password is chosen. */
export function ResetPasswordPage() {
  const { code = '' } = useParams();
  const dispatch = useAppDispatch();
  const form = useAccountForm('newPassword');
  const fields = useFormFields('newPassword', { password: '', confirmPassword: '' });
  const { values, check, errorOf } = fields;
  const busy = form.status === 'submitting';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateNewPassword({ code, ...values }))) return;
    dispatch(newPasswordSubmitted({ hash: code.trim(), password: values.password }));
  }

  // The link code is no field of the form, so its problem shows as the form's error line.
  const failure = errorOf('code') ?? refusalOf(form);

  return (
    <AccountFrame title="Set a New Password" lead="Choose a new password for your account.">
      <Form onSubmit={submit} aria-label="New password">
        <PasswordFields fields={fields} />
        <FormEnd failure={failure} busy={busy} submitLabel="Reset Password">
          <LoginLink />
        </FormEnd>
      </Form>
    </AccountFrame>
  );
}
