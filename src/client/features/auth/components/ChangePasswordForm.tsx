import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormField } from '../../../components/fields/FormField';
import { useAppDispatch } from '../../../app/hooks';
import { validateChangePassword } from '../../../../shared/validation';
import { passwordChangeSubmitted } from '../auth-forms-slice';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';
import { PasswordFields } from './AccountFields';
import { Form } from './AccountFrame';
import { FormEnd, refusalOf } from './FormEnd';

/** The dashboard's Change Password view (spec section 2); `onBack` returns to the profile. */
export function ChangePasswordForm({ onBack }: { onBack: () => void }) {
  const dispatch = useAppDispatch();
  const form = useAccountForm('password');
  const fields = useFormFields('password', { currentPassword: '', password: '', confirmPassword: '' });
  const { values, check } = fields;
  const busy = form.status === 'submitting';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateChangePassword(values))) return;
    dispatch(passwordChangeSubmitted({ currentPassword: values.currentPassword, password: values.password }));
  }

  return (
    <Form onSubmit={submit} aria-label="Change Password">
      <FormField fields={fields} name="currentPassword" label="Current_password" mandatory type="password" autoComplete="current-password" />
      <PasswordFields fields={fields} confirmLabel="Confirm_password" />
      <FormEnd failure={refusalOf(form)} busy={busy} submitLabel="Change">
        <Button $variant="secondary" onClick={onBack}>
          Back
        </Button>
      </FormEnd>
    </Form>
  );
}
