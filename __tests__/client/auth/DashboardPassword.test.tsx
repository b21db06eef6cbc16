import { act, screen, waitFor } from '@testing-library/react';
import { emailCodeSent, initialAuthFormsState } from '../../../src/client/features/auth/auth-forms-slice';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { stubAccountApi } from './account-api-stub';
import { field, renderDashboard } from './dashboard-fixtures';
import { sampleCustomer, tokenFor } from './token-fixtures';

describe('Dashboard change password', () => {
  async function openChange() {
    const rendered = renderDashboard();
    await rendered.user.click(screen.getByRole('button', { name: 'Change Password' }));
    return rendered;
  }

  it('opens the Change Password view and goes back', async () => {
    const { user } = await openChange();
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    ['Current_password', 'Password', 'Confirm_password'].forEach((label) => expect(field(label)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Name')).toBeInTheDocument();
  });

  it('shows the view the store says, as a replay of the action log does', () => {
    renderDashboard(undefined, { authForms: { ...initialAuthFormsState, passwordView: true } });
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name\*?$/)).toBeNull();
  });

  it('records opening the view, and closes it when the profile is left', async () => {
    const { store, router } = await openChange();
    expect(store.getState().authForms.passwordView).toBe(true);
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('heading', { name: 'Change Password' })).toBeNull();
    expect(store.getState().authForms.passwordView).toBe(false);
  });

  it('checks current, new and confirm in order, with the mismatch shown live', async () => {
    const seen = stubAccountApi({});
    const { user } = await openChange();
    const change = () => user.click(screen.getByRole('button', { name: 'Change' }));
    await change();
    expect(field('Current_password')).toHaveAccessibleDescription('Please, enter your current password.');
    await user.type(field('Current_password'), 'kibble-2024');
    await change();
    expect(field('Password')).toHaveAccessibleDescription('Please, enter your new password.');
    await user.type(field('Password'), 'kibble-2025');
    await change();
    expect(field('Confirm_password')).toHaveAccessibleDescription('Please, enter confirm password.');
    await user.type(field('Confirm_password'), 'kib');
    expect(field('Confirm_password')).toHaveAccessibleDescription('Your password and confirm password are not equal.');
    expect(seen).toEqual([]);
  });

  it('changes the password, keeps the new token and returns to the profile', async () => {
    const renewed = tokenFor({ ...sampleCustomer, sub: 17, ver: 2 });
    const seen = stubAccountApi({ '/api/customer/changepassword': { status: 1, token: renewed } });
    const { user, store } = await openChange();
    await user.type(field('Current_password'), 'kibble-2024');
    await user.type(field('Password'), 'kibble-2025');
    await user.type(field('Confirm_password'), 'kibble-2025');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(store.getState().auth.token).toBe(renewed));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(seen[0].body).toEqual({ currentPassword: 'kibble-2024', password: 'kibble-2025' });
  });

  it("shows the server's reason for a wrong current password", async () => {
    stubAccountApi({ '/api/customer/changepassword': { status: 0, message: 'Your current password is not correct.' } });
    const { user } = await openChange();
    await user.type(field('Current_password'), 'wrong-one');
    await user.type(field('Password'), 'kibble-2025');
    await user.type(field('Confirm_password'), 'kibble-2025');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
  });
});

describe('Dashboard profile: an email change waiting for its code', () => {
  it('still asks for the code after the customer looked at Change Password and came back; logout forgets it', async () => {
    const { user, store } = renderDashboard();
    act(() => {
      store.dispatch(emailCodeSent({ message: 'We sent a code to omar@desertpaws.ae.' }));
    });
    expect(screen.getByRole('form', { name: 'Confirm new email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('form', { name: 'Confirm new email' })).toHaveTextContent('We sent a code to omar@desertpaws.ae.');
    act(() => {
      store.dispatch(logoutRequested());
    });
    expect(store.getState().authForms.emailCode).toEqual({ status: 'idle', message: null });
  });
});
