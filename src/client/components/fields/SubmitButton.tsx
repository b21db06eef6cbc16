import type { ReactNode } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../Container';
import { Spinner } from './field-styles';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  block?: boolean;
}

/** The form's submit button; while the request runs it shows the spinner and takes no clicks. */
export function SubmitButton({ busy, children, block }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} $block={block}>
      {busy && <Spinner aria-hidden="true" />}
      {children}
      {busy && <VisuallyHidden role="status">Please wait</VisuallyHidden>}
    </Button>
  );
}
