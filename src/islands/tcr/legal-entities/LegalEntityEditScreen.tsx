import { legalEntityQuery } from '../../../api/legalEntities.ts';
import { TcrLayout } from '../TcrLayout.tsx';
import { LegalEntityEditor } from './LegalEntityEditor.tsx';

/** /app/tcr/legal_entities/{legalEntityId}: a legal entity's form and its TCR brand (spec 2). */
export default function LegalEntityEditScreen({ legalEntityId }: { legalEntityId: number }) {
  return (
    <TcrLayout section="legal_entities" prefetch={[legalEntityQuery(legalEntityId)]}>
      <LegalEntityEditor id={legalEntityId} />
    </TcrLayout>
  );
}
