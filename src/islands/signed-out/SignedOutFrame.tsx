import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { provideNotifier } from '../../api/notifier.ts';
import { queryClient } from '../../api/queryClient.ts';
import { Box, Card, Heading, notify, Stack, Toaster } from '../../ui/index.ts';

// Mutations say what they did through the design system's toasts (spec 8), as in the signed-in shell.
provideNotifier({ success: (text) => void notify.success(text), error: (text) => void notify.error(text) });

/** The signed-out screens' frame: one centred card under a page heading, the query client and the toasts. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedOutPage title={title}>{children}</SignedOutPage>
    </QueryClientProvider>
  );
}

function SignedOutPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="main" align="center" padding="xl" paddingTop="xxxl">
      <Box width="full" maxWidth="sm">
        <Card padding="lg">
          <Stack gap="lg">
            <Heading level={1} size="lg">
              {title}
            </Heading>
            {children}
          </Stack>
        </Card>
      </Box>
      <Toaster />
    </Stack>
  );
}
