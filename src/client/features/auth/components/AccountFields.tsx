import { FormField, type FieldsOf } from '../../../components/fields/FormField';
import { passwordMismatch } from '../../../../shared/validation';

/** Name and Company Name, both mandatory, as the registration and the profile ask for them. */
export function NameFields({ fields }: { fields: FieldsOf<'name' | 'companyName'> }) {
  return (
    <>
      <FormField fields={fields} name="name" label="Name" mandatory autoComplete="name" />
      <FormField fields={fields} name="companyName" label="Company Name" mandatory autoComplete="organization" />
    </>
  );
}

export function EmailField({ fields }: { fields: FieldsOf<'email'> }) {
  return <FormField fields={fields} name="email" label="Email" mandatory type="email" autoComplete="email" />;
}

/**
 * A new password and its confirmation. The confirmation shows the mismatch as soon as it is
 * typed, unless a rule already found a problem with it.
 */
export function PasswordFields({ fields, confirmLabel = 'Confirm Password' }: {
  fields: FieldsOf<'password' | 'confirmPassword'>;
  /** The dashboard's spec label differs from the one of the public pages. */
  confirmLabel?: string;
}) {
  const { values } = fields;
  return (
    <>
      <FormField fields={fields} name="password" label="Password" mandatory type="password" autoComplete="new-password" />
      <FormField fields={fields} name="confirmPassword" label={confirmLabel} mandatory type="password" autoComplete="new-password"
        otherwise={passwordMismatch(values.password, values.confirmPassword)} />
    </>
  );
}
