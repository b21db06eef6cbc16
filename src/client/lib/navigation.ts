// Sagas own navigation (architecture: "How data flows"); they reach the router created with
// createBrowserRouter through this module instead of a hook.

interface NavigatingRouter {
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
}

let router: NavigatingRouter | null = null;

/** The app registers its router once it exists; tests register their memory router. */
export function registerRouter(next: NavigatingRouter | null): void {
  router = next;
}

/** Goes to an in-app path; used by sagas as `call(navigate, '/shop')`. */
export async function navigate(to: string, opts?: { replace?: boolean }): Promise<void> {
  if (router) {
    await router.navigate(to, opts);
    return;
  }
  // Without a router (a saga running before the app mounted) a full page load still gets there.
  if (typeof window !== 'undefined') window.location.assign(to);
}
