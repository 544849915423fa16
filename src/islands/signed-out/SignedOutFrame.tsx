import type { ReactNode } from 'react';
import { provideNotifier } from '../../api/notifier.ts';
import { Box, Card, Heading, notify, Stack, Toaster } from '../../ui/index.ts';

// The reset calls say what they did through the design system's toasts (spec 8), as mutations do when signed in.
provideNotifier({ success: (text) => void notify.success(text), error: (text) => void notify.error(text) });

/**
 * The signed-out screens' frame: one centred card under a page heading, and the toasts. No query client: these
 * screens call the API without TanStack Query (src/api/passwordReset.ts), so their pages do not load it.
 */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
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
