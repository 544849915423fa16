import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/errors.ts';
import { legalEntityQuery, useSaveLegalEntity } from '../../../api/legalEntities.ts';
import type { LegalEntity } from '../../../shared/legalEntities.ts';
import { pageTitle } from '../../../shared/pageTitle.ts';
import { consoleTexts } from '../../../shared/consoleTexts.ts';
import { legalEntityTexts } from '../../../shared/legalEntityTexts.ts';
import { Banner, Card, Heading, Skeleton, Stack, useDocumentTitle } from '../../../ui/index.ts';
import { BrandArea } from './BrandArea.tsx';
import { LegalEntityForm } from './LegalEntityForm.tsx';

/**
 * A legal entity's page: its form, and its TCR brand once it exists. `id` null is a new one; `onCreated` follows its
 * creation (the page becomes the new entity's, the form staying where it is, focus and toast too).
 */
export function LegalEntityEditor({ id, onCreated }: { id: number | null; onCreated?: (entity: LegalEntity) => void }) {
  const query = useQuery({ ...legalEntityQuery(id ?? 0), enabled: id !== null });
  const save = useSaveLegalEntity();
  /** The form holds changes not saved yet: the brand's paid actions wait for them, as they send what is saved. */
  const [unsaved, setUnsaved] = useState(false);
  const entity = query.data ?? null;
  useDocumentTitle(entity ? pageTitle(entity.name, 'Legal entities') : undefined);

  if (id !== null && !entity) {
    return query.isError ? (
      <Banner tone="error">
        {query.error instanceof ApiError && query.error.status === 404
          ? consoleTexts.notFound
          : legalEntityTexts.loadFailed}
      </Banner>
    ) : (
      <Skeleton variant="text" lines={12} aria-label="Loading the legal entity" />
    );
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{entity ? entity.name : 'Create legal entity'}</Heading>
      <Card>
        <LegalEntityForm
          entity={entity}
          save={(request) => save.mutateAsync({ id: entity?.id ?? null, request })}
          onSaved={(saved) => {
            if (!entity) onCreated?.(saved);
          }}
          onUnsavedChange={setUnsaved}
        />
      </Card>
      {entity && <BrandArea entity={entity} unsaved={unsaved} />}
    </Stack>
  );
}
