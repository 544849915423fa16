import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateUserRequest, UpdateUserRequest, User } from '../shared/users.ts';
import type { AccountDetail } from '../shared/accounts.ts';
import { userTexts } from '../shared/userTexts.ts';
import { updateCachedAccount } from './accounts.ts';
import { savedOver, takeNewerVersion, type CachedPart } from './conflicts.ts';
import { signIn } from './auth.ts';
import { ApiError, unlessFieldsNamed } from './errors.ts';
import type { MutationToasts } from './notifier.ts';
import { accountKeys, userKeys } from './queryKeys.ts';
import { refreshAfter } from './refreshes.ts';
import { api } from './session.ts';

/** GET /users/current_user: fetched once per page; the session gate waits for it. */
export function currentUserQuery() {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }) => api.call('GET /users/current_user', { signal }),
    staleTime: Infinity,
  });
}

export const useCurrentUser = (enabled: boolean) => useQuery({ ...currentUserQuery(), enabled });

/** Puts a user the API answered with into the cached account's user list. */
function cacheUser(accountId: number, user: User) {
  updateCachedAccount(accountId, (account) => ({
    ...account,
    user_set: account.user_set.some((u) => u.id === user.id)
      ? account.user_set.map((u) => (u.id === user.id ? user : u))
      : [...account.user_set, user],
  }));
}

/** POST /users for an account (spec 7): active, with the server's field errors for the form. */
export function useCreateUser(accountId: number) {
  return useMutation({
    mutationFn: (user: Omit<CreateUserRequest, 'account' | 'is_active'>) =>
      api.call('POST /users', { body: { ...user, account: accountId, is_active: true } }),
    onSuccess: (user) => {
      cacheUser(accountId, user);
      void refreshAfter('POST /users', user.id);
    },
    meta: { success: userTexts.created, error: userTexts.createFailed },
  });
}

const isActiveAlone = (patch: UpdateUserRequest) => Object.keys(patch).join() === 'is_active';

/** One user of the cached account. */
const userOfAccount = (userId: number): CachedPart<AccountDetail, User> => ({
  get: (account) => account.user_set.find((user) => user.id === userId),
  set: (account, user) => ({ ...account, user_set: account.user_set.map((u) => (u.id === userId ? user : u)) }),
});

/**
 * PATCH /users/{id}: the list editor's fields, over the version the account showed (a save over someone else's is
 * refused), or is_active alone; each with its spec 8 toasts.
 */
export function useUpdateUser(accountId: number, userId: number, toasts: MutationToasts) {
  return useMutation({
    mutationFn: (patch: UpdateUserRequest) =>
      api.call('PATCH /users/:id', {
        params: { id: userId },
        body: patch,
        // Activating or deactivating is one switch meant as it stands, whatever else changed meanwhile.
        ifMatch: isActiveAlone(patch) ? undefined : savedOver(accountKeys.detail(accountId), userOfAccount(userId)),
      }),
    onSuccess: (user) => {
      cacheUser(accountId, user);
      void refreshAfter('PATCH /users/:id', userId);
    },
    onError: takeNewerVersion(accountKeys.detail(accountId), userOfAccount(userId)),
    meta: toasts,
  });
}

/** GET /account/{accountId}: the name of the user's account, read once for the Update user form (spec 2). */
export function useUserAccount(accountId: number | null) {
  return useQuery({
    queryKey: [...userKeys.all, 'account', accountId] as const,
    queryFn: ({ signal }) => api.call('GET /account/:accountId', { params: { accountId: accountId! }, signal }),
    enabled: accountId !== null,
    staleTime: Infinity,
  });
}

/**
 * PATCH /users/{id} from the Update user form (spec 7); the answer refreshes the connected user. A new password
 * ends every session of the user, this one too, so the console signs in again with it and carries on.
 */
export function useSaveProfile(userId: number) {
  return useMutation({
    mutationFn: async ({ patch, username }: { patch: UpdateUserRequest; username: string }) => {
      const saved = await api.call('PATCH /users/:id', { params: { id: userId }, body: patch });
      if (patch.password) {
        // The save stands even if this fails: the next call then ends the session and asks to sign in.
        await signIn({ username, password: patch.password }).catch(() => undefined);
      }
      return saved;
    },
    onSuccess: () => refreshAfter('PATCH /users/:id', userId),
    meta: {
      success: userTexts.saved,
      error: (error) =>
        error instanceof ApiError && error.status === 404
          ? userTexts.notFound
          : unlessFieldsNamed(userTexts.saveFailed)(error),
    },
  });
}

/** GET /users/{id}/sessions: the person's sign-ins that go on ("Your sessions"). */
export const userSessionsQuery = (userId: number) =>
  queryOptions({
    queryKey: userKeys.sessions(userId),
    queryFn: ({ signal }) => api.call('GET /users/:id/sessions', { params: { id: userId }, signal }),
  });

export const useUserSessions = (userId: number) => useQuery(userSessionsQuery(userId));

/** POST /users/{id}/sessions/end: one sign-in (`session`), or every other; the list is asked again after. */
export function useEndSessions(userId: number) {
  return useMutation({
    mutationFn: (session?: string) =>
      api.call('POST /users/:id/sessions/end', { params: { id: userId }, body: session ? { session } : {} }),
    onSettled: () => refreshAfter('POST /users/:id/sessions/end', userId),
    meta: { success: userTexts.sessionsEnded, error: userTexts.sessionsEndFailed } satisfies MutationToasts,
  });
}
