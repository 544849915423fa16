import { BRAND_IDENTITY_STATUSES } from '../../../shared/enums.ts';

/** Spec 3: UNVERIFIED, the one status a brand can be updated and revetted from. */
export const UNVERIFIED = 2;

/** A brand identity status's name (spec 3), or its code when unknown. */
export const brandStatusLabel = (code: number) =>
  BRAND_IDENTITY_STATUSES.find((s) => s.value === code)?.label ?? String(code);
