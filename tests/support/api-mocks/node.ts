/**
 * The mocked API for component tests (Vitest's unit project, jsdom): the same handlers as the screen stories, put
 * in front of Node's fetch by msw/node. A call no handler answers fails the test.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const mockServer = setupServer();

/** Starts the interceptor for this test file; each test then `mockServer.use(...apiHandlers())`. */
export function listenToMockApi(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => mockServer.close());
}
