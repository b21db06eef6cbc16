import { useId, type InputHTMLAttributes } from 'react';
import { Control, FieldBox, FieldError, Label, Required } from './field-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string | null;
  /** Marks the label with the spec's asterisk. */
  mandatory?: boolean;
}

/** A labelled input with its error under it, tied together for assistive technology. */
export function TextField({ label, value, onValueChange, error, mandatory, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        {mandatory && <Required aria-hidden="true">*</Required>}
      </Label>
      <Control
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required={mandatory}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
