import { TextField, type TextFieldProps } from './TextField';

/** The part of a form's field state a bound field needs: the values, their setters and errors. */
export interface FieldsOf<K extends string> {
  values: Record<K, string>;
  change: (field: K) => (value: string) => void;
  errorOf: (field: string) => string | null;
}

interface FormFieldProps<K extends string> extends Omit<TextFieldProps, 'value' | 'onValueChange' | 'error'> {
  fields: FieldsOf<K>;
  name: K;
  /** Shown while the form's rules have found nothing wrong with this field (a live hint). */
  otherwise?: string | null;
}

/**
 * A labelled text field bound to one value of a form: it shows that value, writes edits back
 * and shows the rules' error for it, so a form names each field once.
 */
export function FormField<K extends string>({ fields, name, otherwise = null, ...field }: FormFieldProps<K>) {
  return (
    <TextField
      {...field}
      value={fields.values[name]}
      onValueChange={fields.change(name)}
      error={fields.errorOf(name) ?? otherwise}
    />
  );
}
