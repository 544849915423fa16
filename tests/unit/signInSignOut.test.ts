/**
 * The console's side of sign-in and sign-out (src/api/auth.ts) against the mocked API: the device token a sign-in
 * answers is kept per username and sent with that username's next sign-in, through sign-out; sign-out asks the API
 * to end the sign-in and forgets the tokens.
 */
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../src/api/auth.ts';
import { $auth, $knownDevices, rememberDevice } from '../../src/stores/auth.ts';
import { apiHandlers, MOCK_PASSWORD, on } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';

listenToMockApi();

/** The bodies the mocked API received at a path, in order. */
function recordBodies(path: string) {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
}

beforeEach(() => {
  mockServer.use(...apiHandlers());
  $auth.set(null);
  $knownDevices.set({});
});

afterEach(() => {
  mockServer.events.removeAllListeners();
  $auth.set(null);
});

describe('sign-in and sign-out', () => {
  it("sends the username's device token from its last sign-in here, and keeps it through sign-out", async () => {
    const sent = recordBodies('/api/admin_token');
    await signIn({ username: 'Demo', password: MOCK_PASSWORD });
    expect($auth.get()?.access).toBe('mock-access-token');
    expect($knownDevices.get()).toEqual({ demo: 'mock-device-token-of-demo' });

    signOut();
    expect($auth.get()).toBeNull();
    await signIn({ username: 'demo', password: MOCK_PASSWORD });
    expect(sent).toEqual([
      { username: 'Demo', password: MOCK_PASSWORD },
      { username: 'demo', password: MOCK_PASSWORD, device: 'mock-device-token-of-demo' },
    ]);
  });

  it('asks the API to end the sign-in with its refresh token', async () => {
    const ended: unknown[] = [];
    mockServer.use(
      on('POST /api/token/blacklist', async ({ request }) => {
        ended.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    await signIn({ username: 'demo', password: MOCK_PASSWORD });
    signOut();
    await expect.poll(() => ended).toEqual([{ refresh: 'mock-refresh-token' }]);
  });

  it('keeps the device tokens of the last ten usernames', () => {
    for (let i = 1; i <= 12; i++) rememberDevice(`user${i}`, `token${i}`);
    rememberDevice('USER12', 'token12b');
    const known = $knownDevices.get();
    expect(Object.keys(known)).toHaveLength(10);
    expect(known.user1).toBeUndefined();
    expect(known.user2).toBeUndefined();
    expect(known.user12).toBe('token12b');
  });
});
