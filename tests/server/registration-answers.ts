/** TCR's brand as the reconciler's tests' fake providers answer it: the brand whose review came to `answer`. */
import type { RegistrationAnswer } from '../../src/server/providers/registration.ts';
import type { Brand } from '../../src/server/providers/tcr/interface.ts';

export const brandAnswering = (brandId: string, answer: RegistrationAnswer): Brand => ({
  brand_id: brandId,
  reference_id: '',
  identity_status: answer.status === 'failed' ? 'UNVERIFIED' : 'VERIFIED',
  vetting: {
    status: answer.status === 'approved' ? 'ACTIVE' : answer.status === 'failed' ? 'FAILED' : 'PENDING',
    updated_at: new Date(0).toISOString(),
  },
  feedback: answer.errorCode ? [answer.errorCode] : [],
});
