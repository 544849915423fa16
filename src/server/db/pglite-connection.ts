/**
 * PGlite behind node-postgres: the connection a pg.Client talks to, so the embedded database runs through the
 * same driver as PostgreSQL (drizzle-orm/node-postgres, PreparingClient's named statements, the same migrator).
 *
 * PGlite's own `query()` parses and plans every statement and crosses into WebAssembly six times for it; a named
 * statement is parsed once and, once PostgreSQL trusts its generic plan, planned once (planning was a third to a
 * half of a list page's time on PGlite). pg writes a statement's messages (parse, bind, describe, execute, sync) in
 * one go, so they are buffered and sent to PGlite together when the pipeline ends (sync, or a simple query): one
 * crossing per statement. PGlite answers one statement at a time, so the pool holding this connection has one
 * client, and nothing else may talk to the PGlite instance (it would run inside the pool's transactions).
 *
 * Modelled on PGlite's `@electric-sql/pglite/node-postgres`, which sends each message on its own.
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Message = { name: string };

export class PgliteConnection extends EventEmitter {
  readonly #pglite: PGlite;
  #pending: Uint8Array[] = [];
  #queue: Promise<unknown>;

  /** Read by pg.Client: which named statements this connection (the database session) has parsed. */
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  /** pg.Client.end() looks at these two. */
  _connecting = false;
  readonly stream = { destroy: () => this.end() };

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
  }

  #buffer(message: Uint8Array) {
    this.#pending.push(message);
  }

  /** Sends what pg has written since the last pipeline end, and hands PGlite's answers to pg in order. */
  #send(last: Uint8Array) {
    const batch = concat([...this.#pending, last]);
    this.#pending = [];
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolStream(batch, { throwOnError: false }))
      .then((messages: Message[]) => {
        for (const message of messages) this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
      })
      .catch((error: unknown) => this.emit('error', error));
  }

  async connect() {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // The startup and authentication of a network connection: PGlite has none.
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.#buffer(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#buffer(serialize.bind(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.#buffer(serialize.describe(message));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#buffer(serialize.execute(config));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.#buffer(serialize.close(message));
  }
  flush() {
    this.#send(serialize.flush());
  }
  sync() {
    this.#send(serialize.sync());
  }

  end() {
    // Like a socket closing; the PGlite instance belongs to the caller and stays open. The pool hands this
    // connection to its next client, so the ended client's listeners go.
    this.#queue = this.#queue.then(() => this.emit('end'));
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
