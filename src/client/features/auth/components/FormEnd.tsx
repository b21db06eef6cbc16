import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/Button';
import { FormAlert } from '../../../components/fields/field-styles';
import { SubmitButton } from '../../../components/fields/SubmitButton';
import { Actions } from './AccountFrame';

interface FormEndProps {
  /** Why the last attempt was refused; nothing is shown when it is empty. */
  failure: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  /** The other ways out of the form, after the submit button. */
  children?: ReactNode;
}

/**
 * The end of an account form: the refusal of the last attempt, announced, above the submit
 * button (busy while the request runs) and the form's other actions.
 */
export function FormEnd({ failure, busy, submitLabel, children }: FormEndProps) {
  return (
    <>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Actions>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        {children}
      </Actions>
    </>
  );
}

/** The way back to /login from the password reset screens. */
export function LoginLink() {
  return (
    <ButtonLink to="/login" $variant="secondary">
      Login
    </ButtonLink>
  );
}

/** The message of a refused request, null while the request has not failed. */
export function refusalOf(form: { status: string; message?: string | null }): string | null {
  return form.status === 'failed' ? form.message ?? null : null;
}
