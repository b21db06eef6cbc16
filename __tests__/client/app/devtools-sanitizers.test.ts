import { actionSanitizer, hideSecrets, PLACEHOLDER, stateSanitizer } from '../../../src/client/app/devtools-sanitizers';
import { setupStore } from '../../../src/client/app/store';
import { selectIsLoggedIn } from '../../../src/client/features/auth/auth-selectors';
import { loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { customerSession, customerToken } from '../auth/token-fixtures';

const pdf = 'data:application/pdf;base64,JVBERi0xLjQK';

describe('the sanitizer of DevTools and the support log', () => {
  it('replaces passwords of every spelling by the password placeholder', () => {
    const action = {
      type: 'authForms/passwordChangeSubmitted',
      payload: { currentPassword: 'old-secret', password: 'new-secret', confirm_password: 'new-secret', keep: 'shown' },
    };
    expect(actionSanitizer(action)).toEqual({
      type: 'authForms/passwordChangeSubmitted',
      payload: {
        currentPassword: PLACEHOLDER.password, password: PLACEHOLDER.password, confirm_password: PLACEHOLDER.password, keep: 'shown',
      },
    });
  });

  it('replaces a token by a non-empty placeholder, so the replayed shopper stays logged in', () => {
    const hidden = actionSanitizer(loginSucceeded(customerSession));
    expect(hidden.payload.token).toBe(PLACEHOLDER.token);
    expect(hidden.payload.customer).toEqual(customerSession.customer);
    const store = setupStore(undefined, { sagas: false });
    store.dispatch(hidden);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('finds a JWT in any text, even outside a token field', () => {
    expect(hideSecrets({ payload: customerToken }).payload).toBe(PLACEHOLDER.token);
    expect(hideSecrets({ header: `Bearer ${customerToken}` }).header).toBe(`Bearer ${PLACEHOLDER.token}`);
    expect(hideSecrets({ Authorization: 'Bearer x' }).Authorization).toBe(PLACEHOLDER.token);
  });

  it('replaces reset hashes, in payloads and in the reset link the location holds', () => {
    expect(hideSecrets({ hash: 'a1b2c3', password: 'x' })).toEqual({ hash: PLACEHOLDER.hash, password: PLACEHOLDER.password });
    const location = { pathname: '/reset/a1b2c3d4e5', search: '', hash: '' };
    expect(hideSecrets(location).pathname).toBe(`/reset/${PLACEHOLDER.hash}`);
    expect(hideSecrets({ pathname: '/shop/4/2' }).pathname).toBe('/shop/4/2');
  });

  it('keeps a yes or no under a secret-sounding name: which view shows is not a secret', () => {
    expect(hideSecrets({ passwordView: true, password: 'kibble-2024' })).toEqual({ passwordView: true, password: PLACEHOLDER.password });
    expect(hideSecrets({ authForms: { passwordView: false } })).toEqual({ authForms: { passwordView: false } });
  });

  it("keeps a location's #fragment, which a replay navigates to (only a reset code is hidden under that name)", () => {
    const location = { pathname: '/cart', search: '', hash: '#main' };
    expect(hideSecrets(location)).toEqual(location);
    expect(hideSecrets({ pathname: '/reset/a1b2c3d4e5', hash: '#top' })).toEqual({ pathname: `/reset/${PLACEHOLDER.hash}`, hash: '#top' });
  });

  it('replaces confirmation codes', () => {
    const action = { type: 'authForms/confirmSubmitted', payload: { email: 'layla@pawsco.ae', code: '482913' } };
    expect(actionSanitizer(action).payload).toEqual({ email: 'layla@pawsco.ae', code: PLACEHOLDER.code });
  });

  it('replaces uploaded files and any data URL by a data URL placeholder, wherever they sit', () => {
    const registration = {
      type: 'authForms/registerSubmitted',
      payload: { name: 'Paws & Co.', lisence: pdf, otrn: 'data:image/png;base64,iVBORw0KGgo=', files: [pdf, 'plain'] },
    };
    expect(actionSanitizer(registration).payload).toEqual({
      name: 'Paws & Co.', lisence: PLACEHOLDER.file, otrn: PLACEHOLDER.file, files: [PLACEHOLDER.file, 'plain'],
    });
    const csv = { type: 'admin/csv/importSubmitted', payload: { csv: 'sku,product_slug\nA-1,bowl', fileName: 'stock.csv' } };
    expect(actionSanitizer(csv).payload).toEqual({ csv: PLACEHOLDER.file, fileName: 'stock.csv' });
  });

  it('keeps what support needs: names, companies, emails, ids, quantities and prices', () => {
    const line = { aid: 12, count: 240, price: 53, name: 'Kibble 10 kg', company_name: 'Paws & Co.', email: 'a@b.ae' };
    expect(hideSecrets(line)).toEqual(line);
  });

  it('drops functions (redux-persist callbacks), which a file cannot carry', () => {
    const persist = { type: 'persist/PERSIST', key: 'cart', register: () => undefined, rehydrate: () => undefined };
    expect(actionSanitizer(persist)).toEqual({ type: 'persist/PERSIST', key: 'cart' });
  });

  it('hides the token held in the store state but keeps the rest readable, without touching the store', () => {
    const store = setupStore(undefined, { sagas: false });
    store.dispatch(loginSucceeded(customerSession));
    const shown = stateSanitizer(store.getState());
    expect(shown.auth.token).toBe(PLACEHOLDER.token);
    expect(shown.auth.customer?.email).toBe('layla@pawsco.ae');
    expect(shown.auth.customer?.lisence_number).toBe('doc-1f3a.pdf');
    expect(store.getState().auth.token).toBe(customerToken);
  });

  it('leaves empty secrets and other fields alone', () => {
    const original = { password: '', count: 3, nested: { token: null } };
    expect(hideSecrets(original)).toEqual(original);
  });
});
