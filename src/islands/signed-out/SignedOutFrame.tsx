import type { ReactNode } from 'react';
import { Box, Card, Heading, Stack } from '../../ui/index.ts';

/** The signed-out screens' frame: one centred card under a page heading. */
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
    </Stack>
  );
}
