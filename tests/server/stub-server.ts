/**
 * A loopback HTTP server standing in for an external service: it records every request (method, path with
 * query, headers, body) and answers with what the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body read as a form (url-encoded) . */
  form: URLSearchParams;
  /** The body read as JSON, or undefined. */
  json: unknown;
}

export interface StubReply {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export interface Stub {
  url: string;
  requests: StubRequest[];
  close(): Promise<void>;
}

export async function startStub(handler: (request: StubRequest) => StubReply): Promise<Stub> {
  const requests: StubRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stub');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const request: StubRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        form: new URLSearchParams(body),
        json,
      };
      requests.push(request);
      let reply: StubReply;
      try {
        reply = handler(request);
      } catch (error) {
        reply = { status: 500, body: { message: String(error) } };
      }
      if (reply.hang) return;
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The basic auth header a client should send. */
export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** An address where nothing listens. */
export async function closedUrl(): Promise<string> {
  const stub = await startStub(() => ({}));
  await stub.close();
  return stub.url;
}
