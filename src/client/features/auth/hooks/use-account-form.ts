import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectForm } from '../auth-selectors';
import { formOpened, type FormName } from '../auth-forms-slice';

/**
 * The request state of one account screen, fresh each time the screen opens: it is reset when
 * the screen goes too, so a later visit never shows an old result for a moment.
 */
export function useAccountForm<F extends FormName>(form: F) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(formOpened(form));
    return () => {
      dispatch(formOpened(form));
    };
  }, [dispatch, form]);
  return useAppSelector((state) => selectForm(state, form));
}
