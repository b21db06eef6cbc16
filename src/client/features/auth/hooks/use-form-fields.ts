import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldProblem } from '../../../../shared/validation';
import type { PickedFile } from '../../../components/fields/FileField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { FormName } from '../auth-forms-slice';
import { fieldProblemCleared, fieldsRejected } from '../form-problems-slice';

/** The form being submitted: the one holding the button or field the buyer submitted from. */
function submittingForm(): ParentNode {
  return document.activeElement?.closest('form') ?? document;
}

/**
 * The typed values of a form and the one error the spec's rules found. Editing a field clears
 * its error (spec section 5); `check` runs a rule set and shows its first problem, if any, and
 * moves focus to the field in error so a keyboard or screen-reader user lands on it. The values
 * stay in the form (they hold passwords); the problem is the store's (`authFormProblems`), so a
 * replay shows it. `fileField` binds a FileField the same way: the picked file stays in the form,
 * a file refused by the field's own check is the form's problem under that field's name.
 */
export function useFormFields<V extends Record<string, string | number>>(form: FormName, initial: V) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<V>(initial);
  const problem = useAppSelector((state) => state.authFormProblems[form] ?? null);
  const refused = useRef<{ form: ParentNode } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const pending = refused.current;
    refused.current = null;
    pending?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = useCallback(<K extends keyof V & string>(field: K) => (value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) dispatch(fieldProblemCleared({ form }));
  }, [dispatch, form, problem]);

  const check = useCallback((found: FieldProblem | null) => {
    if (found !== null) {
      dispatch(fieldsRejected({ form, problem: { field: found.field, message: found.message } }));
      refused.current = { form: submittingForm() };
      setAttempt((n) => n + 1);
    } else if (problem !== null) {
      dispatch(fieldProblemCleared({ form }));
    }
    return found === null;
  }, [dispatch, form, problem]);

  // Any field name: a rule may also judge something that is no input (the link code of /reset/:code).
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  const fileField = (field: string, keep: (file: PickedFile | null) => void) => ({
    error: errorOf(field),
    onPicked: (file: PickedFile | null) => {
      keep(file);
      if (problem?.field === field) dispatch(fieldProblemCleared({ form }));
    },
    onRefused: (message: string) => {
      keep(null);
      dispatch(fieldsRejected({ form, problem: { field, message } }));
    },
  });

  return { values, setValues, change, check, errorOf, fileField };
}
