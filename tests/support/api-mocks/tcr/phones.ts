/**
 * The mocked phone-number assignment calls (spec 7, TCR): the phone list, the campaigns and the two assignments.
 * The assignments answer as the reference API over its sandbox carrier does: one order for the request's
 * campaign (or account), COMPLETE when every number is a valid E.164 number (then stored), else PARTIAL or
 * FAILED with the carrier's error (and nothing stored).
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type {
  AssignmentResponse,
  Campaign,
  CarrierOrder,
  TcrPhoneNumber,
} from '../../../../src/shared/campaignManagement.ts';
import { accountList } from '../fixtures.ts';
import { byId, invalidPage, on, page, type MockContext } from '../http.ts';

/** Spec 3 Campaign: three campaigns of two brands. */
export const campaigns: Campaign[] = [
  { id: 31, campaign_id: 'C0000A1', description: 'Appointment reminders - Clínica Dental Bayamón' },
  { id: 32, campaign_id: 'C0000B7', description: 'Recordatorios de citas - Centro Pediátrico Metro' },
  { id: 33, campaign_id: 'C0001K2', description: 'Patient care messages - Ponce Family Health' },
];

const brands = [
  { brand_id: 'B0000A1', reference_id: 'REF-000101' },
  { brand_id: 'B0000C4', reference_id: 'REF-000102' },
];

/**
 * 24 TCR numbers (two pages): most the accounts' bot numbers, most on a campaign and its brand, a few on none yet.
 * The last one is not a valid E.164 number (its exchange starts with 0): the carrier refuses orders that list it.
 */
export const tcrPhones: TcrPhoneNumber[] = accountList.slice(0, 24).map((account, index) => {
  const campaign = index % 6 === 5 ? null : campaigns[index % 3]!;
  const number = index === 23 ? '+17870550123' : `+1787555${String(1100 + index * 13).padStart(4, '0')}`;
  const owner = { id: account.id, name: account.name };
  return {
    number,
    account: index % 8 === 7 ? null : owner,
    // Most are their account's bot number; every fourth is a number no account answers calls on yet.
    bot_of: index % 4 === 3 ? null : owner,
    campaign,
    brand: campaign ? brands[campaign.id === 33 ? 1 : 0]! : null,
  };
});

const E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** The sandbox carrier's order for these numbers. */
function carrierOrder(numbers: string[]): CarrierOrder {
  const bad = numbers.filter((number) => !E164.test(number));
  if (bad.length === 0) {
    return {
      order_id: 'ord-mock-complete',
      status: 'COMPLETE',
      error_code: null,
      error_description: null,
      phone_numbers: numbers,
    };
  }
  return {
    order_id: 'ord-mock-refused',
    status: bad.length === numbers.length ? 'FAILED' : 'PARTIAL',
    error_code: '1003',
    error_description: `Invalid phone number(s): ${bad.slice(0, 5).join(', ')}`,
    phone_numbers: numbers,
  };
}

/** The order response of one order; its numbers get `change` when it completed. */
function answer(phones: TcrPhoneNumber[], order: CarrierOrder, change: Partial<TcrPhoneNumber>): AssignmentResponse {
  const complete = order.status === 'COMPLETE';
  if (complete) {
    for (const phone of phones) if (order.phone_numbers.includes(phone.number)) Object.assign(phone, change);
  }
  return {
    status: order.status,
    error_code: order.error_code,
    error_description: order.error_description,
    updated: complete ? order.phone_numbers.length : 0,
    orders: [order],
  };
}

export function tcrPhoneHandlers(context: MockContext): RequestHandler[] {
  const phones = structuredClone(tcrPhones);
  return [
    on('GET /campaign_management/phones', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const digits = (query.get('number') ?? '').replace(/\D/g, '');
      const account = Number(query.get('account')) || undefined;
      const campaign = Number(query.get('campaign')) || undefined;
      const rows = phones.filter(
        (phone) =>
          phone.number.includes(digits) &&
          (account === undefined || phone.account?.id === account) &&
          (campaign === undefined || phone.campaign?.id === campaign),
      );
      const result = page(rows, request.url);
      return result ? HttpResponse.json(result) : invalidPage();
    }),
    on('GET /campaign_management/campaigns', () => HttpResponse.json(campaigns)),
    on('POST /campaign_management/twilio/assign_campaign_to_phones', async ({ request }) => {
      const rows = (await request.json()).phone_numbers;
      const campaign = campaigns.find((c) => c.id === rows[0]?.target_campaign) ?? null;
      const brand = campaign ? brands[campaign.id === 33 ? 1 : 0]! : null;
      const order = carrierOrder(rows.map((row) => row.phone_number));
      return HttpResponse.json(answer(phones, order, { campaign, brand }));
    }),
    on('POST /campaign_management/twilio/assign_account_to_phones', async ({ request }) => {
      const { phone_numbers: numbers, target_account: accountId } = await request.json();
      const order = carrierOrder(numbers);
      return HttpResponse.json(answer(phones, order, { account: byId(context.list, Number(accountId)) }));
    }),
  ];
}
