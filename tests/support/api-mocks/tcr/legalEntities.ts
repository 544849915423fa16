/**
 * The mocked legal entity calls (spec 7, TCR): GET /legal_entities (list and picker), GET, POST and PATCH of one,
 * and the tcr_brands calls. Three legal entities, one per brand state: none (21), UNVERIFIED and not set for
 * revet (22, Update and Revet enabled), VERIFIED (23, disabled). Writes are seen by later reads. As the API does, a
 * created brand is SELF_DECLARED (TCR is vetting it), and a revet is refused unless UNVERIFIED and not set for revet.
 * Each brand's submissions to TCR are kept as the API keeps them (issue 22): the UNVERIFIED brand was registered and
 * revetted once, and its legal entity's EIN and website changed since; the VERIFIED one has none on record (it
 * predates them); a created brand or a revet records one.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { Page } from '../../../../src/shared/accounts.ts';
import {
  brandChanges,
  brandSubmittedFields,
  createLegalEntityRequest,
  updateLegalEntityRequest,
  type BrandResubmission,
  type BrandSubmittedFields,
  type LegalEntity,
  type TcrBrandResult,
} from '../../../../src/shared/legalEntities.ts';
import { legalEntities } from '../fixtures.ts';
import { byId, errorBody, invalidPage, matches, notFound, on, page, readAs, type MockContext } from '../http.ts';

/** The brand each fixture legal entity has (spec 3 brands, newest first). */
const BRANDS: Record<number, LegalEntity['brands']> = {
  22: [{ id: 7, brand_id: 'BQ4KX2M', brand_identity_status: 2, set_for_revet: false }],
  23: [{ id: 8, brand_id: 'BZ81TRA', brand_identity_status: 3, set_for_revet: false }],
};

/** A submission of a brand to TCR as the API keeps it: when, and the legal entity's fields as the registry read them. */
interface Submission {
  kind: 'registration' | 'revet';
  submitted_at: string;
  fields: BrandSubmittedFields;
}

/** When the UNVERIFIED brand (BQ4KX2M) was last sent to TCR: its revet. */
export const UNVERIFIED_BRAND_LAST_SUBMITTED = '2025-03-14T18:30:00Z';

/**
 * The fixture brands' submissions by brand row id, oldest first. The UNVERIFIED brand (7) was last sent with an EIN
 * and a website its legal entity no longer has; the VERIFIED one (8) has none on record.
 */
function fixtureSubmissions(entities: LegalEntity[]): Map<number, Submission[]> {
  const entity = entities.find((e) => e.id === 22)!;
  const sent = { ...brandSubmittedFields(entity), ein: '660598870', website: 'https://sonrisasdelcaribe.com' };
  return new Map([
    [
      7,
      [
        { kind: 'registration', submitted_at: '2025-01-20T14:05:00Z', fields: sent },
        { kind: 'revet', submitted_at: UNVERIFIED_BRAND_LAST_SUBMITTED, fields: sent },
      ],
    ],
  ]);
}

/** The brand id a created brand gets. */
export const CREATED_BRAND_ID = 'BNEW001';

/** The fixture legal entities in full: an EIN of 9 digits, two accounts each, their brands. */
export function legalEntityRecords(context: Pick<MockContext, 'list'>): LegalEntity[] {
  return legalEntities.map((entity, index) => ({
    ...structuredClone(entity),
    ein: entity.ein.replace(/\D/g, ''),
    accounts: context.list.slice(index * 2, index * 2 + 2).map(({ id, name }) => ({ id, name })),
    brands: structuredClone(BRANDS[entity.id] ?? []),
  }));
}

/** The API's search: every comma- or space-separated term in the name or in an account's name. */
const found = (entity: LegalEntity, search: string) =>
  search
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((term) => matches(entity.name, term) || entity.accounts.some((a) => matches(a.name, term)));

export function legalEntityHandlers(context: MockContext): RequestHandler[] {
  const entities = legalEntityRecords(context);
  const submissions = fixtureSubmissions(entities);
  const submit = (brandRowId: number, kind: Submission['kind'], entity: LegalEntity) =>
    submissions.set(brandRowId, [
      ...(submissions.get(brandRowId) ?? []),
      { kind, submitted_at: new Date().toISOString(), fields: brandSubmittedFields(entity) },
    ]);
  const accountsOf = (ids: number[]) => ids.map((id) => byId(context.list, id)).filter((a) => a !== null);

  return [
    on('GET /legal_entities', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const answer: Page<LegalEntity> | null = page(
        entities.filter((e) => found(e, params.get('search') ?? '')),
        request.url,
      );
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),
    on('GET /legal_entities/:id', ({ params }) => {
      const entity = entities.find((e) => e.id === Number(params.id));
      return entity ? HttpResponse.json(entity) : notFound();
    }),
    on('POST /legal_entities', async ({ request }) => {
      // Read as the API reads it (the contract's schema): a form it refuses gets the API's 400.
      const form = readAs(createLegalEntityRequest, await request.json());
      if (form instanceof Response) return form;
      const { accounts, state: _state, country: _country, ...fields } = form;
      const created: LegalEntity = {
        ...fields,
        id: context.nextId(),
        state: 'PR',
        country: 'US',
        accounts: accountsOf(accounts),
        brands: [],
      };
      entities.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    on('PATCH /legal_entities/:id', async ({ params, request }) => {
      const entity = entities.find((e) => e.id === Number(params.id));
      if (!entity) return notFound();
      const patch = readAs(updateLegalEntityRequest, await request.json());
      if (patch instanceof Response) return patch;
      const { accounts, state: _state, country: _country, ...fields } = patch;
      Object.assign(entity, fields, accounts ? { accounts: accountsOf(accounts) } : {});
      return HttpResponse.json(entity);
    }),
    on('POST /campaign_management/tcr_brands/create_tcr_brand', async ({ request }) => {
      const { legal_entity_id } = await request.json();
      const entity = entities.find((e) => e.id === legal_entity_id);
      if (!entity) return notFound();
      if (entity.brands[0]) {
        return HttpResponse.json(
          errorBody(`This legal entity has a TCR brand already (${entity.brands[0].brand_id}).`, 'invalid_state'),
          { status: 400 },
        );
      }
      const id = context.nextId();
      entity.brands = [{ id, brand_id: CREATED_BRAND_ID, brand_identity_status: 1, set_for_revet: false }];
      submit(id, 'registration', entity);
      return HttpResponse.json({ brand_id: CREATED_BRAND_ID } satisfies TcrBrandResult);
    }),
    on('POST /campaign_management/tcr_brands/update_tcr_brand', async ({ request }) => {
      const { brand_uuid } = await request.json();
      const entity = entities.find((e) => e.brands.some((b) => b.brand_id === brand_uuid));
      const brand = entity?.brands.find((b) => b.brand_id === brand_uuid);
      if (!entity || !brand) return notFound();
      const refusal = brand.set_for_revet
        ? `Brand ${brand_uuid} is set for revet already.`
        : brand.brand_identity_status !== 2
          ? `Only an UNVERIFIED brand can be updated and revetted; brand ${brand_uuid} is not.`
          : null;
      if (refusal) return HttpResponse.json(errorBody(refusal, 'invalid_state'), { status: 400 });
      brand.set_for_revet = true;
      submit(brand.id, 'revet', entity);
      return HttpResponse.json({ brand_id: brand_uuid } satisfies TcrBrandResult);
    }),
    on('GET /campaign_management/tcr_brands/:id/resubmission', ({ params }) => {
      const entity = entities.find((e) => e.brands.some((b) => b.id === Number(params.id)));
      const brand = entity?.brands.find((b) => b.id === Number(params.id));
      if (!entity || !brand) return notFound();
      const kept = submissions.get(brand.id) ?? [];
      const last = kept.at(-1);
      return HttpResponse.json({
        brand_id: brand.brand_id,
        last_submitted_at: last?.submitted_at ?? null,
        revets: kept.filter((s) => s.kind === 'revet').length,
        changes: last ? brandChanges(last.fields, brandSubmittedFields(entity)) : [],
      } satisfies BrandResubmission);
    }),
  ];
}
