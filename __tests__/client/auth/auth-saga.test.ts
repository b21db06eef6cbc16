import { expectSaga } from 'redux-saga-test-plan';
import { authSaga } from '../../../src/client/features/auth/auth-saga';
import { logoutRequested } from '../../../src/client/features/auth/auth-slice';
import { navigate } from '../../../src/client/lib/navigation';

describe('auth saga', () => {
  it('goes home after logout', () =>
    expectSaga(authSaga)
      .provide({ call: (effect, next) => (effect.fn === navigate ? undefined : next()) })
      .call(navigate, '/')
      .dispatch(logoutRequested())
      .silentRun(50));
});
