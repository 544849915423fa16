import { useState } from 'react';
import { useCreateTcrBrand, useUpdateTcrBrand } from '../../../api/tcrBrands.ts';
import type { LegalEntity } from '../../../shared/legalEntities.ts';
import { legalEntityTexts } from '../../../shared/legalEntityTexts.ts';
import {
  AlertDialog,
  Button,
  Card,
  DialogTrigger,
  Heading,
  Inline,
  preloadable,
  Spinner,
  Stack,
  Text,
  useLoaded,
  WhenLoaded,
} from '../../../ui/index.ts';
import { brandStatusLabel, UNVERIFIED } from './brandStatus.ts';

// What changed since the last submission (its table and field labels) loads on intent on Update and Revet, with
// the confirmation's own overlay code.
const RevetChanges = preloadable(() => import('./RevetChanges.tsx'));
const preloadRevetChanges = () => void RevetChanges.preload();
// The brand's registration (its track and timeline, issue 22) loads when asked for, with its query.
const BrandRegistration = preloadable(() => import('./BrandRegistration.tsx'));
const preloadRegistration = () => void BrandRegistration.preload();

type Brand = LegalEntity['brands'][number];

/**
 * Why Update and Revet is off, said next to it (a disabled button cannot be asked), or null when it is on. Spec 2:
 * only an UNVERIFIED brand not yet set for revet, while no other brand action runs; and never over unsaved changes
 * (the revet sends what is saved).
 */
function revetBlockedBy(brand: Brand, busy: boolean, unsaved: boolean): string | null {
  if (busy) return 'Wait until the running brand action has finished.';
  if (unsaved) return legalEntityTexts.saveFirst;
  if (brand.set_for_revet) return 'This brand is set for revet already.';
  if (brand.brand_identity_status === UNVERIFIED) return null;
  if (brand.brand_identity_status < UNVERIFIED) return "TCR is still verifying this brand's identity.";
  return `This brand is ${brandStatusLabel(brand.brand_identity_status)}: only an UNVERIFIED brand can be updated and revetted.`;
}

/**
 * The legal entity's TCR brand (spec 2): without one, Create Tcr Brand behind a confirmation that warns of its cost;
 * with one (the newest), its id and status, and Update and Revet when the spec's three conditions hold, behind a
 * confirmation that shows what changed since the brand was last sent to TCR and warns of its cost (issue 22), and
 * its registration timeline on request.
 */
export function BrandArea({ entity, unsaved = false }: { entity: LegalEntity; unsaved?: boolean }) {
  const [registrationShown, setRegistrationShown] = useState(false);
  // The button says it is open once the registration's code is there to show.
  const registrationLoaded = useLoaded(BrandRegistration, registrationShown);
  const create = useCreateTcrBrand(entity.id);
  const revet = useUpdateTcrBrand(entity.id);
  const busy = create.isPending || revet.isPending;
  const brand = entity.brands[0];
  const blockedBy = brand ? revetBlockedBy(brand, busy, unsaved) : null;

  return (
    <Card as="section" aria-labelledby="tcr-brand-title">
      <Stack gap="md" align="start">
        <Heading level={2} size="md" id="tcr-brand-title">
          TCR brand
        </Heading>
        {brand ? (
          <>
            <Inline gap="xl">
              <Stack gap="xxs">
                <Text tone="muted" size="sm">
                  Brand id
                </Text>
                <Text weight="semibold">{brand.brand_id}</Text>
              </Stack>
              <Stack gap="xxs">
                <Text tone="muted" size="sm">
                  Identity status
                </Text>
                <Text weight="semibold">{brandStatusLabel(brand.brand_identity_status)}</Text>
              </Stack>
              <Stack gap="xxs">
                <Text tone="muted" size="sm">
                  Set for revet
                </Text>
                <Text weight="semibold">{brand.set_for_revet ? 'Yes' : 'No'}</Text>
              </Stack>
            </Inline>
            {/* The confirmation stays open, its button pending, until the revet is done. */}
            <DialogTrigger>
              <Button
                variant="primary"
                isDisabled={blockedBy !== null}
                isPending={revet.isPending}
                pendingLabel="Updating and revetting"
                aria-describedby={blockedBy ? 'tcr-brand-revet-blocked' : undefined}
                onHoverStart={preloadRevetChanges}
                onFocus={preloadRevetChanges}
              >
                Update and Revet
              </Button>
              <AlertDialog
                size="md"
                title={legalEntityTexts.revet.title}
                confirmLabel="Update and Revet"
                pendingLabel="Updating and revetting"
                warning={legalEntityTexts.revet.cost}
                onConfirm={() => revet.mutateAsync(brand.brand_id)}
              >
                <Stack gap="md">
                  <Text as="p">{legalEntityTexts.revet.intro(brand.brand_id)}</Text>
                  <WhenLoaded when code={RevetChanges} picture={<Spinner size="sm" />}>
                    <RevetChanges brandRowId={brand.id} />
                  </WhenLoaded>
                </Stack>
              </AlertDialog>
            </DialogTrigger>
            {blockedBy && (
              <Text tone="muted" size="sm" id="tcr-brand-revet-blocked">
                {blockedBy}
              </Text>
            )}
            <Button
              variant="quiet"
              size="sm"
              aria-expanded={registrationShown && registrationLoaded}
              aria-controls={registrationShown ? 'tcr-brand-registration' : undefined}
              onHoverStart={preloadRegistration}
              onFocus={preloadRegistration}
              onPress={() => setRegistrationShown((shown) => !shown)}
            >
              Registration timeline
            </Button>
            {registrationShown && registrationLoaded && (
              <BrandRegistration entity={entity} id="tcr-brand-registration" />
            )}
          </>
        ) : (
          <>
            <Text tone="muted">This legal entity has no TCR brand yet.</Text>
            {/* The confirmation stays open, its button pending, until the brand is created. */}
            <DialogTrigger>
              <Button
                variant="primary"
                isDisabled={unsaved}
                aria-describedby={unsaved ? 'tcr-brand-create-blocked' : undefined}
              >
                Create Tcr Brand
              </Button>
              <AlertDialog
                title="Create Tcr Brand?"
                confirmLabel="Create Tcr Brand"
                warning="Creating a TCR brand has an additional cost."
                onConfirm={() => create.mutateAsync()}
              >
                {`${entity.legal_name} is registered with TCR as a brand, from the data saved here.`}
              </AlertDialog>
            </DialogTrigger>
            {unsaved && (
              <Text tone="muted" size="sm" id="tcr-brand-create-blocked">
                {legalEntityTexts.saveFirst}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
