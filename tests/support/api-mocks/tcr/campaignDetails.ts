/**
 * The mocked campaign detail calls (spec 7, TCR): the paged list (also the picker's GET), one detail, create,
 * update and delete (refused while accounts use it, as the API does).
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { CampaignDetail } from '../../../../src/shared/campaignManagement.ts';
import { DEFAULT_CAMPAIGN_TYPE } from '../../../../src/shared/campaignManagementRules.ts';
import { campaignManagementTexts } from '../../../../src/shared/campaignManagementTexts.ts';
import { searchKeyOf } from '../../../../src/shared/searchKey.ts';
import { campaignDetails } from '../fixtures.ts';
import { errorBody, invalidPage, matches, notFound, on, page, type MockContext } from '../http.ts';

const TOPICS = ['Recall', 'Hygiene', 'Orthodontics', 'Billing', 'Reviews', 'Surveys', 'Promotions', 'Waitlist'];

/**
 * More details than a page holds (24 in all), the later ones with texts longer than the list's 100-character
 * previews and a {{NAME}} placeholder.
 */
export const moreCampaignDetails: CampaignDetail[] = Array.from({ length: 22 }, (_, index) => ({
  id: 40 + index,
  name: `${TOPICS[index % TOPICS.length]} texts ${Math.floor(index / TOPICS.length) + 1}`,
  tcr_message_flow:
    'Patients opt in on the intake form of {{NAME}}, where a checkbox explains that they will receive texts about ' +
    'their visits; they can reply STOP at any time to opt out and HELP for help.',
  tcr_description:
    index % 2 === 0
      ? '{{NAME}} reminds its patients of their visits and lets them confirm or cancel by replying to the text message.'
      : 'Visit reminders.',
  campaign_type: (['LOW_VOLUME', 'CUSTOMER_CARE', 'SOCIAL'] as const)[index % 3]!,
  accounts: index % 4 === 0 ? [1043] : [],
}));

export function campaignDetailHandlers(context: MockContext): RequestHandler[] {
  const details = structuredClone([...campaignDetails, ...moreCampaignDetails]);
  // As the API orders them: the folded name (name_key) in byte order (collate "C"), then the id.
  const key = (detail: CampaignDetail) => searchKeyOf(detail.name);
  const byName = () => [...details].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  return [
    on('GET /campaign_management/campaign_details', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search') ?? '';
      const answer = page(
        byName().filter((d) => matches(d.name, search)),
        request.url,
      );
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),
    on('GET /campaign_management/campaign_details/:id', ({ params }) => {
      const detail = details.find((d) => d.id === Number(params.id));
      return detail ? HttpResponse.json(detail) : notFound();
    }),
    on('POST /campaign_management/campaign_details', async ({ request }) => {
      const body = await request.json();
      const detail: CampaignDetail = {
        id: context.nextId(),
        name: body.name ?? '',
        tcr_message_flow: body.tcr_message_flow ?? '',
        tcr_description: body.tcr_description ?? '',
        campaign_type: body.campaign_type ?? DEFAULT_CAMPAIGN_TYPE,
        accounts: body.accounts ?? [],
      };
      details.push(detail);
      return HttpResponse.json(detail, { status: 201 });
    }),
    on('PATCH /campaign_management/campaign_details/:id', async ({ params, request }) => {
      const index = details.findIndex((d) => d.id === Number(params.id));
      if (index < 0) return notFound();
      const { id: _id, ...patch } = await request.json();
      details[index] = { ...details[index]!, ...patch };
      return HttpResponse.json(details[index]);
    }),
    on('DELETE /campaign_management/campaign_details/:id', ({ params }) => {
      const index = details.findIndex((d) => d.id === Number(params.id));
      if (index < 0) return notFound();
      if (details[index]!.accounts.length > 0) {
        return HttpResponse.json(errorBody(campaignManagementTexts.detailHasAccounts, 'campaign_detail_has_accounts'), {
          status: 400,
        });
      }
      details.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
