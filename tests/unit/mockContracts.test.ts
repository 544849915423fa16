/**
 * The mocked API is held to the contracts (issue 42): an answer the real API could not give fails whoever asked for
 * it, and pages link to their own request as the API's do.
 */
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiHandlers, apiUrl, legalEntities, on } from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';

listenToMockApi();

describe('the mocked API', () => {
  it('answers what the contract allows as it is', async () => {
    mockServer.use(on('GET /legal_entities/:id', () => HttpResponse.json(legalEntities[0]!)));
    const answer = await fetch(apiUrl(`/legal_entities/${legalEntities[0]!.id}`));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(legalEntities[0]);
  });

  it('turns an answer off its contract into a 500 that names the call and what is wrong', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockServer.use(on('GET /legal_entities/:id', () => HttpResponse.json({ ...legalEntities[0]!, ein: 123 })));
    const answer = await fetch(apiUrl(`/legal_entities/${legalEntities[0]!.id}`));
    expect(answer.status).toBe(500);
    const { detail } = (await answer.json()) as { detail: string };
    expect(detail).toMatch(/^The mocked GET \/legal_entities\/:id answered what its contract does not allow/);
    expect(detail).toContain('ein');
    expect(said).toHaveBeenCalledWith(detail);
    said.mockRestore();
  });

  it("links a page to its own request, its search kept, as the API's links do", async () => {
    mockServer.use(...apiHandlers());
    const answer = await fetch(apiUrl('/account_admin?search=o&page=1'));
    const first = (await answer.json()) as { next: string | null; previous: string | null };
    expect(first.previous).toBeNull();
    expect(first.next).toBe(apiUrl('/account_admin?search=o&page=2'));
    const second = (await (await fetch(first.next!)).json()) as { previous: string | null };
    // Like DRF, the link back to page 1 drops the parameter.
    expect(second.previous).toBe(apiUrl('/account_admin?search=o'));
  });
});
