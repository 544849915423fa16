/** The response check of the property tests catches each way an answer can leave its contract. */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../../../src/shared/contracts/endpoint.ts';
import { contractViolation } from './contract-check.ts';

const item = z.object({ id: z.number().int(), tags: z.array(z.object({ name: z.string() })) });
const contract: Endpoint = { summary: 'An item', description: 'One item.', tags: ['Accounts'], response: item };
/** A call that answers nothing (204). */
const removal: Endpoint = {
  summary: 'Remove an item',
  description: 'Removes an item.',
  tags: ['Accounts'],
  response: null,
};

const ANSWERS: Record<string, [number, unknown]> = {
  ok: [200, { id: 1, tags: [{ name: 'a' }] }],
  leak: [200, { id: 1, tags: [{ name: 'a', secret: 'x' }], password_hash: 'x' }],
  wrong: [200, { id: '1', tags: [] }],
  created: [201, { id: 1, tags: [] }],
  detail: [404, { detail: 'Not found.', code: 'not_found' }],
  fields: [400, { name: ['This field is required.'] }],
  odd: [400, { error: 'bad' }],
  boom: [500, { detail: 'A server error occurred.', code: 'error' }],
  unauthorized: [401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }],
};

describe('contractViolation', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
      const [status, body] = ANSWERS[request.params.name]!;
      return reply.code(status).send(body);
    });
    app.get('/empty', async (_request, reply) => reply.code(204).send());
    await app.ready();
  });
  afterAll(() => app.close());

  const check = async (name: string, authenticated = true, endpoint = contract) =>
    contractViolation(endpoint, await app.inject({ method: 'GET', url: `/${name}` }), { authenticated });

  it('accepts answers inside the contract', async () => {
    for (const name of ['ok', 'detail', 'fields']) expect(await check(name)).toBeNull();
    expect(await check('empty', true, removal)).toBeNull();
    expect(await check('unauthorized', false)).toBeNull();
  });

  it('names each way out of it', async () => {
    expect(await check('leak')).toBe('fields outside the 200 schema: $.tags[0].secret, $.password_hash');
    expect(await check('wrong')).toMatch(/^body does not match the 200 schema: .*expected number/s);
    expect(await check('created')).toBe('status 201 is not in the contract');
    expect(await check('empty')).toBe('status 204 is not in the contract');
    expect(await check('ok', true, removal)).toBe('status 200 is not in the contract');
    expect(await check('odd')).toBe('error body is not a DRF error: {"error":"bad"}');
    expect(await check('boom')).toBe('server error 500');
    expect(await check('unauthorized')).toBe('a signed-in staff user was refused (401)');
  });

  it('holds error statuses to the ones the OpenAPI document lists', async () => {
    const response = await app.inject({ method: 'GET', url: '/detail' });
    expect(contractViolation(contract, response, { authenticated: true, documented: [200, 400, 404] })).toBeNull();
    expect(contractViolation(contract, response, { authenticated: true, documented: [200, 400] })).toBe(
      'status 404 is not in the OpenAPI document (200, 400)',
    );
  });
});
