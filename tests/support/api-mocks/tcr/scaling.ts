/**
 * The mocked manual scaling calls (spec 7): accounts without a parent, parent accounts and the scaling call.
 * GET /account_admin is also the account list's call: a handler here answers only its own query (parent_blank) and
 * returns nothing otherwise, so that msw goes on to the account list's handler.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { AccountListItem, BrandReference } from '../../../../src/shared/accounts.ts';
import type { ParentAccountListItem } from '../../../../src/shared/lookups.ts';
import { parentAccounts } from '../fixtures.ts';
import { invalidPage, matches, on, page, type MockContext } from '../http.ts';

/** The brands of the fixtures' legal entities (Grupo Dental Metro, Sonrisas del Caribe). */
export const scalingBrands = [
  { id: 41, brand_id: 'BGDM001' },
  { id: 42, brand_id: 'BSDC002' },
] satisfies BrandReference[];

/** Every third account is not TCR ready; the brands go round, and every fifth account has none. */
function scalingRow(row: AccountListItem, index: number): AccountListItem {
  return {
    ...row,
    tcr_ready: index % 3 !== 2,
    brands: index % 5 === 4 ? [] : index % 4 === 0 ? scalingBrands : [scalingBrands[index % 2]!],
  };
}

/** The parent accounts: the first two TCR ready with brands, the last with none of either. */
export const scalingParents: ParentAccountListItem[] = parentAccounts.map((parent, index) => ({
  ...parent,
  accounts_count: 3 - index,
  tcr_ready: index < 2,
  brands: index < 2 ? [scalingBrands[index]!] : [],
}));

export function scalingHandlers(context: MockContext): RequestHandler[] {
  return [
    on('GET /account_admin', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('parent_blank') !== 'true') return undefined;
      const search = query.get('search')?.trim() ?? '';
      const rows = context.list.map(scalingRow).filter((row) => matches(row.name, search));
      const answer = page(rows, request.url);
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),
    on('GET /parent_account_paginated_admin', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const name = query.get('name')?.trim() ?? '';
      const answer = page(
        scalingParents.filter((parent) => matches(parent.name, name)),
        request.url,
      );
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),
    on('POST /campaign_management/scaling', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json({
        campaign: { id: 51, campaign_id: 'CSCALE1', description: `${body.use_case} campaign` },
        campaign_created: false,
        accounts: body.account_ids?.length ?? 3,
        phone_numbers: 2,
        order_id: 'ORD-SCALE-1',
      });
    }),
  ];
}
