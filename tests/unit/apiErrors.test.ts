import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { ApiError } from '../../src/api/errors.ts';

const session = { getTokens: () => null, storeTokens: () => undefined, endSession: () => undefined };

/** A client whose one answer is `response`. */
const answering = (response: Response) =>
  createApiClient({ baseUrl: () => 'http://api.test', session, fetch: async () => response });

const throttled = (seconds: number, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify({ detail: `Request was throttled. Expected available in ${seconds} seconds.`, code: 'throttled' }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json', ...headers },
    },
  );

describe('a 429 says when to try again, in minutes and plain words', () => {
  it('reads the wait from Retry-After', async () => {
    const error = await answering(throttled(2682, { 'Retry-After': '2682' }))
      .call('POST /password_reset/', { body: { email: 'ana@example.com' }, anonymous: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(2682);
    expect((error as ApiError).detail).toBe('Too many attempts. Please try again in 45 minutes.');
  });

  it("reads it from DRF's text when the header cannot be read, and says at least one minute", async () => {
    const error = await answering(throttled(12))
      .call('POST /password_reset/', { body: { email: 'ana@example.com' }, anonymous: true })
      .catch((e: unknown) => e);
    expect((error as ApiError).detail).toBe('Too many attempts. Please try again in 1 minute.');
    expect((error as ApiError).message).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('leaves other refusals as the API worded them', () => {
    const error = new ApiError(400, { detail: 'Not now.', code: 'invalid_state' });
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(error.detail).toBe('Not now.');
  });
});
