import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusedResetLink } from '../../src/layouts/resetLinkCheck.ts';
import { apiErrorCodes, apiTexts } from '../../src/shared/apiTexts.ts';

const env = { PUBLIC_API_URL: 'http://api.test/' } as NodeJS.ProcessEnv;
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reset link checked as its page is made', () => {
  it('asks the configured API and gives its reason for a used, expired or unknown link', async () => {
    const fetch = answer(404, { detail: apiTexts.invalidResetToken, code: apiErrorCodes.invalidResetToken });
    vi.stubGlobal('fetch', fetch);
    expect(await refusedResetLink('old-token', env)).toBe(apiTexts.invalidResetToken);
    expect(fetch).toHaveBeenCalledWith('http://api.test/password_reset/validate_token/', expect.anything());
  });

  it("asks the API on the console's own loopback at API_PORT when no address is configured", async () => {
    const fetch = answer(200, { status: 'OK' });
    vi.stubGlobal('fetch', fetch);
    expect(await refusedResetLink('good-token', { API_PORT: '8511' } as NodeJS.ProcessEnv)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8511/password_reset/validate_token/', expect.anything());
  });

  it('says nothing when the link is good, or the answer is not the API refusing it', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 'OK' }));
    expect(await refusedResetLink('good-token', env)).toBeNull();
    vi.stubGlobal('fetch', answer(404, { detail: 'Not found.', code: 'not_found' }));
    expect(await refusedResetLink('good-token', env)).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await refusedResetLink('good-token', env)).toBeNull();
  });
});
