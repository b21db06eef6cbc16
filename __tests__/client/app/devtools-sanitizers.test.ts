import { actionSanitizer, HIDDEN, hideSecrets, stateSanitizer } from '../../../src/client/app/devtools-sanitizers';
import { setupStore } from '../../../src/client/app/store';
import { loginSucceeded } from '../../../src/client/features/auth/auth-slice';
import { customerToken } from '../auth/token-fixtures';

const pdf = 'data:application/pdf;base64,JVBERi0xLjQK';

describe('Redux DevTools sanitizers', () => {
  it('hides passwords of every spelling in actions', () => {
    const action = {
      type: 'auth/passwordChangeSubmitted',
      payload: { currentPassword: 'old-secret', password: 'new-secret', confirm_password: 'new-secret', keep: 'shown' },
    };
    expect(actionSanitizer(action)).toEqual({
      type: 'auth/passwordChangeSubmitted',
      payload: { currentPassword: HIDDEN, password: HIDDEN, confirm_password: HIDDEN, keep: 'shown' },
    });
  });

  it('hides tokens and reset codes', () => {
    expect(actionSanitizer(loginSucceeded({ token: customerToken }))).toEqual({
      type: 'auth/loginSucceeded',
      payload: { token: HIDDEN },
    });
    expect(hideSecrets({ type: 'auth/somethingElse', payload: customerToken }).payload).toBe(HIDDEN);
    expect(hideSecrets({ token: customerToken, hash: 'reset-code', Authorization: 'Bearer x' })).toEqual({
      token: HIDDEN,
      hash: HIDDEN,
      Authorization: HIDDEN,
    });
  });

  it('hides uploaded files and any data URL, wherever they sit', () => {
    const registration = {
      type: 'auth/registerSubmitted',
      payload: { name: 'Paws & Co.', lisence: pdf, otrn: 'data:image/png;base64,iVBORw0KGgo=', files: [pdf, 'plain'] },
    };
    expect(actionSanitizer(registration).payload).toEqual({
      name: 'Paws & Co.',
      lisence: HIDDEN,
      otrn: HIDDEN,
      files: [HIDDEN, 'plain'],
    });
  });

  it('hides the text of a catalogue CSV sent for import', () => {
    const action = { type: 'admin/csv/importSubmitted', payload: { csv: 'sku,product_slug\nA-1,bowl', fileName: 'stock.csv' } };
    expect(actionSanitizer(action).payload).toEqual({ csv: HIDDEN, fileName: 'stock.csv' });
  });

  it('hides the token held in the store state but keeps the rest readable', () => {
    const store = setupStore(undefined, { sagas: false });
    store.dispatch(loginSucceeded({ token: customerToken }));
    const shown = stateSanitizer(store.getState());
    expect(shown.auth.token).toBe(HIDDEN);
    expect(shown.auth.customer?.email).toBe('layla@pawsco.ae');
    expect(shown.auth.customer?.lisence_number).toBe('doc-1f3a.pdf');
    expect(store.getState().auth.token).toBe(customerToken);
  });

  it('leaves empty secrets, numbers of other fields and the original objects alone', () => {
    const original = { password: '', count: 3, nested: { token: null } };
    expect(hideSecrets(original)).toEqual(original);
    const withSecret = { password: 'x' };
    hideSecrets(withSecret);
    expect(withSecret.password).toBe('x');
  });
});
