/** The bearer-token gate of every authenticated route: only active staff get through. */
import type { FastifyRequest } from 'fastify';
import type { ConnectedUser } from '../../shared/auth.ts';
import { invalidAccessToken, notAuthenticated } from '../errors.ts';
import type { AuthService } from '../services/auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff user; set by requireStaff, null on public routes. */
    user: ConnectedUser | null;
    /** The sign-in their access token belongs to (its refresh token family); set with `user`. */
    sessionId: string | null;
  }
}

export function requireStaff(auth: AuthService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const [scheme, token, ...extra] = header?.trim().split(/\s+/) ?? [];
    // Like DRF: another scheme (or none) means no credentials; a malformed bearer header is an invalid token.
    if (!header || scheme?.toLowerCase() !== 'bearer') throw notAuthenticated();
    if (!token || extra.length > 0) throw invalidAccessToken();
    ({ user: request.user, sessionId: request.sessionId } = await auth.authenticate(token));
  };
}

/** The user of a route behind requireStaff. */
export function staffUser(request: FastifyRequest): ConnectedUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/** The sign-in (refresh token family) of a route behind requireStaff. */
export function staffSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw notAuthenticated();
  return request.sessionId;
}
