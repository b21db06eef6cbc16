import { screen, waitFor, within } from '@testing-library/react';
import { initialAuthState } from '../../../src/client/features/auth/auth-slice';
import { stubAccountApi } from './account-api-stub';
import { field, renderDashboard } from './dashboard-fixtures';
import { sampleCustomer, tokenFor } from './token-fixtures';

describe('Dashboard profile', () => {
  it('fills the form from the logged-in customer', () => {
    renderDashboard();
    expect(field('Name')).toHaveValue('Layla Haddad');
    expect(field('Company Name')).toHaveValue('Paws & Co. Pet Shop');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('225');
    expect(field('Contact Number')).toHaveValue('+971 50 123 4567');
    expect(field('Email')).toHaveValue('layla@pawsco.ae');
    ['Edit', 'Change Password', 'Logout'].forEach((name) => expect(screen.getByRole('button', { name })).toBeInTheDocument());
  });

  it("starts the country on 'Choose a country' when the customer has none", () => {
    renderDashboard({ ...sampleCustomer, country_id: 0 });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('0');
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Choose a country');
  });

  it('shows a PDF on file as a download link and an image as a picture that opens it', () => {
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Download Lisence PDF' })).toHaveAttribute('href', '/uploads/doc-1f3a.pdf');
    expect(screen.queryByRole('link', { name: 'Download TRN PDF' })).toBeNull();
    const open = screen.getByRole('link', { name: 'Open TRN' });
    expect(open).toHaveAttribute('href', '/uploads/trn-9c2e.webp');
    expect(within(open).getByRole('img', { name: 'Current TRN' })).toHaveAttribute('src', '/uploads/trn-9c2e.webp');
  });

  it("offers 'Download TRN PDF' for a TRN in PDF and nothing when no file is on record", () => {
    renderDashboard({ ...sampleCustomer, lisence_number: null, otrn_number: 'trn-77.PDF' });
    expect(screen.getByRole('link', { name: 'Download TRN PDF' })).toHaveAttribute('href', '/uploads/trn-77.PDF');
    expect(screen.queryByRole('link', { name: /Lisence/ })).toBeNull();
  });

  it('checks the required fields in order and clears the error on edit', async () => {
    const seen = stubAccountApi({});
    const { user } = renderDashboard();
    await user.clear(field('Company Name'));
    await user.clear(field('Email'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Company Name')).toHaveAccessibleDescription('Please, enter your company name.');
    expect(screen.queryByText('Please, enter your email.')).toBeNull();
    await user.type(field('Company Name'), 'P');
    expect(screen.queryByText('Please, enter your company name.')).toBeNull();
    expect(seen).toEqual([]);
  });

  it('sends the edit with unchanged files empty and takes the fresh token', async () => {
    const renewed = tokenFor({ ...sampleCustomer, name: 'Layla H. Haddad', sub: 17, ver: 1 });
    const seen = stubAccountApi({ '/api/customer/edit': { status: 1, token: renewed } });
    const { user, store } = renderDashboard();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Layla H. Haddad');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(store.getState().auth.token).toBe(renewed));
    expect(seen[0]).toEqual({
      url: '/api/customer/edit',
      body: {
        name: 'Layla H. Haddad', companyName: 'Paws & Co. Pet Shop', otrn: '', lisence: '', country: 225,
        mobile: '+971 50 123 4567', email: 'layla@pawsco.ae',
      },
      authorization: expect.stringMatching(/^Bearer /),
    });
    expect(store.getState().auth.customer?.name).toBe('Layla H. Haddad');
  });

  it('shows the licence and TRN on file and sends only the renewed licence expiry', async () => {
    const seen = stubAccountApi({ '/api/customer/edit': { status: 2 } });
    const { user } = renderDashboard({
      ...sampleCustomer, licence_number: 'DED-778812', licence_expiry: '2027-03-12', trn: '100123456789003',
      trn_registered_on: '2019-01-31', legal_name: 'Paws & Co. Trading L.L.C.', emirate: 'DXB',
    });
    expect(field('Trade licence number')).toHaveValue('DED-778812');
    expect(field('TRN \\(15 digits\\)')).toHaveValue('100123456789003');
    expect(screen.getByRole('combobox', { name: 'Emirate' })).toHaveValue('DXB');
    expect(field('Licence expiry date')).toHaveValue('2027-03-12');
    await user.clear(field('Licence expiry date'));
    await user.type(field('Licence expiry date'), '2028-03-12');
    // A new expiry date alone is not sent: the renewed licence comes with it.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText("To change your licence's expiry date, upload the renewed licence with it.")).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.upload(field('Lisence'), new File(['png-bytes'], 'licence.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    // Only what the customer changed: unchanged fields could be older than a staff correction.
    expect(seen[0].body).toEqual({
      name: 'Layla Haddad', companyName: 'Paws & Co. Pet Shop', otrn: '', lisence: `data:image/png;base64,${btoa('png-bytes')}`, country: 225,
      mobile: '+971 50 123 4567', email: 'layla@pawsco.ae', licenceExpiry: '2028-03-12',
    });
  });

  it('sends a newly chosen licence as a data URL', async () => {
    const seen = stubAccountApi({ '/api/customer/edit': { status: 2 } });
    const { user } = renderDashboard();
    await user.upload(field('Lisence'), new File(['png-bytes'], 'licence.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, enter required fields.');
    expect(seen[0].body).toMatchObject({ lisence: `data:image/png;base64,${btoa('png-bytes')}`, otrn: '' });
  });

  it('shows the answer to status 3 on the form', async () => {
    stubAccountApi({ '/api/customer/edit': { status: 3 } });
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, enter your email correctly.');
  });

  it('logs out: the session is gone and the shop opens on the home page', async () => {
    const { user, store, router } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth).toEqual({ ...initialAuthState, loggedOut: true });
  });
});
