/**
 * The gate that keeps a reseller to its own accounts (services/account-scope.ts) on calls that name one: a route's
 * preHandler, after authentication and before an idempotency claim, so a reseller's call on another's account
 * answers 404 before anything of it is looked at (or paid for). Staff pass without a query.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import type { AccountScopeService } from '../services/account-scope.ts';
import { staffUser } from './authenticate.ts';
import { parseId } from './params.ts';

/** The account a request names: its path's `:id` (or another path parameter). */
export const pathAccount =
  (name = 'id') =>
  (request: FastifyRequest): number =>
    parseId((request.params as Record<string, string>)[name] ?? '');

/**
 * `accountOf` says which account the request is about (null: none, or no such record); a reseller that does not
 * own it gets `missing` (DRF's stock 404 unless the call has its own).
 */
export function ownAccountGate(
  scope: AccountScopeService,
  accountOf: (request: FastifyRequest) => number | null | Promise<number | null>,
  missing: () => Error = notFound,
) {
  return async function ownAccount(request: FastifyRequest): Promise<void> {
    const caller = staffUser(request);
    if (!caller.is_reseller) return;
    const accountId = await accountOf(request);
    if (accountId === null || !(await scope.reaches(caller, accountId))) throw missing();
  };
}
