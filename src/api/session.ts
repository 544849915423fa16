import { $auth, leaveSignedIn, storeTokens } from '../stores/auth.ts';
import { createApiClient } from './client.ts';
import { routes } from '../shared/consoleRoutes.ts';
import { apiBaseUrl } from './config.ts';

/** The one API client of the console, bound to the session store. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  session: {
    getTokens: () => $auth.get(),
    storeTokens: (pair, validityMs) => storeTokens(pair, validityMs),
    // The sign-in ended (its idle or absolute limit, a sign-out elsewhere): sign in again, back to this page.
    endSession: () => leaveSignedIn(routes.signInReturning(location.pathname + location.search, true)),
  },
});
