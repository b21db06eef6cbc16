import { screen, waitFor, within } from '@testing-library/react';
import { HttpFailure } from '../../support/api-recorder';
import { cartItem } from './cart-fixtures';
import { checkoutCart, renderCheckout } from './checkout-fixtures';

const details = () => screen.getByRole('region', { name: 'Invoice details' });
const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;
const line = (name: RegExp) => screen.getByRole('listitem', { name });

describe('Cart page: the customer and the delivery address', () => {
  it("shows the customer's details with the country named from the list", async () => {
    renderCheckout();
    const region = details();
    expect(fact(region, 'Name')).toHaveTextContent('Layla Haddad');
    expect(fact(region, 'Company Name')).toHaveTextContent('Paws & Co. Pet Shop');
    expect(fact(region, 'Country')).toHaveTextContent('United Arab Emirates');
    expect(fact(region, 'Email')).toHaveTextContent('layla@pawsco.ae');
    expect(fact(region, 'Contact Number')).toHaveTextContent('+971 50 123 4567');
    expect(await within(region).findByText('Unit 12, Al Quoz Industrial Area 3, Dubai')).toBeInTheDocument();
  });

  it('preselects the main address with its postal code', async () => {
    const { requests } = renderCheckout();
    const region = details();
    await waitFor(() => expect(fact(region, 'Address')).toHaveTextContent('Unit 12, Al Quoz Industrial Area 3, Dubai'));
    expect(fact(region, 'Postal Code')).toHaveTextContent('12002');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /api/customer/addresslist');
  });

  it('offers Change when addresses exist', async () => {
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Change address' })).toHaveTextContent('Change');
  });

  it('offers Add without addresses, and keeps Register Invoice off with the reason', async () => {
    renderCheckout({ addresses: [] });
    expect(await screen.findByRole('button', { name: 'Add address' })).toHaveTextContent('Add');
    expect(screen.getByText('No delivery address yet.')).toBeInTheDocument();
    const register = await screen.findByRole('button', { name: 'Register Invoice' });
    await waitFor(() => expect(register).toHaveAccessibleDescription('Add a delivery address to register your invoice.'));
    expect(register).toBeDisabled();
  });

  it('does not claim there is no address when the address list cannot be loaded, and Register Invoice says why it waits', async () => {
    renderCheckout({ answers: { 'GET /api/customer/addresslist': new HttpFailure(500, { status: 0, message: 'Error' }) } });
    const register = await screen.findByRole('button', { name: 'Register Invoice' });
    await waitFor(() => expect(register).toHaveAccessibleDescription('Your addresses could not be loaded. Reload the page to try again.'));
    expect(register).toBeDisabled();
    expect(screen.queryByText('No delivery address yet.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not call a cart that could not be loaded empty next to Register Invoice', async () => {
    renderCheckout({ answers: { 'GET /api/cart/cartlist': new HttpFailure(500, { status: 0, message: 'Error' }) } });
    const register = await screen.findByRole('button', { name: 'Register Invoice' });
    await waitFor(() => expect(register).toHaveAccessibleDescription('Your cart could not be loaded. Reload the page to try again.'));
    expect(register).toBeDisabled();
  });

  it("shows '+' on screens of 767 px or narrower", async () => {
    const width = window.innerWidth;
    window.innerWidth = 767;
    try {
      renderCheckout();
      expect(await screen.findByRole('button', { name: 'Change address' })).toHaveTextContent('+');
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('Cart page: the lines', () => {
  it('shows each line with its image, name to the product, attributes and prices', async () => {
    renderCheckout();
    const toy = await screen.findByRole('listitem', { name: /Rope Toy/ });
    expect(within(toy).getByRole('link', { name: 'Rope Toy' })).toHaveAttribute('href', '/product/rope-toy-red');
    expect(toy.querySelector('img')).toHaveAttribute('src', '/media/p-11-1.webp');
    expect(within(toy).getByText('-25%')).toBeInTheDocument();
    expect(within(toy).getByTestId('swatch')).toHaveStyle({ background: '#c0392b' });
    expect(within(toy).getByText('Colour:Red')).toBeInTheDocument();
    expect(within(toy).getByText('AED 15.00')).toBeInTheDocument();
    expect(within(toy).getByLabelText('was AED 20.00')).toBeInTheDocument();
    const kibble = line(/Crunchy Kibble/);
    expect(within(kibble).getByText('Size:2 kg')).toBeInTheDocument();
    expect(within(kibble).queryByText(/^-\d+%$/)).toBeNull();
    expect(within(kibble).queryByText(/^was/)).toBeNull();
  });

  it('says a line above 30 needs Petora approval, and not at 30', async () => {
    renderCheckout({ cart: { ...checkoutCart, items: [checkoutCart.items[1], { ...cartItem(13, 30, 5), name: 'Cat Litter' }] } });
    expect(await within(await screen.findByRole('listitem', { name: /Crunchy Kibble/ })).findByText('This item needs Petora approval.')).toBeInTheDocument();
    expect(within(line(/Cat Litter/)).queryByText(/approval/)).toBeNull();
  });

  it('keeps the running Total in AED', async () => {
    renderCheckout();
    await screen.findByRole('listitem', { name: /Rope Toy/ });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('AED 1,440.50');
  });

  it('offers the stepper with delete-all on each line', async () => {
    renderCheckout();
    const toy = await screen.findByRole('listitem', { name: /Rope Toy/ });
    expect(within(toy).getByRole('spinbutton', { name: 'Quantity of Rope Toy Red' })).toHaveValue(2);
    expect(within(toy).getByRole('button', { name: 'Remove Rope Toy Red from cart' })).toBeInTheDocument();
  });

  it('says so when the cart is empty, with the way back to the shop', async () => {
    renderCheckout({ cart: { items: [], count: 0, total: 0 } });
    expect(await screen.findByText('No Products in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('button', { name: 'Register Invoice' })).toHaveAccessibleDescription('Your cart is empty.');
  });
});
