/**
 * A pg client that prepares every statement with parameters under a name taken from its text, so a query the
 * API runs again on the same connection skips parsing and, once PostgreSQL trusts a generic plan for it,
 * planning (a list or search query spent more time being planned than run). What Drizzle's `.prepare(name)`
 * does for a few hand-picked statements, this does for all of them. Statements without parameters (migrations,
 * several commands in one text) keep the simple protocol.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Names prepared per connection at most; past it, new texts run unnamed (the query shapes are far fewer). */
const MAX_STATEMENTS = 500;

export class PreparingClient extends pg.Client {
  readonly #named = new Set<string>();

  // pg's overloads are many; only (config object, values) from Drizzle is rewritten, the rest passes through.
  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (isUnnamedConfig(config)) {
      const parameters = Array.isArray(values) ? values : config.values;
      if (parameters && parameters.length > 0) {
        const name = `q${createHash('sha1').update(config.text).digest('base64url').slice(0, 20)}`;
        if (this.#named.has(name) || this.#named.size < MAX_STATEMENTS) {
          this.#named.add(name);
          args[0] = { ...config, name };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

function isUnnamedConfig(config: unknown): config is { text: string; name?: string; values?: unknown[] } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof text === 'string' && !name && typeof submit !== 'function';
}
