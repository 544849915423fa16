import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../../src/server/providers/analytics/signed-embedding.ts';
import { ProviderError } from '../../src/server/providers/errors.ts';

const SECRET = 'embedding-secret-that-is-long-enough-0123456789';
const NOW = 1_800_000_000_000;

describe('analytics signed embedding', () => {
  let now = NOW;
  const analytics = (siteUrl: string | null = null) =>
    createAnalytics({
      secret: SECRET,
      siteUrl,
      dashboardIds: [484],
      apiBaseUrl: 'http://127.0.0.1:8000/',
      clock: () => now,
    });

  it('signs an HS256 token in the signed-embedding format, valid ten minutes', async () => {
    now = NOW;
    const token = await analytics().signDashboardToken(484, { account_id: 7 });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ resource: { dashboard: 484 }, params: { account_id: 7 }, exp: NOW / 1000 + 600 });
    expect(await analytics().verifyDashboardToken(token)).toEqual({
      dashboardId: 484,
      params: { account_id: 7 },
      exp: NOW / 1000 + 600,
    });
  });

  it('signs only allow-listed dashboards', async () => {
    const error = await analytics()
      .signDashboardToken(485)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'not_allowed', detail: 'dashboard 485 is not in the allow-list' });
    expect(analytics().isAllowedDashboard(484)).toBe(true);
    expect(analytics().isAllowedDashboard(4.84)).toBe(false);
  });

  it('refuses expired, tampered, foreign and not allow-listed tokens', async () => {
    now = NOW;
    const token = await analytics().signDashboardToken(484);
    now = NOW + 601_000;
    expect(await analytics().verifyDashboardToken(token)).toBeNull();
    now = NOW;
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ resource: { dashboard: 484 }, params: {}, exp: NOW / 1000 + 9999 }));
    expect(await analytics().verifyDashboardToken(`${h}.${forged.toString('base64url')}.${s}`)).toBeNull();
    const key = (secret: string) => new TextEncoder().encode(secret);
    const sign = (claims: Record<string, unknown>, secret = SECRET) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key(secret));
    const exp = NOW / 1000 + 60;
    expect(
      await analytics().verifyDashboardToken(await sign({ resource: { dashboard: 484 }, exp }, 'x'.repeat(40))),
    ).toBeNull();
    expect(await analytics().verifyDashboardToken(await sign({ resource: { dashboard: 1 }, exp }))).toBeNull();
    expect(await analytics().verifyDashboardToken(await sign({ resource: { dashboard: 484 } }))).toBeNull();
    expect(await analytics().verifyDashboardToken(await sign({ resource: { dashboard: 484 }, exp }))).toMatchObject({
      dashboardId: 484,
      params: {},
    });
    expect(await analytics().verifyDashboardToken('not-a-token')).toBeNull();
    expect(p).toBeTruthy();
  });

  it('points the frame at the external host, or at the API itself', async () => {
    expect(analytics().embedUrl('abc.def.ghi')).toBe(
      'http://127.0.0.1:8000/embed/dashboard/abc.def.ghi#bordered=true&titled=true',
    );
    expect(analytics().kind).toBe('embedded');
    const external = analytics('https://analytics.example.com/');
    expect(external.kind).toBe('external');
    expect(external.embedUrl('abc.def.ghi')).toBe(
      'https://analytics.example.com/embed/dashboard/abc.def.ghi#bordered=true&titled=true',
    );
  });

  it('gives the path alone when the API has no public address, for the console to put on the one it calls', () => {
    const unconfigured = createAnalytics({ secret: SECRET, siteUrl: null, dashboardIds: [484], apiBaseUrl: null });
    expect(unconfigured.embedUrl('abc.def.ghi')).toBe('/embed/dashboard/abc.def.ghi#bordered=true&titled=true');
    const external = createAnalytics({
      secret: SECRET,
      siteUrl: 'https://analytics.example.com',
      dashboardIds: [484],
      apiBaseUrl: null,
    });
    expect(external.embedUrl('abc.def.ghi')).toBe(
      'https://analytics.example.com/embed/dashboard/abc.def.ghi#bordered=true&titled=true',
    );
  });
});
