import { legalEntityQuery } from '../../../api/legalEntities.ts';
import { RegistrationFix } from '../../shell/RegistrationFix.tsx';
import { TcrLayout } from '../TcrLayout.tsx';
import { LegalEntityEditor } from './LegalEntityEditor.tsx';

/** /app/tcr/legal_entities/{legalEntityId}: a legal entity's form and its TCR brand (spec 2). */
export default function LegalEntityEditScreen({ legalEntityId }: { legalEntityId: number }) {
  return (
    <TcrLayout section="legal_entities" prefetch={[legalEntityQuery(legalEntityId)]}>
      <RegistrationFix form="legal_entity" />
      <LegalEntityEditor id={legalEntityId} />
    </TcrLayout>
  );
}
