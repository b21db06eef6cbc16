import type { PreloadedRootState } from '../../../src/client/app/store';
import authReducer, { initialAuthState, loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { CartPage } from '../../../src/client/pages/cart/CartPage';
import type { Address, Cart } from '../../../src/shared/api-types';
import { recordApi } from '../../support/api-recorder';
import { renderWithStore } from '../../support/render';
import { savedAddresses } from '../addresses/address-fixtures';
import { customerSession } from '../auth/token-fixtures';
import { cartItem } from './cart-fixtures';

/** A customer's cart: a sale line in red, a plain line of 31 (above the approval threshold). */
export const checkoutCart: Cart = {
  items: [
    {
      ...cartItem(11, 2, 20, 15),
      slug: 'rope-toy-red',
      name: 'Rope Toy',
      attributes: [{ type: 1, value: '#c0392b', type_name: 'Colour', name: 'Red' }],
      attribute_type: 1,
      attribute_name: 'Red',
    },
    { ...cartItem(12, 31, 45.5), slug: 'crunchy-kibble', name: 'Crunchy Kibble' },
  ],
  count: 2,
  total: 1440.5,
};

export const loggedIn: PreloadedRootState = { auth: authReducer(initialAuthState, loginSucceeded(customerSession)) };

interface CheckoutOptions {
  cart?: Cart;
  addresses?: Address[];
  /** Answers for further routes ('POST /api/order/add' ...). */
  answers?: Record<string, unknown>;
}

/**
 * The cart page as a logged-in customer opens it: the real store and sagas, the server answered
 * by a recorder (the cart and the addresses), and a landing page for /dashboard/orders.
 */
export function renderCheckout({ cart = checkoutCart, addresses = savedAddresses, answers = {} }: CheckoutOptions = {}) {
  const requests = recordApi({
    'GET /api/cart/cartlist': { status: 1, cart },
    'GET /api/customer/addresslist': { status: 1, addresses },
    ...answers,
  });
  const rendered = renderWithStore(<CartPage />, {
    preloadedState: loggedIn,
    route: '/cart',
    path: '/cart',
    routes: [{ path: '/dashboard/orders', element: <h1>Orders</h1> }],
  });
  return { ...rendered, requests };
}
