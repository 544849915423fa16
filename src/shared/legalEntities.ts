/**
 * Legal entities and their TCR brands (spec 2 "Legal entities", 3, 5, 7): the request and response schemas of
 * /legal_entities and of the two tcr_brands actions, checked with the form's rules (legalEntityRules.ts).
 *
 * state and country are read-only (spec 5): the form shows PR and US, the API stores them and refuses any other
 * value rather than storing something the client did not send.
 */
import { z } from 'zod';
import { brand, page, pageNumber, reference } from './accounts.ts';
import { requiredPk, requiredReferencePk, requiredText, takingReadBack, text } from './drf.ts';
import { drfTexts } from './drfTexts.ts';
import { COMPANY_TYPES, VERTICAL_TYPES } from './enums.ts';
import { LEGAL_ENTITY_COUNTRY, LEGAL_ENTITY_STATE, legalEntityRules } from './legalEntityRules.ts';
import { legalEntityTexts } from './legalEntityTexts.ts';

// The rules live zod-free in legalEntityRules.ts (the console ships them); the API reads them from here.
export * from './legalEntityRules.ts';

export const COMPANY_TYPE_VALUES: readonly number[] = COMPANY_TYPES.map((c) => c.value);
export const VERTICAL_TYPE_VALUES: readonly number[] = VERTICAL_TYPES.map((v) => v.value);

/** Optional; empty means none (stored as null); otherwise an http(s) address (the rule the form checks). */
const website = text(legalEntityRules.website, 200)
  .nullable()
  .transform((value) => (value ? value : null));

/** One of the codes of spec 3 Enumerations, as a number. */
const choice = (values: readonly number[]) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? drfTexts.required : drfTexts.invalidChoice(issue.input),
    })
    .refine((value) => values.includes(value), { error: (issue) => drfTexts.invalidChoice(issue.input) })
    .meta({ type: 'integer', enum: values });

const readOnly = (value: string) => z.literal(value, { error: () => legalEntityTexts.readOnly(value) }).optional();

/** The accounts of a legal entity, by id (or as the read gave them, `{id, name}`); duplicates count once. */
const accountIds = z
  .array(requiredReferencePk, { error: drfTexts.notAList })
  .max(1000, drfTexts.tooManyItems(1000))
  .transform((ids) => [...new Set(ids)]);

/** The text fields' longest values; PATCH takes each checked by its rules, POST requires them. */
const TEXT_MAX = {
  name: 255,
  legal_name: 255,
  ein: 9,
  email: 254,
  phone_number: 20,
  street: 255,
  city: 100,
  zip_code: 10,
} as const;
type TextField = keyof typeof TEXT_MAX;

const field = (name: TextField) => text(legalEntityRules[name], TEXT_MAX[name]);
/** Missing, a field gets its "required" rule's message, as when the form leaves it blank. */
const requiredField = (name: TextField) => requiredText(legalEntityRules[name], TEXT_MAX[name]);

/** A legal entity as the API returns it (spec 3): its accounts by id and name, its brands newest first. */
export const legalEntity = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string(),
  ein: z.string(),
  email: z.string(),
  phone_number: z.string(),
  website: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  company_type: z.number().int(),
  vertical_type: z.number().int(),
  accounts: z.array(reference),
  brands: z.array(brand),
});
export type LegalEntity = z.infer<typeof legalEntity>;
export const legalEntityPage = page(legalEntity);

/** What a form may send back with the rest: read-only, ignored (takingReadBack). */
const readBack = { id: legalEntity.shape.id, brands: legalEntity.shape.brands };

/** POST /legal_entities: the form, the two codes, and optionally the accounts to attach. */
export const createLegalEntityRequest = takingReadBack(
  {
    name: requiredField('name'),
    legal_name: requiredField('legal_name'),
    ein: requiredField('ein'),
    email: requiredField('email'),
    phone_number: requiredField('phone_number'),
    website: website.optional().transform((value) => value ?? null),
    street: requiredField('street'),
    city: requiredField('city'),
    zip_code: requiredField('zip_code'),
    state: readOnly(LEGAL_ENTITY_STATE),
    country: readOnly(LEGAL_ENTITY_COUNTRY),
    company_type: choice(COMPANY_TYPE_VALUES),
    vertical_type: choice(VERTICAL_TYPE_VALUES),
    accounts: accountIds.default([]),
  },
  readBack,
);
export type CreateLegalEntityRequest = z.infer<typeof createLegalEntityRequest>;

/**
 * PATCH /legal_entities/{id}: any subset of the create fields (the console sends the whole form). `accounts` is
 * the full new list: accounts left out are detached from the legal entity.
 */
export const updateLegalEntityRequest = takingReadBack(
  {
    name: field('name').optional(),
    legal_name: field('legal_name').optional(),
    ein: field('ein').optional(),
    email: field('email').optional(),
    phone_number: field('phone_number').optional(),
    website: website.optional(),
    street: field('street').optional(),
    city: field('city').optional(),
    zip_code: field('zip_code').optional(),
    state: readOnly(LEGAL_ENTITY_STATE),
    country: readOnly(LEGAL_ENTITY_COUNTRY),
    company_type: choice(COMPANY_TYPE_VALUES).optional(),
    vertical_type: choice(VERTICAL_TYPE_VALUES).optional(),
    accounts: accountIds.optional(),
  },
  readBack,
);
export type UpdateLegalEntityRequest = z.infer<typeof updateLegalEntityRequest>;

/** GET /legal_entities query: search terms are split on commas and spaces, each must match. */
export const legalEntityListQuery = z.object({
  page: pageNumber,
  search: z.string().trim().max(200, drfTexts.tooLong(200)).optional(),
});
export type LegalEntityListQuery = z.infer<typeof legalEntityListQuery>;

/** POST /campaign_management/tcr_brands/create_tcr_brand */
export const createTcrBrandRequest = z.strictObject({
  legal_entity_id: requiredPk,
});
export type CreateTcrBrandRequest = z.infer<typeof createTcrBrandRequest>;

/** POST /campaign_management/tcr_brands/update_tcr_brand: brand_uuid is the registry's brand id (brands.brand_id). */
export const updateTcrBrandRequest = z.strictObject({
  brand_uuid: z
    .string({ error: (issue) => (issue.input === undefined ? drfTexts.required : drfTexts.invalidString) })
    .trim()
    .min(1, drfTexts.blank)
    .max(64, drfTexts.tooLong(64)),
});
export type UpdateTcrBrandRequest = z.infer<typeof updateTcrBrandRequest>;

/**
 * Answer of both tcr_brands actions (spec 7): the registry's brand id. `error` is set only when the registry
 * accepted the call but its outcome could not be saved here (staff should note the brand id); a refused or
 * failed call is an error response ({detail, code}) instead.
 */
export const tcrBrandResult = z.object({ brand_id: z.string(), error: z.string().optional() });
export type TcrBrandResult = z.infer<typeof tcrBrandResult>;

/**
 * The legal entity's fields a TCR brand is registered from (brandSubmittedFields: what the registry is told), each named
 * as the legal entity form labels it (FIX_FIELD_LABELS.legal_entity). State and country are fixed values.
 */
export const BRAND_SUBMITTED_FIELDS = [
  'name',
  'legal_name',
  'ein',
  'email',
  'phone_number',
  'website',
  'street',
  'city',
  'zip_code',
  'company_type',
  'vertical_type',
] as const;

/**
 * GET /campaign_management/tcr_brands/:id/resubmission (issue 22): what an Update and Revet of the brand would send
 * that differs from what it was last sent with, as the registry reads it (company and vertical type by their
 * names); when that last submission was (null: none is on record, a brand registered before they were kept, whose
 * changes cannot be told); and how many revets it has had.
 */
export const brandResubmission = z.object({
  brand_id: z.string(),
  last_submitted_at: z.string().nullable(),
  revets: z.number().int(),
  changes: z.array(z.object({ field: z.enum(BRAND_SUBMITTED_FIELDS), before: z.string(), after: z.string() })),
});
export type BrandResubmission = z.infer<typeof brandResubmission>;

export type BrandSubmittedField = (typeof BRAND_SUBMITTED_FIELDS)[number];
export type BrandSubmittedFields = Record<BrandSubmittedField, string>;

/**
 * A legal entity's fields as a brand registration or revet tells the registry (and brand_submissions keeps them):
 * no website is empty, the company and vertical types by their TCR names.
 */
export function brandSubmittedFields(
  entity: Pick<LegalEntity, Exclude<BrandSubmittedField, 'website'>> & { website: string | null },
): BrandSubmittedFields {
  const named = (types: readonly { value: number; label: string }[], value: number) =>
    types.find((type) => type.value === value)?.label ?? String(value);
  return {
    name: entity.name,
    legal_name: entity.legal_name,
    ein: entity.ein,
    email: entity.email,
    phone_number: entity.phone_number,
    website: entity.website ?? '',
    street: entity.street,
    city: entity.city,
    zip_code: entity.zip_code,
    company_type: named(COMPANY_TYPES, entity.company_type),
    vertical_type: named(VERTICAL_TYPES, entity.vertical_type),
  };
}

/** The fields `now` holds that differ from those last sent (a field the kept submission lacks counts as empty). */
export function brandChanges(
  sent: Partial<BrandSubmittedFields>,
  now: BrandSubmittedFields,
): BrandResubmission['changes'] {
  return BRAND_SUBMITTED_FIELDS.filter((field) => (sent[field] ?? '') !== now[field]).map((field) => ({
    field,
    before: sent[field] ?? '',
    after: now[field],
  }));
}
