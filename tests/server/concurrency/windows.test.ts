/**
 * The two windows README names between API processes, held to their bounds on two instances of one PostgreSQL
 * database: a list's total lags rows another process wrote for at most LIST_COUNT_CACHE_SECONDS, and a sign-in
 * ended through one process is refused by the other as soon as the `sessions_ended` notification reaches it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSIONS_ENDED_CHANNEL } from '../../../src/server/auth/sign-in-sessions.ts';
import { insertAccount } from '../campaign-management-data.ts';
import { postgresConfigured, TEST_CONFIG } from '../harness.ts';
import { createTwoInstances, type TwoInstances } from './instances.ts';

describe.skipIf(!postgresConfigured)('the windows between two API instances, and their bounds', () => {
  let two: TwoInstances;
  const heard: { channel: string; payload: string }[] = [];
  beforeAll(async () => {
    two = await createTwoInstances({ heard: (channel, payload) => heard.push({ channel, payload }) });
  });
  afterAll(() => two?.close());
  afterEach(() => vi.useRealTimers());

  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

  it("a list's total lags another process's writes for at most LIST_COUNT_CACHE_SECONDS", async () => {
    const { access } = await two.h.signIn();
    // The second instance is instance 1: it answers the list; rows are written beside it.
    const total = async () =>
      (await two.inject(1, { method: 'GET', url: '/account_admin?search=Ventana', headers: bearer(access) })).json()
        .count as number;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await total()).toBe(0);

    await insertAccount(two.h.database.db, 'Ventana Dental');
    vi.setSystemTime(Date.now() + TEST_CONFIG.countCacheSeconds * 1000 - 1);
    expect(await total()).toBe(0);
    vi.setSystemTime(Date.now() + 2);
    expect(await total()).toBe(1);
  });

  it('a sign-out through one process is refused by the other once its notification arrives', async () => {
    const { access, refresh } = await two.h.signIn();
    const currentUser = () => two.inject(1, { method: 'GET', url: '/users/current_user', headers: bearer(access) });
    expect((await currentUser()).statusCode).toBe(200);

    heard.length = 0;
    const out = await two.inject(0, { method: 'POST', url: '/api/token/blacklist', payload: { refresh } });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => heard.some((notice) => notice.channel === SESSIONS_ENDED_CHANNEL)).toBe(true);
    expect((await currentUser()).statusCode).toBe(401);
  });
});
