import { setupStore } from '../../../src/client/app/store';
import { AdminApp } from '../../../src/client/features/admin/AdminApp';
import { STAFF_TOKEN_KEY } from '../../../src/client/features/admin/session/staff-token-storage';
import { renderWithStore } from '../../support/render';
import { staffMember, staffToken } from './admin-fixtures';

export { stubAdminApi, type SentCall } from './admin-api-stub';

/** Renders the back office at an address through a real store with its sagas running. */
export function renderAdmin(route: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) window.localStorage.setItem(STAFF_TOKEN_KEY, staffToken);
  const store = setupStore(undefined, { sagas: true });
  return renderWithStore(<AdminApp />, { store, route, path: '/admin/*' });
}

export const signedInAnswers = { 'GET /api/admin/me': staffMember };
