import { TextField } from '../../../components/fields/TextField';
import { passwordMismatch } from '../../../../shared/validation';

/** The part of `useFormFields` a group of text fields needs: their values, setters and errors. */
export interface FieldsOf<K extends string> {
  values: Record<K, string>;
  change: (field: K) => (value: string) => void;
  errorOf: (field: string) => string | null;
}

/** Name and Company Name, both mandatory, as the registration and the profile ask for them. */
export function NameFields({ fields }: { fields: FieldsOf<'name' | 'companyName'> }) {
  const { values, change, errorOf } = fields;
  return (
    <>
      <TextField label="Name" mandatory autoComplete="name" value={values.name} onValueChange={change('name')} error={errorOf('name')} />
      <TextField
        label="Company Name"
        mandatory
        autoComplete="organization"
        value={values.companyName}
        onValueChange={change('companyName')}
        error={errorOf('companyName')}
      />
    </>
  );
}

export function EmailField({ fields }: { fields: FieldsOf<'email'> }) {
  const { values, change, errorOf } = fields;
  return (
    <TextField
      label="Email"
      mandatory
      type="email"
      autoComplete="email"
      value={values.email}
      onValueChange={change('email')}
      error={errorOf('email')}
    />
  );
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
  const { values, change, errorOf } = fields;
  return (
    <>
      <TextField
        label="Password"
        mandatory
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        error={errorOf('password')}
      />
      <TextField
        label={confirmLabel}
        mandatory
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={change('confirmPassword')}
        error={errorOf('confirmPassword') ?? passwordMismatch(values.password, values.confirmPassword)}
      />
    </>
  );
}
