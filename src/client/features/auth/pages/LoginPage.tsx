import type { FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button';
import { FormAlert } from '../../../components/fields/field-styles';
import { SubmitButton } from '../../../components/fields/SubmitButton';
import { FormField } from '../../../components/fields/FormField';
import { useAppDispatch } from '../../../app/hooks';
import { validateLogin } from '../../../../shared/validation';
import { loginSubmitted } from '../auth-forms-slice';
import { AccountFrame, Actions, Form } from '../components/AccountFrame';
import { useAccountForm } from '../hooks/use-account-form';
import { useFormFields } from '../hooks/use-form-fields';

const ForgetLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** /login (spec section 2): email and password, Register, and 'Forget password?'. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const login = useAccountForm('login');
  const fields = useFormFields('login', { email: '', password: '' });
  const { values, check } = fields;
  const busy = login.status === 'submitting';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check(validateLogin(values))) return;
    dispatch(loginSubmitted({ username: values.email.trim(), password: values.password }));
  }

  return (
    <AccountFrame title="Login" lead="Sign in to your business account to see trade prices and order online.">
      <Form onSubmit={submit} aria-label="Login">
        <FormField fields={fields} name="email" label="Email" type="email" autoComplete="username" />
        <FormField fields={fields} name="password" label="Password" type="password" autoComplete="current-password" />
        {login.status === 'awaitingApproval' && (
          <FormAlert role="status" $tone="info">
            {login.message}
          </FormAlert>
        )}
        <Actions>
          <SubmitButton busy={busy}>Login</SubmitButton>
          <ButtonLink to="/register" $variant="secondary">
            Register
          </ButtonLink>
          <ForgetLink to="/reset">Forget password?</ForgetLink>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
