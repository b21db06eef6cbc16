import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RegisterPage } from '../../../src/client/features/auth/pages/RegisterPage';
import { renderWithStore } from '../../support/render';
import { refused, stubAccountApi } from './account-api-stub';

type User = ReturnType<typeof renderWithStore>['user'];

const renderRegister = () => renderWithStore(<RegisterPage />, { route: '/register', path: '/register' });
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));
/** A field by its label; the asterisk of mandatory fields is decoration (hidden from screen readers). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));

async function fillRequired(user: User, skip: string[] = []) {
  const values: [string, string][] = [
    ['Name', 'Layla Haddad'], ['Company Name', 'Paws & Co.'], ['Email', 'layla@pawsco.ae'],
    ['Password', 'kibble-2024'], ['Confirm Password', 'kibble-2024'],
  ];
  for (const [label, value] of values) if (!skip.includes(label)) await user.type(field(label), value);
}

describe('Register page', () => {
  it('has every field of the spec, the country on 225 (United Arab Emirates) of 240', () => {
    renderRegister();
    ['Name', 'Company Name', 'Country', 'Contact Number', 'Lisence', 'TRN', 'Email', 'Password', 'Confirm Password']
      .forEach((label) => expect(field(label)).toBeInTheDocument());
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('225');
    expect(within(country).getAllByRole('option')).toHaveLength(240);
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('United Arab Emirates');
    expect(field('Lisence')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.pdf');
    expect(field('TRN')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.pdf');
  });

  it.each([
    [['Name', 'Company Name'], 'Name', 'Please, enter your name.'],
    [['Company Name', 'Email'], 'Company Name', 'Please, enter your company name.'],
    [['Email', 'Password'], 'Email', 'Please, enter your email.'],
    [['Password'], 'Password', 'Please, enter your password.'],
  ])('without %p shows the first problem under %s: %s', async (skip, label, message) => {
    const seen = stubAccountApi({});
    const { user } = renderRegister();
    await fillRequired(user, skip);
    await submit(user);
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(field(label)).toHaveFocus();
    expect(screen.getAllByText(/^Please, enter/)).toHaveLength(1);
    expect(seen).toEqual([]);
  });

  it('shows the password mismatch live while the confirmation is typed', async () => {
    const { user } = renderRegister();
    await user.type(field('Password'), 'kibble-2024');
    await user.type(field('Confirm Password'), 'kib');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Your password and confirm password are not equal.');
    await user.type(field('Confirm Password'), 'ble-2024');
    expect(screen.queryByText('Your password and confirm password are not equal.')).toBeNull();
  });

  it('explains a password shorter than the server accepts', async () => {
    const { user } = renderRegister();
    await fillRequired(user, ['Password', 'Confirm Password']);
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'short');
    await submit(user);
    expect(field('Password')).toHaveAccessibleDescription('Your password must have at least 8 characters.');
  });

  it('clears the error of a field when it is edited', async () => {
    const { user } = renderRegister();
    await submit(user);
    expect(screen.getByText('Please, enter your name.')).toBeInTheDocument();
    await user.type(field('Name'), 'L');
    expect(screen.queryByText('Please, enter your name.')).toBeNull();
  });

  it('refuses a file of another type with a message, before any upload', async () => {
    renderRegister();
    // `accept` is only a hint to the file chooser: a visitor can still pick any file.
    fireEvent.change(field('Lisence'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(field('Lisence')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please, choose a .jpg, .jpeg, .png, .webp or .pdf file.')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB with a message', () => {
    renderRegister();
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(field('TRN'), { target: { files: [big] } });
    expect(field('TRN')).toHaveAccessibleDescription(/Please, choose a file of at most 5 MB\./);
  });

  it('sends every field, files as data URLs, and then thanks', async () => {
    const seen = stubAccountApi({ '/api/customer/register': { status: 1 } });
    const { user } = renderRegister();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Oman');
    await user.type(field('Contact Number'), '+971 50 123 4567');
    await user.upload(field('Lisence'), new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Chosen file: licence.pdf')).toBeInTheDocument();
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Thank you for your registration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home Page' })).toHaveAttribute('href', '/');
    expect(seen[0].body).toEqual({
      name: 'Layla Haddad', companyName: 'Paws & Co.', country: 161, lisence: `data:application/pdf;base64,${btoa('%PDF-1.7')}`,
      password: 'kibble-2024', mobile: '+971 50 123 4567', email: 'layla@pawsco.ae', otrn: '',
      legalName: '', emirate: '', licenceNumber: '', licenceExpiry: '', trn: '', trnRegisteredOn: '',
    });
  });

  it('sends the trade licence and TRN with their dates', async () => {
    const seen = stubAccountApi({ '/api/customer/register': { status: 1 } });
    const { user } = renderRegister();
    await fillRequired(user);
    await user.type(field('Legal name \\(as on the trade licence\\)'), 'Paws & Co. Trading L.L.C.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Emirate' }), 'Sharjah');
    await user.type(field('Trade licence number'), 'DED-778812');
    fireEvent.change(field('Licence expiry date'), { target: { value: '2027-03-12' } });
    await user.type(field('TRN \\(15 digits\\)'), '100-1234-5678-9003');
    fireEvent.change(field('TRN registration date'), { target: { value: '2019-01-31' } });
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Thank you for your registration' })).toBeInTheDocument();
    expect(seen[0].body).toMatchObject({
      legalName: 'Paws & Co. Trading L.L.C.', emirate: 'SHJ', licenceNumber: 'DED-778812', licenceExpiry: '2027-03-12',
      trn: '100-1234-5678-9003', trnRegisteredOn: '2019-01-31',
    });
  });

  it('checks the shape of the TRN before sending anything', async () => {
    const seen = stubAccountApi({ '/api/customer/register': { status: 1 } });
    const { user } = renderRegister();
    await fillRequired(user);
    await user.type(field('TRN \\(15 digits\\)'), '10012345678900');
    await submit(user);
    expect(field('TRN \\(15 digits\\)')).toHaveAccessibleDescription('A TRN is 15 digits.');
    expect(field('TRN \\(15 digits\\)')).toHaveFocus();
    expect(seen).toEqual([]);
  });

  it.each([
    [3, 'This email is registered before.'],
    [4, 'Please, enter your email correctly.'],
  ])('shows the answer to status %i and keeps the form', async (status, message) => {
    stubAccountApi({ '/api/customer/register': { status } });
    const { user } = renderRegister();
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('shows why the server refused a document that is no image or PDF, and clears it when the next attempt starts', async () => {
    const why = 'The Lisence file is not a real PDF file: its content is text.';
    let answer: unknown = refused(400, { status: 0, message: why });
    stubAccountApi({ '/api/customer/register': () => answer });
    const { user, store } = renderRegister();
    await fillRequired(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    answer = { status: 3 };
    await submit(user);
    await waitFor(() => expect(store.getState().authForms.register.message).toBe('This email is registered before.'));
    expect(screen.getByRole('alert')).toHaveTextContent('This email is registered before.');
    expect(screen.queryByText(why)).toBeNull();
  });

  it("shows 'Error' when the call fails", async () => {
    stubAccountApi({ '/api/customer/register': refused(500) });
    const { user, store } = renderRegister();
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(store.getState().authForms.register.status).toBe('failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
  });
});
