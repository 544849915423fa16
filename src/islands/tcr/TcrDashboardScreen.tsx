import { useDashboardToken } from '../../api/analytics.ts';
import { DASHBOARD_RETRIEVE_ERROR, TCR_DASHBOARD_ID } from '../../shared/dashboard.ts';
import { Banner, Button, EMBEDDED_FRAME_HEIGHT, EmbeddedFrame, Heading, Skeleton, Stack } from '../../ui/index.ts';
import { TcrLayout } from './TcrLayout.tsx';

/** /app/tcr: the TCR analytics dashboard (spec 2), framed from a fresh dashboard token (spec 7). */
export default function TcrDashboardScreen() {
  return (
    <TcrLayout section="dashboard">
      <Dashboard />
    </TcrLayout>
  );
}

function Dashboard() {
  const token = useDashboardToken(TCR_DASHBOARD_ID);
  return (
    <Stack gap="lg">
      <Heading level={1}>TCR dashboard</Heading>
      {token.data ? (
        // A renewed token keeps the dashboard on screen until the frame it opens has loaded.
        <EmbeddedFrame src={token.data.embed_url} title="TCR dashboard" />
      ) : token.isError ? (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onPress={() => void token.refetch()}>
              Try again
            </Button>
          }
        >
          {DASHBOARD_RETRIEVE_ERROR}
        </Banner>
      ) : (
        <Skeleton height={EMBEDDED_FRAME_HEIGHT} aria-label="Loading the dashboard" />
      )}
    </Stack>
  );
}
