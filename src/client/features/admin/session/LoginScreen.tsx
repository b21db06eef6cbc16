import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/fields/field-styles';
import { usePageMeta } from '../../../components/page/use-page-meta';
import { selectSession } from '../admin-selectors';
import { ErrorText } from '../shared/admin-styles';
import { TextField } from '../shared/fields';
import { loginSubmitted } from './session-slice';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: min(100%, 400px);
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.heavy};
  }
`;

/** The staff login of /admin; shown at any back-office address while nobody is signed in. */
export function LoginScreen() {
  usePageMeta('Back office login');
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSession);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submitting = status === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) dispatch(loginSubmitted({ email, password }));
  };
  return (
    <Page>
      <Card noValidate onSubmit={submit} aria-labelledby="staff-login-title">
        <h1 id="staff-login-title">Petora back office</h1>
        <TextField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
        <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Button type="submit" disabled={submitting} aria-busy={submitting} $block>
          {submitting && <Spinner aria-hidden="true" />}
          {submitting ? 'Logging in…' : 'Log in'}
        </Button>
      </Card>
    </Page>
  );
}
