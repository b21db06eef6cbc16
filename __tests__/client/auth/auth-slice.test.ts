import reducer, {
  initialAuthState, loginSucceeded, logoutRequested, sessionExpired, tokenRenewed,
} from '../../../src/client/features/auth/auth-slice';
import { selectCustomer, selectIsLoggedIn, selectToken } from '../../../src/client/features/auth/auth-selectors';
import { customerToken, sampleCustomer, tokenFor, customerSession } from './token-fixtures';

const wrap = (auth = initialAuthState) => ({ auth });

describe('auth slice', () => {
  it('starts logged out', () => {
    const state = reducer(undefined, { type: 'init' });
    expect(state).toEqual({ token: null, customer: null });
    expect(selectIsLoggedIn(wrap(state))).toBe(false);
  });

  it('keeps the token and the customer read from it on login', () => {
    const state = reducer(initialAuthState, loginSucceeded(customerSession));
    expect(selectToken(wrap(state))).toBe(customerToken);
    expect(selectCustomer(wrap(state))).toEqual(sampleCustomer);
    expect(selectIsLoggedIn(wrap(state))).toBe(true);
  });

  it('stores the customer the saga read, even when the token is a placeholder (replay)', () => {
    const state = reducer(initialAuthState, loginSucceeded({ token: '<hidden-token>', customer: sampleCustomer }));
    expect(selectIsLoggedIn(wrap(state))).toBe(true);
    expect(selectCustomer(wrap(state))).toEqual(sampleCustomer);
  });

  it('replaces token and customer when the server renews the token', () => {
    const loggedIn = reducer(initialAuthState, loginSucceeded(customerSession));
    const renewed = tokenFor({ ...sampleCustomer, name: 'Layla H. Haddad' });
    const state = reducer(loggedIn, tokenRenewed({ token: renewed, customer: { ...sampleCustomer, name: 'Layla H. Haddad' } }));
    expect(state.token).toBe(renewed);
    expect(state.customer?.name).toBe('Layla H. Haddad');
  });

  it.each([logoutRequested(), sessionExpired()])('clears the session on %s', (action) => {
    const loggedIn = reducer(initialAuthState, loginSucceeded(customerSession));
    const { token, customer } = reducer(loggedIn, action);
    expect({ token, customer }).toEqual(initialAuthState);
  });
});

describe('auth selectors', () => {
  it('reads the customer from the token when the stored customer is missing', () => {
    expect(selectCustomer(wrap({ token: customerToken, customer: null }))).toEqual(sampleCustomer);
    expect(selectCustomer(wrap({ token: null, customer: null }))).toBeNull();
  });
});
