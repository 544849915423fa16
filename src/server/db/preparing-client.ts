/**
 * A pg client that prepares every statement with parameters under a name taken from its text, so a query the
 * API runs again on the same connection skips parsing and, once PostgreSQL trusts a generic plan for it,
 * planning (a list or search query spent more time being planned than run). What Drizzle's `.prepare(name)`
 * does for a few hand-picked statements, this does for all of them. Statements without parameters (migrations,
 * several commands in one text) keep the simple protocol.
 *
 * A statement marked PLANNED_PER_TERM runs unnamed, planned for its own values: how many accounts a search term
 * matches decides the accounts search's plan (trigram index, name order walk, prefix range), and a generic plan
 * cannot know it (bench:api's first-time phone searches took 90 ms at p50 under generic plans on PGlite, planned
 * per term 5). Other searches keep their plans: the legal entities' is one shape whatever the term, and planning it
 * each time cost 1.8 ms a page at a million accounts.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Names prepared per connection at most; past it, new texts run unnamed (the query shapes are far fewer). */
const MAX_STATEMENTS = 500;

/** Put in a statement's text (a comment), it has the database plan it for each call's values. */
export const PLANNED_PER_TERM = '/* planned per term */';

export class PreparingClient extends pg.Client {
  readonly #named = new Set<string>();

  // pg's overloads are many; only (config object, values) from Drizzle is rewritten, the rest passes through.
  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (isUnnamedConfig(config)) {
      const parameters = Array.isArray(values) ? values : config.values;
      if (parameters && parameters.length > 0 && !config.text.includes(PLANNED_PER_TERM)) {
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
