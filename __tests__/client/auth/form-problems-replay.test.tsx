import { act, screen } from '@testing-library/react';
import { LoginPage } from '../../../src/client/features/auth/pages/LoginPage';
import { RegisterPage } from '../../../src/client/features/auth/pages/RegisterPage';
import reducer, { fieldProblemCleared, fieldsRejected, initialFormProblemsState } from '../../../src/client/features/auth/form-problems-slice';
import { formOpened } from '../../../src/client/features/auth/auth-forms-slice';
import { renderWithStore } from '../../support/render';
import { stubAccountApi } from './account-api-stub';

// A shopper's "Login does nothing" is a check of the form itself: support replaying the action
// log sees which field was refused and the message the shopper read, never what was typed.

describe('account forms: what their own checks refused, in the action log', () => {
  it('logs the refused field and its message (not the values typed) and clears it when that field is edited', async () => {
    stubAccountApi({});
    const { user, store } = renderWithStore(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText('Email'), 'layla@pawsco.ae');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.getState().authFormProblems).toEqual({ login: { field: 'password', message: 'Please enter your password.' } });
    expect(JSON.stringify(store.getState().authFormProblems)).not.toContain('layla');
    await user.type(screen.getByLabelText('Password'), 's');
    expect(store.getState().authFormProblems).toEqual({});
  });

  it('shows the message the store holds, as a replay of the log sets it', () => {
    const { store } = renderWithStore(<RegisterPage />, { route: '/register', path: '/register' });
    act(() => {
      store.dispatch(fieldsRejected({ form: 'register', problem: { field: 'email', message: 'Please, enter your email correctly.' } }));
    });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAccessibleDescription('Please, enter your email correctly.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps one problem per form, and a form opened afresh starts without its old one', () => {
    let state = reducer(initialFormProblemsState, fieldsRejected({ form: 'login', problem: { field: 'email', message: 'Please enter your email.' } }));
    state = reducer(state, fieldsRejected({ form: 'reset', problem: { field: 'email', message: 'Please, enter your email.' } }));
    expect(Object.keys(state)).toEqual(['login', 'reset']);
    state = reducer(state, formOpened('login'));
    expect(state).toEqual({ reset: { field: 'email', message: 'Please, enter your email.' } });
    expect(reducer(state, fieldProblemCleared({ form: 'reset' }))).toEqual({});
  });
});
