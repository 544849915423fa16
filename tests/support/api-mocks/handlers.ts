/**
 * The mocked API at the network boundary (MSW): one handler for every call the console's screens make (spec 7, the
 * paths of src/api), answering with the fixtures of ./fixtures.ts in the contracts' shapes and DRF's error bodies.
 * Storybook's service worker (msw-storybook-addon) and the component tests' Node interceptor (msw/node) use these
 * same handlers.
 *
 * `apiHandlers()` is the happy path over a fresh in-memory copy of the fixtures: writes answer what the API would
 * (the merged account, the new user, the next step's configuration) and later reads see them. A state is a handler
 * put in front of it: `pending` (never answers: loading and saving), `failing` (500, 404…) or `answering` (another
 * body); with msw, the handler used last wins.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import type { AccountDetail, AccountListItem } from '../../../src/shared/accounts.ts';
import {
  createAccountRequest,
  resellerCreateAccountRequest,
  updateAccountRequest,
  type UpdateAccountRequest,
} from '../../../src/shared/accountWrites.ts';
import type { ConnectedUser } from '../../../src/shared/auth.ts';
import { updateBusinessPhoneRequest, type BusinessPhone } from '../../../src/shared/billingAndPhones.ts';
import { type TestCallRefusalCode } from '../../../src/shared/callRescueRules.ts';
import { TWILIO_CHAIN } from '../../../src/shared/twilioAdminRules.ts';
import { twilioAdminErrorCodes } from '../../../src/shared/twilioAdmin.ts';
import { twilioAdminTexts } from '../../../src/shared/twilioAdminTexts.ts';
import { passwordProblems } from '../../../src/shared/passwordRules.ts';
import type { User, UserSession } from '../../../src/shared/users.ts';
import { needsCurrentPassword } from '../../../src/shared/userRules.ts';
import { apiErrorCodes, apiTexts } from '../../../src/shared/apiTexts.ts';
import { callRescueTexts } from '../../../src/shared/callRescueTexts.ts';
import { drfTexts } from '../../../src/shared/drfTexts.ts';
import { userTexts } from '../../../src/shared/userTexts.ts';
import {
  accountDetails,
  accountList,
  campaignDetails,
  dashboardToken,
  industries,
  legalEntities,
  newAccount,
  parentAccounts,
  resellers,
  salesforceAccounts,
  salesforceLinkOf,
  staffUser,
  testCalls,
  twilioAfter,
  a2pBrandResubmissionOf,
  userAccounts,
  mockSessions,
} from './fixtures.ts';
import {
  answering,
  byId,
  errorBody,
  invalidPage,
  matches,
  matchesPhone,
  notFound,
  on,
  page,
  readAs,
  type MockContext,
} from './http.ts';
import { registrationHandlers } from './registration/board.ts';
import { campaignDetailHandlers } from './tcr/campaignDetails.ts';
import { legalEntityHandlers } from './tcr/legalEntities.ts';
import { scalingHandlers } from './tcr/scaling.ts';
import { tcrPhoneHandlers } from './tcr/phones.ts';

/** The token of the one valid password reset link of the mocked API. */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

/** The password every mocked sign-in takes (the demo users' one). */
export const MOCK_PASSWORD = 'rescue-demo-2026';

/** The connected user (GET /users/current_user); `signedInAs(resellerUser)` for a reseller. */
export const signedInAs = (user: ConnectedUser) => answering('GET /users/current_user', user);

export interface MockApiData {
  /** The connected user. Default: a staff user who is not a reseller. */
  user?: ConnectedUser;
  /** The accounts the API holds in detail (GET /account_admin/{id}). */
  accounts?: AccountDetail[];
  /** The rows of the account list (GET /account_admin). */
  list?: AccountListItem[];
  /** The connected user's sign-ins (GET /users/{id}/sessions). */
  sessions?: UserSession[];
}

/** The updated detail for a PATCH /account_admin/{id} body: references come as ids, the detail holds {id, name}. */
function applyAccountPatch(account: AccountDetail, patch: UpdateAccountRequest): AccountDetail {
  const { parent_account, legal_entity, campaign_detail, reseller, company_industry, features, ...fields } = patch;
  const next: AccountDetail = { ...account, ...fields };
  if (parent_account !== undefined) next.parent_account = byId(parentAccounts, parent_account);
  if (legal_entity !== undefined) next.legal_entity = byId(legalEntities, legal_entity);
  if (campaign_detail !== undefined) next.campaign_detail = byId(campaignDetails, campaign_detail);
  if (reseller !== undefined) next.reseller = byId(resellers, reseller);
  if (company_industry !== undefined) next.company_industry = byId(industries, company_industry);
  if (features) next.features = { ...account.features, ...features };
  if (fields.salesforce_id !== undefined) next.salesforce_account = salesforceLinkOf(fields.salesforce_id);
  return next;
}

/**
 * Every call of the console's screens, answering from a fresh copy of the fixtures (or of `data`): the happy path.
 * Put a state's handler in front of these to change one answer.
 */
export function apiHandlers(data: MockApiData = {}): RequestHandler[] {
  let currentUser: ConnectedUser = structuredClone(data.user ?? staffUser);
  let sessions: UserSession[] = structuredClone(data.sessions ?? mockSessions);
  const accounts = new Map(structuredClone(data.accounts ?? accountDetails).map((a) => [a.id, a]));
  const list = structuredClone(data.list ?? accountList);
  let nextId = 5000;

  const users = () => [...accounts.values()].flatMap((account) => account.user_set);
  const accountOf = (id: number) => accounts.get(id);
  const save = (account: AccountDetail) => {
    accounts.set(account.id, account);
    return account;
  };
  const context: MockContext = { accounts, list, nextId: () => (nextId += 1) };

  return [
    // --- Authentication and the connected user (spec 7) ---
    on('POST /api/admin_token', async ({ request }) => {
      const { username, password } = await request.json();
      if (password !== MOCK_PASSWORD) {
        return HttpResponse.json(errorBody(apiTexts.invalidCredentials, apiErrorCodes.invalidCredentials), {
          status: 401,
        });
      }
      return HttpResponse.json({
        access: 'mock-access-token',
        refresh: 'mock-refresh-token',
        device: `mock-device-token-of-${String(username).toLowerCase()}`,
      });
    }),
    on('POST /api/token/refresh', () =>
      HttpResponse.json({ access: 'mock-access-token-2', refresh: 'mock-refresh-token-2' }),
    ),
    on('POST /api/token/blacklist', () => HttpResponse.json({})),
    on('GET /users/current_user', () => HttpResponse.json(currentUser)),
    // "Your sessions": this browser and one other, until it is signed out.
    on('GET /users/:id/sessions', () => HttpResponse.json(sessions)),
    on('POST /users/:id/sessions/end', async ({ request }) => {
      const { session } = await request.json();
      const ended = sessions.filter((s) => !s.current && (session === undefined || s.id === session));
      if (session !== undefined && ended.length === 0) {
        return HttpResponse.json({ session: [userTexts.sessionUnknown] }, { status: 400 });
      }
      sessions = sessions.filter((s) => !ended.includes(s));
      return HttpResponse.json({ ended: ended.length });
    }),

    // --- Password reset (spec 7): the same answer for any email; MOCK_RESET_TOKEN is the one valid link ---
    on('POST /password_reset/', () => HttpResponse.json({ status: 'OK' })),
    on('POST /password_reset/confirm/', async ({ request }) => {
      const { token, password } = await request.json();
      if (token !== MOCK_RESET_TOKEN) {
        return HttpResponse.json(errorBody(apiTexts.invalidResetToken, apiErrorCodes.invalidResetToken), {
          status: 400,
        });
      }
      const refused = passwordProblems(password ?? '', { username: currentUser.username, email: currentUser.email });
      return refused.length > 0
        ? HttpResponse.json({ password: refused }, { status: 400 })
        : HttpResponse.json({ status: 'OK' });
    }),
    on('GET /account/:accountId', ({ params }) => {
      const id = Number(params.accountId);
      const account = byId([...userAccounts, ...list], id);
      return account ? HttpResponse.json(account) : notFound();
    }),

    // --- Users of an account, and the connected user's own profile ---
    on('POST /users', async ({ request }) => {
      const { password: _password, confirm_password: _confirm, ...body } = await request.json();
      if (users().some((u) => u.username === body.username)) {
        return HttpResponse.json({ username: ['A user with that username already exists.'] }, { status: 400 });
      }
      const account = accountOf(Number(body.account));
      if (!account) return HttpResponse.json({ account: [drfTexts.doesNotExist(body.account)] }, { status: 400 });
      // Built field by field as the API answers it: the defaults the contract gives what the form left out.
      const user: User = {
        id: (nextId += 1),
        username: body.username,
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        is_active: body.is_active ?? true,
        is_account_manager: body.is_account_manager ?? false,
        can_switch_accounts: body.can_switch_accounts ?? false,
        account: account.id,
      };
      save({ ...account, user_set: [...account.user_set, user] });
      return HttpResponse.json(user, { status: 201 });
    }),
    on('PATCH /users/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const body = await request.json();
      const { password, confirm_password: _confirm, current_password, id: _id, ...patch } = body;
      if (id === currentUser.id) {
        // The API's rule (src/shared/userRules.ts): a change of one's own password, email, account or flags.
        const needed = needsCurrentPassword(
          { ...patch, password: password ?? '', email: patch.email ?? currentUser.email },
          currentUser,
        );
        if (needed && current_password !== MOCK_PASSWORD) {
          const error = current_password ? userTexts.currentPasswordWrong : userTexts.currentPasswordRequired;
          return HttpResponse.json({ current_password: [error] }, { status: 400 });
        }
        currentUser = { ...currentUser, ...patch };
        const { is_reseller: _r, is_superuser: _s, is_staff: _st, ...user } = currentUser;
        return HttpResponse.json(user satisfies User);
      }
      const account = [...accounts.values()].find((a) => a.user_set.some((u) => u.id === id));
      if (!account)
        return HttpResponse.json(errorBody(userTexts.notFound, apiErrorCodes.userNotFound), { status: 404 });
      const user = { ...account.user_set.find((u) => u.id === id)!, ...patch };
      save({ ...account, user_set: account.user_set.map((u) => (u.id === id ? user : u)) });
      return HttpResponse.json(user);
    }),

    // --- Manual scaling: first, as its GET /account_admin answers only parent_blank and lets the rest through ---
    ...scalingHandlers(context),

    // --- Accounts (the search path goes before the detail's :id) ---
    on('GET /account_admin', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.trim() ?? '';
      const calendarTypes = query.get('calendar_type')?.split(',').map(Number);
      const rows = list.filter(
        (row) =>
          (!search ||
            [row.name, row.email, row.office_phone].some((text) => matches(text, search)) ||
            matchesPhone(row.office_phone, search)) &&
          (!calendarTypes || (row.calendar_type !== null && calendarTypes.includes(row.calendar_type))),
      );
      const answer = page(rows, request.url);
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),
    on('GET /account_admin/search', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')?.trim() ?? '';
      return HttpResponse.json(name.length < 2 ? [] : salesforceAccounts.filter((a) => matches(a.name, name)));
    }),
    on('GET /account_admin/:id', ({ params }) => {
      const account = accountOf(Number(params.id));
      return account ? HttpResponse.json(account) : notFound();
    }),
    on('PATCH /account_admin/:id', async ({ params, request }) => {
      const account = accountOf(Number(params.id));
      if (!account) return notFound();
      // Read as the API reads it (the contract's schema), so the patch is what the server would apply.
      const patch = readAs(updateAccountRequest, await request.json());
      return patch instanceof Response ? patch : HttpResponse.json(save(applyAccountPatch(account, patch)));
    }),
    on('POST /account_admin', async ({ request }) => {
      // The wizard's form read as the API reads it, by the rules of who sends it.
      const form = readAs(
        currentUser.is_reseller ? resellerCreateAccountRequest : createAccountRequest,
        await request.json(),
      );
      if (form instanceof Response) return form;
      const account = applyAccountPatch({ ...structuredClone(newAccount), id: (nextId += 1) }, form);
      list.push({
        id: account.id,
        name: account.name,
        email: account.email,
        office_phone: account.office_phone,
        calendar_type: account.calendar_type,
        company_industry: account.company_industry && { name: account.company_industry.name },
        last_sync_time: null,
      });
      return HttpResponse.json(save(account), { status: 201 });
    }),
    on('POST /account_admin/:id/provision_bot_number', ({ params }) => {
      const account = accountOf(Number(params.id));
      if (!account) return notFound();
      const number = `+1${account.bot_number_area_code ?? '787'}5550199`;
      return HttpResponse.json(
        save({ ...account, bot_numbers: [...account.bot_numbers, { number, is_call_rescue_number: true }] }),
      );
    }),

    // --- Pickers ---
    on('GET /industry', () => HttpResponse.json(industries)),
    on('GET /parent_account_admin', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(parentAccounts.filter((p) => matches(p.name, search)));
    }),
    on('GET /reseller_admin', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(resellers.filter((r) => matches(r.name, search)));
    }),

    // --- Billing, business phones, test calls ---
    on('PATCH /billing_setting/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const account = [...accounts.values()].find((a) => a.billing_setting?.id === id);
      if (!account?.billing_setting) return notFound();
      const billing_setting = { ...account.billing_setting, ...(await request.json()), id };
      save({ ...account, billing_setting });
      return HttpResponse.json(billing_setting);
    }),
    on('POST /business_phone', async ({ request }) => {
      const body = await request.json();
      const account = accountOf(Number(body.account));
      if (!account) return HttpResponse.json({ account: [drfTexts.doesNotExist(body.account)] }, { status: 400 });
      const phone: BusinessPhone = {
        id: (nextId += 1),
        account: account.id,
        number: (body.number ?? '').replace(/\D/g, ''),
        digits_after_call: body.digits_after_call?.trim() || null,
        is_enabled_for_call_rescue: false,
      };
      save({ ...account, business_phones: [...account.business_phones, phone] });
      return HttpResponse.json(phone, { status: 201 });
    }),
    on('PATCH /business_phone/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const account = [...accounts.values()].find((a) => a.business_phones.some((p) => p.id === id));
      if (!account) return notFound();
      // Read as the API reads it: a phone sent back as read changes only what is writable.
      const change = readAs(updateBusinessPhoneRequest, await request.json());
      if (change instanceof Response) return change;
      const phone = { ...account.business_phones.find((p) => p.id === id)!, ...change };
      save({ ...account, business_phones: account.business_phones.map((p) => (p.id === id ? phone : p)) });
      return HttpResponse.json(phone);
    }),
    on('POST /call_rescue_test_for_account/create_call_rescue_test', async ({ request }) => {
      const account = accountOf(Number((await request.json()).account_id));
      if (!account) return notFound();
      const phones = account.business_phones.filter((p) => p.is_enabled_for_call_rescue);
      if (phones.length === 0) {
        const code: TestCallRefusalCode =
          account.business_phones.length === 0 ? 'account_has_no_business_phone' : 'account_has_no_call_rescue_phone';
        return HttpResponse.json(errorBody(callRescueTexts.refusals[code], code), { status: 400 });
      }
      return HttpResponse.json(
        phones.map((phone, index) => ({
          id: 9000 + index,
          account: { id: account.id, name: account.name },
          phone_called: { id: phone.id, number: phone.number },
          phone_calling: { number: account.bot_numbers[0]?.number ?? '+17875550190' },
          call_status: 0,
          updated_at: '2026-03-02T15:00:00Z',
          retry_count: 0,
        })),
        { status: 201 },
      );
    }),

    // --- Call rescue monitor: search by account name or phone, statuses, pages ---
    on('GET /call_rescue_monitor', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.trim() ?? '';
      const statuses = query.get('call_status')?.split(',').map(Number);
      const rows = testCalls.filter(
        (test) =>
          (!search ||
            [test.account.name, test.phone_called.number, test.phone_calling.number].some((text) =>
              matches(text, search),
            )) &&
          (!statuses || statuses.includes(test.call_status)),
      );
      const answer = page(rows, request.url);
      return answer ? HttpResponse.json(answer) : invalidPage();
    }),

    // --- The registration board (./registration/) ---
    ...registrationHandlers(undefined, accounts),

    // --- The TCR area: one module an area (./tcr/) ---
    ...legalEntityHandlers(context),
    ...campaignDetailHandlers(context),
    ...tcrPhoneHandlers(context),

    // --- TCR dashboard token ---
    on('GET /third_party/metabase/dashboard_token', () => HttpResponse.json(dashboardToken)),

    // --- The messaging provider's sub-account and A2P chain: POST /twilio_admin/{id}/create_<step> ---
    ...TWILIO_CHAIN.map(({ step }, index) =>
      on(`POST /twilio_admin/:id/create_${step}`, ({ params }) => {
        const account = accountOf(Number(params.id));
        if (!account) return notFound();
        const previous = TWILIO_CHAIN[index - 1];
        if (previous && !account.twilio_configuration?.[previous.sid]) {
          return HttpResponse.json(errorBody(`The ${previous.label} must be created first.`, 'previous_step_missing'), {
            status: 400,
          });
        }
        const twilio_configuration = twilioAfter(account.twilio_configuration, step);
        save({ ...account, twilio_configuration });
        return HttpResponse.json(twilio_configuration);
      }),
    ),
    // A failed A2P brand's resubmission (issue 22): what changed since it was sent; the brand vetted again.
    on('GET /twilio_admin/:id/a2p_brand_resubmission', ({ params }) => {
      const account = accountOf(Number(params.id));
      if (!account) return notFound();
      // As the API refuses it: the first step up to the brand that the chain lacks.
      const configuration = account.twilio_configuration;
      const upToBrand = TWILIO_CHAIN.slice(0, TWILIO_CHAIN.findIndex((link) => link.step === 'a2p_brand') + 1);
      const missing = upToBrand.find((link) => !configuration?.[link.sid]);
      if (missing) {
        return HttpResponse.json(
          errorBody(twilioAdminTexts.previousStepMissing(missing.label), twilioAdminErrorCodes.previousStepMissing),
          { status: 400 },
        );
      }
      return HttpResponse.json(a2pBrandResubmissionOf(account));
    }),
    on('POST /twilio_admin/:id/resubmit_a2p_brand', ({ params }) => {
      const account = accountOf(Number(params.id));
      return account ? HttpResponse.json(account.twilio_configuration) : notFound();
    }),
  ];
}
