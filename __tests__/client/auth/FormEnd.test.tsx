import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { FormEnd, refusalOf } from '../../../src/client/features/auth/components/FormEnd';
import { theme } from '../../../src/client/styles/theme';

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}><form aria-label="Account">{ui}</form></ThemeProvider>);

describe('FormEnd', () => {
  it('announces the refusal above a submit button and the other actions', () => {
    themed(
      <FormEnd failure="Please check your email." busy={false} submitLabel="Reset Password">
        <a href="/login">Login</a>
      </FormEnd>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your email.');
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('alert').compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(submit.parentElement as HTMLElement).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows no alert without a refusal, and a busy button while the request runs', () => {
    themed(<FormEnd failure={null} busy submitLabel="Confirm" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
  });
});

describe('refusalOf', () => {
  it('is the message of a failed request only', () => {
    expect(refusalOf({ status: 'failed', message: 'Wrong code.' })).toBe('Wrong code.');
    expect(refusalOf({ status: 'succeeded', message: 'Done.' })).toBeNull();
    expect(refusalOf({ status: 'submitting', message: null })).toBeNull();
  });
});
