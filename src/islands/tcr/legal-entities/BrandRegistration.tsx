import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadFailure } from '../../../api/errors.ts';
import { legalEntityRegistrationQuery } from '../../../api/registrationPanels.ts';
import type { LegalEntity } from '../../../shared/legalEntities.ts';
import { accountRegistrationTexts as texts } from '../../../shared/accountRegistrationTexts.ts';
import { LoadError, Skeleton, Stack, Text } from '../../../ui/index.ts';
import { RegistrationTimeline, RegistrationTrackItem } from '../../shell/RegistrationTimeline.tsx';

/**
 * The brand area's registration (issue 22): where the TCR brand stands for the legal entity's accounts, with the
 * fix of a failure (on this page, said rather than linked), and the brand's timeline. Loaded when asked for.
 */
export default function BrandRegistration({ entity, id }: { entity: LegalEntity; id: string }) {
  const query = useQuery(legalEntityRegistrationQuery(entity.id));
  const { refetch } = query;
  // The legal entity read again with its brand changed (a revet): the brand's registration too.
  const brands = useRef(entity.brands);
  useEffect(() => {
    if (brands.current === entity.brands) return;
    brands.current = entity.brands;
    void refetch();
  }, [entity.brands, refetch]);
  const registration = query.data;
  return (
    <Stack id={id} gap="sm">
      <LoadError message={texts.brandLoadError} {...loadFailure(query)} />
      {registration ? (
        <>
          {registration.brand ? (
            <Stack as="ul" gap="md" aria-label={texts.tracks}>
              <RegistrationTrackItem track={registration.brand} />
            </Stack>
          ) : (
            <Text tone="muted">{texts.brandWithoutAccounts}</Text>
          )}
          <RegistrationTimeline events={registration.events} cut={registration.events_cut} />
        </>
      ) : (
        !query.isError && <Skeleton variant="text" lines={4} aria-label={texts.title} />
      )}
    </Stack>
  );
}
