import { useQuery } from '@tanstack/react-query';
import { loadFailure } from '../../../../api/errors.ts';
import { accountRegistrationQuery, useCheckRegistration } from '../../../../api/registrationPanels.ts';
import { routes } from '../../../../shared/consoleRoutes.ts';
import type { PanelTrack } from '../../../../shared/registration.ts';
import { accountRegistrationTexts as texts } from '../../../../shared/accountRegistrationTexts.ts';
import {
  Button,
  Card,
  Heading,
  Inline,
  LoadError,
  preloadable,
  Skeleton,
  Stack,
  WhenLoaded,
} from '../../../../ui/index.ts';
import { RegistrationTimeline, RegistrationTrackItem } from '../../../shell/RegistrationTimeline.tsx';

/** Where a failed track's fix is: another page's form; the end user's and the address's are on this tab (said). */
function fixHref(accountId: number, { fix }: PanelTrack): string | undefined {
  return fix && fix.form !== 'end_user' && fix.form !== 'address' ? routes.registrationFix(accountId, fix) : undefined;
}

// Resubmit A2P brand and its confirmation load only where the chain is at its A2P brand, which few accounts are.
const ResubmitA2pBrand = preloadable(() => import('./ResubmitA2pBrand.tsx'));

/**
 * The account's Registration panel (issue 22): where it stands in the messaging chain, the TCR brand and the TCR
 * campaign, what to do next (a failed step says why, and links to the field that fixes it on another page), and
 * every status change the providers reported, the newest first. The API gives its words. While a track waits on a
 * provider, Check now asks the providers at once rather than when the reconciler next would. A failed A2P brand
 * the provider holds (`brandSid`: the configuration's) can be resubmitted.
 */
export function RegistrationPanel({ accountId, brandSid }: { accountId: number; brandSid: string | null }) {
  const query = useQuery(accountRegistrationQuery(accountId));
  const check = useCheckRegistration(accountId);
  const registration = query.data;
  const waiting =
    registration &&
    [registration.messaging, registration.brand, registration.campaign].some(
      ({ status }) => status === 'submitted' || status === 'in_review',
    );
  return (
    <Card as="section" aria-labelledby="registration-title">
      <Stack gap="md">
        <Inline gap="md" justify="between">
          <Heading level={2} size="md" id="registration-title">
            {texts.title}
          </Heading>
          {/* Kept once pressed, so focus stays on it when nothing waits any more after the answer. */}
          {(waiting || !check.isIdle) && (
            <Button size="sm" isPending={check.isPending} pendingLabel={texts.checking} onPress={() => check.mutate()}>
              {texts.checkNow}
            </Button>
          )}
        </Inline>
        <LoadError message={texts.loadError} {...loadFailure(query)} />
        {registration ? (
          <>
            <Stack as="ul" gap="md" aria-label={texts.tracks}>
              {[registration.messaging, registration.brand, registration.campaign].map((track) => (
                <RegistrationTrackItem key={track.title} track={track} fixHref={fixHref(accountId, track)} />
              ))}
            </Stack>
            {/* It shows itself while the brand has failed, and stays once used (focus comes back to it). */}
            {brandSid && registration.messaging.step === 'a2p_brand' && (
              <WhenLoaded when code={ResubmitA2pBrand}>
                <ResubmitA2pBrand accountId={accountId} brandSid={brandSid} track={registration.messaging} />
              </WhenLoaded>
            )}
            <RegistrationTimeline events={registration.events} cut={registration.events_cut} />
          </>
        ) : (
          !query.isError && <Skeleton variant="text" lines={6} aria-label={texts.title} />
        )}
      </Stack>
    </Card>
  );
}
