import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectedUser } from '../shared/auth.ts';
import { api } from './session.ts';

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

/** GET /users/current_user: fetched once per page; the session gate waits for it. */
export function currentUserQuery() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }) => api.request<ConnectedUser>('/users/current_user', { signal }),
    staleTime: Infinity,
  });
}

export const useCurrentUser = (enabled: boolean) => useQuery({ ...currentUserQuery(), enabled });
