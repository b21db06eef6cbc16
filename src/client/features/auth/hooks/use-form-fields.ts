import { useCallback, useState } from 'react';
import type { FieldProblem } from '../../../../shared/validation';

/**
 * The typed values of a form and the one error the spec's rules found. Editing a field clears
 * its error (spec section 5); `check` runs a rule set and shows its first problem, if any.
 */
export function useFormFields<V extends Record<string, string | number>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [problem, setProblem] = useState<FieldProblem | null>(null);

  const change = useCallback(<K extends keyof V & string>(field: K) => (value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem((current) => (current?.field === field ? null : current));
  }, []);

  const check = useCallback((found: FieldProblem | null) => {
    setProblem(found);
    return found === null;
  }, []);

  // Any field name: a rule may also judge something that is no input (the link code of /reset/:code).
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  return { values, setValues, change, check, errorOf };
}
