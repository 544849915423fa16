import { useState } from 'react';
import { TcrLayout } from '../TcrLayout.tsx';
import { LegalEntityEditor } from './LegalEntityEditor.tsx';
import { routes } from '../../../shared/consoleRoutes.ts';

/**
 * /app/tcr/legal_entities/create: a new legal entity. Once created, the address becomes the entity's page and the
 * screen is that page (spec 2: create lands on it), without a page load that would lose the toast and the focus.
 */
export default function LegalEntityCreateScreen() {
  const [createdId, setCreatedId] = useState<number | null>(null);
  return (
    <TcrLayout section="legal_entities">
      <LegalEntityEditor
        id={createdId}
        onCreated={(entity) => {
          history.replaceState(null, '', routes.legalEntity(entity));
          setCreatedId(entity.id);
        }}
      />
    </TcrLayout>
  );
}
