import { useId } from 'react';
import { EMIRATES } from '../../../shared/tax';
import { Control, FieldBox, FieldError, Label } from './field-styles';

interface EmirateFieldProps {
  label?: string;
  /** An emirate code, or '' for none chosen. */
  value: string;
  onValueChange: (code: string) => void;
  error?: string | null;
}

/** The seven emirates, stored by code (shared/tax.ts). */
export function EmirateField({ label = 'Emirate', value, onValueChange, error }: EmirateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Control
        as="select" id={id} value={value} onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
      >
        <option value="">Choose an emirate</option>
        {EMIRATES.map((emirate) => <option key={emirate.code} value={emirate.code}>{emirate.en}</option>)}
      </Control>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
