import { useId, type ChangeEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

// Labelled form controls: every field has a visible label, its error is tied to it with
// aria-describedby and marks it invalid.

export const controlLook = css`
  inline-size: 100%;
  min-block-size: 36px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export const Input = styled.input`${controlLook}`;
export const Select = styled.select`${controlLook}`;
export const TextArea = styled.textarea`
  ${controlLook}
  min-block-size: 96px;
  font-family: inherit;
  resize: vertical;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Note = styled.span<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
  font-weight: ${({ theme, $error }) => ($error ? theme.font.weight.semibold : theme.font.weight.regular)};
`;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'password' | 'number' | 'search' | 'date';
  autoComplete?: string;
  rows?: number;
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Writing direction of the value, e.g. 'rtl' for Arabic text, so its punctuation sits right. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Language of the value (e.g. 'ar'), for fonts, spelling and screen readers. */
  lang?: string;
}

/** A text input or textarea with its label, an optional hint and its error. */
export function TextField({ label, value, onChange, error, hint, required, multiline, type = 'text', autoComplete, rows, inputMode, dir, lang }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id, value, required, dir, lang, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <Wrap>
      <label htmlFor={id}>{label}{required ? ' *' : ''}</label>
      {multiline ? <TextArea {...shared} rows={rows} /> : <Input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {hint && <Note id={hintId}>{hint}</Note>}
      {error && <Note id={errorId} $error>{error}</Note>}
    </Wrap>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  error?: string;
}

export function SelectField({ label, value, onChange, children, error }: SelectFieldProps) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
      {error && <Note id={`${id}-error`} $error>{error}</Note>}
    </Wrap>
  );
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckLabel>
  );
}
