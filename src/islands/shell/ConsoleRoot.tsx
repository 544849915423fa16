import { useStore } from '@nanostores/react';
import { QueryClientProvider, type AnyUseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { provideNotifier } from '../../api/notifier.ts';
import { queryClient } from '../../api/queryClient.ts';
import { signOut } from '../../api/auth.ts';
import { api } from '../../api/session.ts';
import { useCurrentUser } from '../../api/users.ts';
import { CONSOLE_NAME } from '../../shared/pageTitle.ts';
import { $leaving, $sessionStatus, clearSession, leaveSignedIn } from '../../stores/auth.ts';
import { $colorScheme, setColorScheme } from '../../stores/colorScheme.ts';
import {
  AppShell,
  applyColorScheme,
  Banner,
  Button,
  isColorScheme,
  LeaveGuard,
  notify,
  Spinner,
  Stack,
  Toaster,
  type ColorScheme,
} from '../../ui/index.ts';
import { routes } from '../../shared/consoleRoutes.ts';

export type ConsoleSection = 'accounts' | 'call_rescue_monitor' | 'registration' | 'tcr';

/** `staffOnly`: the provider's staff's alone; resellers do not see it (the API refuses them too). */
const NAV_ITEMS: { section: ConsoleSection; href: string; label: string; staffOnly?: true }[] = [
  { section: 'accounts', href: routes.accounts, label: 'Accounts' },
  { section: 'call_rescue_monitor', href: routes.monitor, label: 'Call rescue monitor' },
  { section: 'registration', href: routes.registration, label: 'Registration', staffOnly: true },
  { section: 'tcr', href: routes.tcrDashboard, label: 'TCR', staffOnly: true },
];

// Mutations say what they did through the design system's toasts (spec 2: bottom left, 4 s).
provideNotifier({ success: (text) => void notify.success(text), error: (text) => void notify.error(text) });

function signOutAndLeave(): void {
  leaveSignedIn(routes.signIn, () => {
    signOut();
    queryClient.clear();
  });
}

/** A query a screen starts with the page (any `queryOptions`). */
export type ScreenQuery = AnyUseQueryOptions;

export interface ConsoleRootProps {
  section?: ConsoleSection;
  /**
   * What the screen shows first (its record, its list, the lookups its first view needs): asked as the page starts,
   * beside the connected user, rather than once the session gate has opened.
   */
  prefetch?: readonly ScreenQuery[];
  children: ReactNode;
}

/**
 * What every signed-in screen stands in: the query cache, the session gate (spec 4: no session goes to
 * /login, a spinner while the connected user loads, the periodic refresh), the top navigation and toasts.
 */
export function ConsoleRoot({ section, prefetch = [], children }: ConsoleRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGate section={section} prefetch={prefetch}>
        {children}
      </SignedInGate>
      <Toaster />
      <LeaveGuard />
    </QueryClientProvider>
  );
}

/** The stored color scheme, applied to the document whenever it changes (here or in another tab). */
function useColorScheme(): ColorScheme {
  const stored = useStore($colorScheme);
  const scheme = isColorScheme(stored) ? stored : 'system';
  useEffect(() => applyColorScheme(scheme), [scheme]);
  return scheme;
}

function SignedInGate({ section, prefetch, children }: ConsoleRootProps & { prefetch: readonly ScreenQuery[] }) {
  const signedIn = useStore($sessionStatus) !== 'signed-out';
  const leaving = useStore($leaving);
  const user = useCurrentUser(signedIn);
  const colorScheme = useColorScheme();
  // The screen's first queries go out with the connected user's, not after it (the 401 refresh queue covers both);
  // the screen's own hooks take them up. Those of the page's first render: they start the page, once.
  const [firstQueries] = useState(prefetch);
  useEffect(() => {
    if (signedIn) for (const query of firstQueries) void queryClient.prefetchQuery(query);
  }, [signedIn, firstQueries]);

  useEffect(() => {
    if (signedIn) return api.startPeriodicRefresh();
    if (leaving) return;
    clearSession();
    window.location.replace(routes.signInReturning(location.pathname + location.search, false));
  }, [signedIn, leaving]);

  if (!signedIn || user.isPending) return <PageSpinner />;
  if (user.isError) {
    return (
      <Stack gap="lg" padding="xl">
        <Banner tone="error" title="We could not load your session.">
          {user.error.message}
        </Banner>
        <Button variant="secondary" onPress={() => void user.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  return (
    <AppShell
      brand={{ label: CONSOLE_NAME, href: '/' }}
      navItems={NAV_ITEMS.filter((item) => !(item.staffOnly && user.data.is_reseller)).map((item) => ({
        href: item.href,
        label: item.label,
        isCurrent: item.section === section,
      }))}
      userMenu={{
        label: user.data.username,
        items: [
          { id: 'profile', label: 'Profile', href: routes.userProfile },
          { id: 'sign-out', label: 'Sign out', onAction: signOutAndLeave },
        ],
        colorScheme: { value: colorScheme, onChange: setColorScheme },
      }}
    >
      {children}
    </AppShell>
  );
}

function PageSpinner() {
  return (
    <Stack align="center" padding="xxxl">
      <Spinner size="lg" aria-label="Loading your session" />
    </Stack>
  );
}
