/**
 * The console's front door (src/console-server/app.ts) renders a page only for a Host that is a host name: the
 * page's policy names that host, and one carrying `;`, `,` or quotes would write directives of its own into it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsoleServer } from '../../src/console-server/app.ts';

describe("the console's front door and the Host header", () => {
  let app: FastifyInstance;
  let clientDir = '';
  const rendered: string[] = [];
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'rescue-front-door-'));
    app = buildConsoleServer({
      clientDir,
      renderPage: (request, response) => {
        rendered.push(request.headers.host ?? '');
        response.end('page');
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('renders pages for host names, addresses and ports', async () => {
    for (const host of ['localhost:4321', 'console.example.com', '127.0.0.1:4321', '[::1]:4321', 'rescue-01.lan']) {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
    expect(rendered).toHaveLength(5);
  });

  it('refuses any other Host before a page or a header is written from it', async () => {
    rendered.length = 0;
    for (const host of [
      "evil.example;script-src 'unsafe-inline'",
      'a.example,b.example',
      "x'.example",
      'a_b.example:99999999',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.body).toBe('Bad Request: the Host header names no host.');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(rendered).toEqual([]);
  });
});
