import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { changedFields } from '../../src/api/conflicts.ts';
import { ApiError } from '../../src/api/errors.ts';
import { recordVersion } from '../../src/shared/editVersion.ts';

const session = {
  getTokens: () => ({ access: 'a', refresh: 'r', expiresIn: Date.now() + 60_000 }),
  storeTokens: () => {},
  endSession: () => {},
};

/** An API keeping one record at version v1, then v2 once someone else saved. */
function recordApi() {
  let version = '"v1"';
  const sent: (string | null)[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return Response.json({ name: 'Bright Smiles' }, { headers: { ETag: version } });
    const ifMatch = new Headers(init?.headers).get('If-Match');
    sent.push(ifMatch);
    if (ifMatch && ifMatch !== version) {
      return Response.json(
        {
          detail: 'Someone else saved this record after you opened it.',
          code: 'edit_conflict',
          current: { name: 'Theirs' },
        },
        { status: 412, headers: { ETag: version } },
      );
    }
    version = `"v${Number(version.slice(2, -1)) + 1}"`;
    return Response.json({ name: 'Mine' }, { headers: { ETag: version } });
  });
  return { fetch, sent, someoneSaves: () => (version = '"v9"') };
}

describe('edit versions in the API client', () => {
  it('sends the version it read with a save, and the one the save answered with the next save', async () => {
    const server = recordApi();
    const api = createApiClient({ baseUrl: () => '', session, fetch: server.fetch });
    await api.call('GET /account_admin/:id', { params: { id: 7 } });
    await api.call('PATCH /account_admin/:id', { params: { id: 7 }, body: { name: 'Mine' } });
    await api.call('PATCH /account_admin/:id', { params: { id: 7 }, body: { name: 'Mine again' } });
    expect(server.sent).toEqual(['"v1"', '"v2"']);
  });

  it('reports a save over a newer version as 412 with the current record, and lets the next save overwrite it', async () => {
    const server = recordApi();
    const api = createApiClient({ baseUrl: () => '', session, fetch: server.fetch });
    await api.call('GET /account_admin/:id', { params: { id: 7 } });
    server.someoneSaves();
    const refused = await api
      .call('PATCH /account_admin/:id', { params: { id: 7 }, body: {} })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(412);
    expect((refused as ApiError).current).toEqual({ name: 'Theirs' });
    await api.call('PATCH /account_admin/:id', { params: { id: 7 }, body: {} });
    expect(server.sent).toEqual(['"v1"', '"v9"']);
  });

  it('sends no version for a record it never read', async () => {
    const server = recordApi();
    const api = createApiClient({ baseUrl: () => '', session, fetch: server.fetch });
    await api.call('PATCH /users/:id', { params: { id: 3 }, body: {} });
    expect(server.sent).toEqual([null]);
  });
});

describe('what someone else changed', () => {
  it('names changed fields, settings inside a group by group and name, and a reference or list as one field', () => {
    const before = {
      name: 'Bright Smiles',
      office_phone: '(787) 555-0100',
      features: { voicemail_enabled: false, text_back_enabled: true },
      parent_account: { id: 1, name: 'Group A' },
      bot_numbers: [{ number: '+17875550100' }],
    };
    const after = {
      ...before,
      office_phone: '(787) 555-0199',
      features: { voicemail_enabled: true, text_back_enabled: true },
      parent_account: { id: 2, name: 'Group B' },
      bot_numbers: [],
    };
    expect(changedFields(before, after)).toEqual([
      'office_phone',
      'features.voicemail_enabled',
      'parent_account',
      'bot_numbers',
    ]);
    expect(changedFields(before, before)).toEqual([]);
  });
});

describe('a record version', () => {
  it('is the same whatever order the keys came in, and another for any change of a value', () => {
    const billing = { id: 3, is_delinquent: false, ignore_delinquent_check: true };
    expect(recordVersion(billing)).toBe(recordVersion({ ignore_delinquent_check: true, id: 3, is_delinquent: false }));
    expect(recordVersion(billing)).not.toBe(recordVersion({ ...billing, is_delinquent: true }));
    expect(recordVersion({ user: { a: 1, b: [1, 2] } })).toBe(recordVersion({ user: { b: [1, 2], a: 1 } }));
    expect(recordVersion({ list: [1, 2] })).not.toBe(recordVersion({ list: [2, 1] }));
    expect(recordVersion(billing)).toMatch(/^"[0-9a-z]+"$/);
  });
});
