import type { FormEvent, ReactNode } from 'react';
import { InlineFields, SmallButton } from './admin-styles';

interface InlineFormProps {
  /** The form's accessible name ("Add price list"). */
  label: string;
  submitLabel: string;
  /** Called on submit, the page itself staying where it is. */
  onSubmit: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A one-line add form of the back office (a price list, a group, a rule, an attribute, a staff
 * member): its fields side by side, then the submit button. The fields' own checks run in the
 * screen and on the server, so the browser's validation bubbles stay off.
 */
export function InlineForm({ label, submitLabel, onSubmit, disabled, children }: InlineFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <InlineFields>
        {children}
        <SmallButton type="submit" disabled={disabled}>{submitLabel}</SmallButton>
      </InlineFields>
    </form>
  );
}
