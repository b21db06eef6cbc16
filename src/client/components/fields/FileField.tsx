import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { ACCOUNT_MSG } from '../../../shared/messages';
import { UPLOAD_ACCEPT, uploadProblem } from '../../../shared/validation';
import { readAsDataUrl } from '../../lib/read-file';
import { Control, FieldBox, FieldError, Hint, Label } from './field-styles';

export interface PickedFile {
  name: string;
  dataUrl: string;
}

interface FileFieldProps {
  label: string;
  /** Why the last file was refused, shown under the field; the form keeps it (in the store). */
  error: string | null;
  /** A file was read, or none is chosen any more. */
  onPicked: (file: PickedFile | null) => void;
  /** The file is of another type, too big or unreadable: nothing is picked, and this says why. */
  onRefused: (message: string) => void;
  /** What is already on file (the profile's current document), shown under the input. */
  children?: ReactNode;
}

/**
 * A licence or TRN upload (spec section 5): .jpg, .jpeg, .png, .webp or .pdf, read as a data
 * URL. A file of another type or over 5 MB is refused here with a message, before any upload.
 * The refusal is the form's to keep (so a replayed log shows it); the chosen file's name, like
 * the file, is a draft of this field.
 */
export function FileField({ label, error, onPicked, onRefused, children }: FileFieldProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setChosen(null);
    if (!file) {
      onPicked(null);
      return;
    }
    const problem = uploadProblem(file);
    if (problem) {
      input.value = '';
      onRefused(problem);
      return;
    }
    try {
      onPicked({ name: file.name, dataUrl: await readAsDataUrl(file) });
      setChosen(file.name);
    } catch {
      input.value = '';
      onRefused(ACCOUNT_MSG.fileUnreadable);
    }
  }

  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <Control
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        onChange={pick}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <Hint id={`${id}-hint`}>JPG, JPEG, PNG, WEBP or PDF, up to 5 MB.</Hint>
      {chosen && <Hint role="status">Chosen file: {chosen}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {children}
    </FieldBox>
  );
}
