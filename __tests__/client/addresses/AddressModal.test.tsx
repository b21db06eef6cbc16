import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '../../../src/shared/api-types';
import { HttpFailure, type RecordedRequest } from '../../support/api-recorder';
import { address, savedAddresses } from './address-fixtures';
import { renderCheckout } from '../cart/checkout-fixtures';

const dialog = () => screen.getByRole('dialog', { name: 'Delivery Address' });
const shownNames = () =>
  within(within(dialog()).getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const adds = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/api/customer/addaddress');

async function openBook(options: Parameters<typeof renderCheckout>[0] = {}) {
  const rendered = renderCheckout(options);
  const opener = await screen.findByRole('button', { name: /(Change|Add) address/ });
  await waitFor(() => expect(rendered.store.getState().addresses.status).toBe('succeeded'));
  await rendered.user.click(opener);
  return { ...rendered, opener };
}

async function fillForm(user: Awaited<ReturnType<typeof openBook>>['user'], name: string, text: string, postal = '') {
  const form = within(dialog()).getByRole('form', { name: 'Register New Address' });
  if (name) await user.type(within(form).getByLabelText('Address Name'), name);
  if (text) await user.type(within(form).getByLabelText('Address'), text);
  if (postal) await user.type(within(form).getByLabelText('Postal Code'), postal);
  await user.click(within(form).getByRole('button', { name: 'Add Address' }));
  return form;
}

describe('Address modal', () => {
  it('lists two addresses a page, with pages only above two', async () => {
    const { user } = await openBook();
    expect(shownNames()).toEqual(['Shop', 'Warehouse']);
    const pages = within(dialog()).getByRole('navigation', { name: 'Address pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(shownNames()).toEqual(['Branch']);
    expect(within(dialog()).getByText('Office 7, Al Nahda, Sharjah')).toBeInTheDocument();
  });

  it('shows no pages for two addresses', async () => {
    await openBook({ addresses: savedAddresses.slice(0, 2) });
    expect(shownNames()).toEqual(['Shop', 'Warehouse']);
    expect(within(dialog()).queryByRole('navigation', { name: 'Address pages' })).toBeNull();
  });

  it('selects an address, closes and gives focus back', async () => {
    const { user, opener } = await openBook();
    const shop = within(dialog()).getByRole('listitem', { name: 'Shop' });
    expect(within(shop).getByText('Postal Code: 12001')).toBeInTheDocument();
    await user.click(within(shop).getByRole('button', { name: 'Select Shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const details = screen.getByRole('region', { name: 'Invoice details' });
    expect(within(details).getByText('Shop 4, Jumeirah Road, Dubai')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape without changing the address', async () => {
    const { user, store } = await openBook();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().addresses.selectedId).toBe(2);
  });

  it('sends nothing and says nothing without an address name or an address', async () => {
    const { user, requests } = await openBook();
    await fillForm(user, '', 'Plot 9, Dubai Investments Park');
    await user.clear(within(dialog()).getByLabelText('Address'));
    await fillForm(user, 'Depot', '');
    expect(adds(requests)).toHaveLength(0);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('adds an address, empties the form and shows the list from page 1', async () => {
    const depot: Address = address(9, { name: 'Depot', address: 'Plot 9, Dubai Investments Park', postal_code: '54321' });
    const { user, requests } = await openBook({
      addresses: [savedAddresses[1]],
      answers: { 'POST /api/customer/addaddress': { status: 1, addresses: [savedAddresses[1], depot] } },
    });
    const form = await fillForm(user, 'Depot', 'Plot 9, Dubai Investments Park', '54321');
    await waitFor(() => expect(shownNames()).toEqual(['Warehouse', 'Depot']));
    expect(adds(requests)[0].body).toEqual({ addressName: 'Depot', address: 'Plot 9, Dubai Investments Park', postalCode: '54321' });
    expect(within(form).getByLabelText('Address Name')).toHaveValue('');
    expect(within(form).getByLabelText('Address')).toHaveValue('');
  });

  it('sends the chosen emirate with the new address', async () => {
    const depot: Address = address(9, { name: 'Depot', address: 'Plot 9, Sharjah', emirate: 'SHJ' });
    const { user, requests } = await openBook({
      addresses: [savedAddresses[1]],
      answers: { 'POST /api/customer/addaddress': { status: 1, addresses: [savedAddresses[1], depot] } },
    });
    const form = within(dialog()).getByRole('form', { name: 'Register New Address' });
    await user.selectOptions(within(form).getByLabelText('Emirate'), 'Sharjah');
    await fillForm(user, 'Depot', 'Plot 9, Sharjah');
    await waitFor(() => expect(adds(requests)).toHaveLength(1));
    expect(adds(requests)[0].body).toEqual({ addressName: 'Depot', address: 'Plot 9, Sharjah', postalCode: '', emirate: 'SHJ' });
  });

  it('stays on its page after adding at three addresses or more', async () => {
    const depot = address(9, { name: 'Depot' });
    const { user } = await openBook({ answers: { 'POST /api/customer/addaddress': { status: 1, addresses: [...savedAddresses, depot] } } });
    await user.click(within(dialog()).getByRole('button', { name: 'Page 2' }));
    await fillForm(user, 'Depot', 'Plot 9');
    await waitFor(() => expect(shownNames()).toEqual(['Branch', 'Depot']));
  });

  it('keeps what was typed and shows nothing when the add fails', async () => {
    const { user, requests } = await openBook({ answers: { 'POST /api/customer/addaddress': new HttpFailure(500, { status: 0, message: 'Error' }) } });
    const form = await fillForm(user, 'Depot', 'Plot 9');
    await waitFor(() => expect(adds(requests)).toHaveLength(1));
    expect(within(form).getByLabelText('Address Name')).toHaveValue('Depot');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });
});
