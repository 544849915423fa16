import { useRef } from 'react';
import { loadFailure } from '../../../api/errors.ts';
import { useEndSessions, useUserSessions } from '../../../api/users.ts';
import { userTexts } from '../../../shared/userTexts.ts';
import { browserName } from '../../../shared/userAgent.ts';
import type { UserSession } from '../../../shared/users.ts';
import { Badge, Button, Heading, Inline, LoadError, Skeleton, Stack, Text } from '../../../ui/index.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Your sessions" on Update user (issue 39): each browser signed in as this person, with where and since when, and
 * Sign out for one or for every other. The one in use is marked and keeps going.
 */
export function YourSessions({ userId }: { userId: number }) {
  const sessions = useUserSessions(userId);
  const end = useEndSessions(userId);
  const others = (sessions.data ?? []).filter((session) => !session.current);
  // The button pressed goes with its row: focus moves to the section's heading rather than to the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const signOut = (session?: string) => end.mutate(session, { onSuccess: () => heading.current?.focus() });
  return (
    <Stack as="section" gap="md" aria-labelledby="your-sessions">
      <Heading level={2} id="your-sessions" ref={heading} tabIndex={-1}>
        Your sessions
      </Heading>
      {sessions.isPending ? (
        <Skeleton variant="text" lines={3} aria-label="Loading your sessions" />
      ) : sessions.isError ? (
        <LoadError message={userTexts.sessionsLoadFailed} {...loadFailure(sessions)} />
      ) : (
        <>
          <Stack as="ul" gap="sm" aria-label="Signed-in browsers">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => signOut(session.id)}
                isPending={end.isPending && end.variables === session.id}
              />
            ))}
          </Stack>
          {others.length > 0 && (
            <Inline>
              <Button
                variant="secondary"
                onPress={() => signOut()}
                isPending={end.isPending && end.variables === undefined}
                pendingLabel="Signing out..."
              >
                Sign out everywhere else
              </Button>
            </Inline>
          )}
        </>
      )}
    </Stack>
  );
}

function SessionRow({
  session,
  onSignOut,
  isPending,
}: {
  session: UserSession;
  onSignOut: () => void;
  isPending: boolean;
}) {
  const name = browserName(session.user_agent);
  return (
    <Inline as="li" gap="md" justify="between" wrap>
      <Stack gap="xs">
        <Inline gap="sm">
          <Text weight="semibold">{name}</Text>
          {session.current && <Badge>This browser</Badge>}
        </Inline>
        <Text tone="muted" size="sm">
          {session.client_address || 'Address unknown'} · signed in {when(session.signed_in_at)} · last used{' '}
          {when(session.last_used_at)}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onPress={onSignOut}
          isPending={isPending}
          pendingLabel="Signing out..."
          aria-label={`Sign out ${name}, ${session.client_address}`}
        >
          Sign out
        </Button>
      )}
    </Inline>
  );
}
