import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { provideNotifier } from '../../api/notifier.ts';
import { queryClient } from '../../api/queryClient.ts';
import { api, LOGIN_PATH } from '../../api/session.ts';
import { useCurrentUser } from '../../api/users.ts';
import { $sessionStatus, clearSession } from '../../stores/auth.ts';
import { $colorScheme, setColorScheme } from '../../stores/colorScheme.ts';
import {
  AppShell,
  applyColorScheme,
  Banner,
  Button,
  isColorScheme,
  notify,
  Spinner,
  Stack,
  Toaster,
  type ColorScheme,
} from '../../ui/index.ts';

export type ConsoleSection = 'accounts' | 'call_rescue_monitor' | 'tcr';

const NAV_ITEMS: { section: ConsoleSection; href: string; label: string }[] = [
  { section: 'accounts', href: '/app/accounts', label: 'Accounts' },
  { section: 'call_rescue_monitor', href: '/app/call_rescue_monitor', label: 'Call rescue monitor' },
  { section: 'tcr', href: '/app/tcr', label: 'TCR' },
];

// Mutations say what they did through the design system's toasts (spec 2: bottom left, 4 s).
provideNotifier({ success: (text) => void notify.success(text), error: (text) => void notify.error(text) });

function signOut(): void {
  clearSession();
  queryClient.clear();
  window.location.assign(LOGIN_PATH);
}

/**
 * What every signed-in screen stands in: the query cache, the session gate (spec 4: no session goes to
 * /login, a spinner while the connected user loads, the periodic refresh), the top navigation and toasts.
 */
export function ConsoleRoot({ section, children }: { section?: ConsoleSection; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGate section={section}>{children}</SignedInGate>
      <Toaster />
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

function SignedInGate({ section, children }: { section?: ConsoleSection; children: ReactNode }) {
  const signedIn = useStore($sessionStatus) !== 'signed-out';
  const user = useCurrentUser(signedIn);
  const colorScheme = useColorScheme();

  useEffect(() => {
    if (signedIn) return api.startPeriodicRefresh();
    clearSession();
    window.location.replace(LOGIN_PATH);
  }, [signedIn]);

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
      brand={{ label: 'Rescue Console', href: '/' }}
      navItems={NAV_ITEMS.map((item) => ({ href: item.href, label: item.label, isCurrent: item.section === section }))}
      userMenu={{
        label: user.data.username,
        items: [
          { id: 'profile', label: 'Profile', href: '/app/user_profile' },
          { id: 'sign-out', label: 'Sign out', onAction: signOut },
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
