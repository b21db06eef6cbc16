import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginPage } from '../../../src/client/features/auth/pages/LoginPage';
import { RegisterPage } from '../../../src/client/features/auth/pages/RegisterPage';
import reducer, { fieldProblemCleared, fieldsRejected, initialFormProblemsState } from '../../../src/client/features/auth/form-problems-slice';
import { formOpened } from '../../../src/client/features/auth/auth-forms-slice';
import { renderWithStore } from '../../support/render';
import { stubAccountApi } from './account-api-stub';
import { field, renderDashboard } from './dashboard-fixtures';

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

  it('logs a refused file by its field and message, keeps it while other fields are edited, and clears it when a file is picked there', async () => {
    const { user, store } = renderWithStore(<RegisterPage />, { route: '/register', path: '/register' });
    fireEvent.change(field('Lisence'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    const message = 'Please, choose a .jpg, .jpeg, .png, .webp or .pdf file.';
    expect(store.getState().authFormProblems).toEqual({ register: { field: 'lisence', message } });
    expect(field('Lisence')).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
    await user.type(field('Name'), 'L');
    expect(store.getState().authFormProblems.register?.field).toBe('lisence');
    await user.upload(field('TRN'), new File(['png'], 'trn.png', { type: 'image/png' }));
    expect(await screen.findByText('Chosen file: trn.png')).toBeInTheDocument();
    expect(store.getState().authFormProblems.register?.field).toBe('lisence');
    // fireEvent again: the refused pick above fixed the input's `files` (user.upload cannot replace it).
    fireEvent.change(field('Lisence'), { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
    await waitFor(() => expect(store.getState().authFormProblems).toEqual({}));
    expect(field('Lisence')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refused file the store holds under its field, as a replay of the log sets it', () => {
    const { store } = renderWithStore(<RegisterPage />, { route: '/register', path: '/register' });
    act(() => {
      store.dispatch(fieldsRejected({ form: 'register', problem: { field: 'otrn', message: 'Please, choose a file of at most 5 MB.' } }));
    });
    expect(field('TRN')).toHaveAttribute('aria-invalid', 'true');
    expect(field('TRN')).toHaveAccessibleDescription(/Please, choose a file of at most 5 MB\./);
    expect(field('Lisence')).not.toHaveAttribute('aria-invalid');
  });

  describe('the profile: a new email without the current password', () => {
    const needed = 'Please, enter your current password to change your email.';

    it('is refused in the log, sends nothing, and the message goes when the password is typed', async () => {
      const seen = stubAccountApi({});
      const { user, store } = renderDashboard();
      await user.clear(field('Email'));
      await user.type(field('Email'), 'omar@desertpaws.ae');
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      expect(store.getState().authFormProblems).toEqual({ profile: { field: 'currentPassword', message: needed } });
      expect(field('Current password')).toHaveAccessibleDescription(needed);
      expect(field('Current password')).toHaveFocus();
      expect(seen).toEqual([]);
      await user.type(field('Current password'), 's');
      expect(store.getState().authFormProblems).toEqual({});
      expect(screen.queryByText(needed)).toBeNull();
    });

    it('says a malformed new email is wrong before asking for the password', async () => {
      const seen = stubAccountApi({});
      const { user, store } = renderDashboard();
      await user.clear(field('Email'));
      await user.type(field('Email'), 'bad@');
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const malformed = 'Please, enter your email correctly.';
      expect(store.getState().authFormProblems).toEqual({ profile: { field: 'email', message: malformed } });
      expect(field('Email')).toHaveAccessibleDescription(malformed);
      expect(field('Current password')).not.toHaveAttribute('aria-invalid');
      expect(seen).toEqual([]);
    });

    it('shows the message the store holds', async () => {
      const { user, store } = renderDashboard();
      await user.clear(field('Email'));
      await user.type(field('Email'), 'omar@desertpaws.ae');
      expect(field('Current password')).not.toHaveAttribute('aria-invalid');
      act(() => { store.dispatch(fieldsRejected({ form: 'profile', problem: { field: 'currentPassword', message: needed } })); });
      expect(field('Current password')).toHaveAccessibleDescription(needed);
    });
  });
});
