import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useResubmitA2pBrand } from '../../src/api/a2pBrandResubmission.ts';
import { useCreateAccount, useProvisionBotNumber, useUpdateAccount } from '../../src/api/accounts.ts';
import { useUpdateBillingSetting } from '../../src/api/billingSettings.ts';
import { useAddBusinessPhone, useSetCallRescue } from '../../src/api/businessPhones.ts';
import { useRemoveCampaignDetail, useSaveCampaignDetail } from '../../src/api/campaignDetails.ts';
import { useSaveLegalEntity } from '../../src/api/legalEntities.ts';
import { queryClient } from '../../src/api/queryClient.ts';
import { lookupKeys } from '../../src/api/queryKeys.ts';
import { REFRESHES, type Write } from '../../src/api/refreshes.ts';
import { accountRegistrationQuery, useCheckRegistration } from '../../src/api/registrationPanels.ts';
import { useScale } from '../../src/api/scaling.ts';
import { useCreateTcrBrand, useUpdateTcrBrand } from '../../src/api/tcrBrands.ts';
import { useAssignPhones } from '../../src/api/tcrPhones.ts';
import { useScheduleTestCalls } from '../../src/api/testCalls.ts';
import { useChainStep, type ChainStepBody } from '../../src/api/twilioAdmin.ts';
import { useCreateUser, useEndSessions, useSaveProfile, useUpdateUser } from '../../src/api/users.ts';
import AccountProfileScreen from '../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import type { CreateAccountRequest } from '../../src/shared/accountWrites.ts';
import { TWILIO_CHAIN, type TwilioChainStep } from '../../src/shared/twilioChain.ts';
import { $auth } from '../../src/stores/auth.ts';
import {
  apiHandlers,
  bayamonUsers,
  campaignDetails,
  clinicaBayamon,
  legalEntities,
  sonrisasCarolina,
  staffUser,
  twilioUpTo,
} from '../support/api-mocks/index.ts';
import { listenToMockApi, mockServer } from '../support/api-mocks/node.ts';
import { scalingBrands } from '../support/api-mocks/tcr/scaling.ts';
import { campaigns, tcrPhones } from '../support/api-mocks/tcr/phones.ts';

listenToMockApi();

/** How often the account's Registration panel has been read. */
let panelReads = 0;

beforeEach(() => {
  panelReads = 0;
  mockServer.use(
    ...apiHandlers({
      accounts: [{ ...clinicaBayamon, twilio_configuration: twilioUpTo('starter_profile') }, sonrisasCarolina],
    }),
  );
  // Counts and falls through to the mocked answer.
  mockServer.use(
    http.get(`*/registration/accounts/${clinicaBayamon.id}`, () => {
      panelReads += 1;
    }),
  );
  $auth.set({ access: 'a', refresh: 'r', expiresIn: Date.now() + 10 * 60_000 });
  history.replaceState(null, '', `/app/accounts/${clinicaBayamon.id}/twilio_configuration`);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  $auth.set(null);
});

/**
 * Each write has the views it changes read again: the views it does not answer itself (the panel, the board, the
 * pickers) ask the API once more when shown.
 */
describe('a step of the messaging chain', () => {
  it('has the Registration panel read again, so it shows the step the cards above now show (issue 41 item 8)', async () => {
    const user = userEvent.setup();
    render(<AccountProfileScreen accountId={clinicaBayamon.id} />);
    const create = await screen.findByRole('button', { name: 'Create starter profile' }, { timeout: 3000 });
    await waitFor(() => expect(panelReads).toBe(1));
    await user.click(create);
    await screen.findByRole('form', { name: 'End user' }, { timeout: 3000 });
    await waitFor(() => expect(panelReads).toBe(2));
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** A campaign detail picker's search as the cache holds it once shown. */
const pickerSearch = lookupKeys.search('campaignDetail', 'citas');

describe('campaign details', () => {
  it('saved: the campaign detail pickers search again', async () => {
    queryClient.setQueryData(pickerSearch, []);
    const { result } = renderHook(() => useSaveCampaignDetail(), { wrapper });
    const { id: _id, ...request } = campaignDetails[0]!;
    await act(() => result.current.mutateAsync({ id: null, request: { ...request, name: 'Citas de ortodoncia' } }));
    expect(queryClient.getQueryState(pickerSearch)?.isInvalidated).toBe(true);
  });

  it('removed: the campaign detail pickers search again', async () => {
    queryClient.setQueryData(pickerSearch, []);
    const unused = campaignDetails.find((detail) => detail.accounts.length === 0)!;
    const { result } = renderHook(() => useRemoveCampaignDetail(), { wrapper });
    await act(() => result.current.mutateAsync(unused.id));
    expect(queryClient.getQueryState(pickerSearch)?.isInvalidated).toBe(true);
  });
});

describe('an account saved', () => {
  it('has its Registration panel read again: a legal entity just linked is where its fix now is', async () => {
    const panel = accountRegistrationQuery(clinicaBayamon.id).queryKey;
    queryClient.setQueryData(panel, { account: { id: clinicaBayamon.id, name: clinicaBayamon.name } } as never);
    const { result } = renderHook(() => useUpdateAccount(clinicaBayamon.id, {}), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Clínica Dental Bayamón' }));
    expect(queryClient.getQueryState(panel)?.isInvalidated).toBe(true);
  });
});

/** Renders a write's hook and runs it once with `variables`. */
async function mutate<Data, Failure, Variables>(
  useWrite: () => UseMutationResult<Data, Failure, Variables>,
  variables: Variables,
): Promise<Data> {
  const { result } = renderHook(useWrite, { wrapper });
  return act(() => result.current.mutateAsync(variables));
}

/** One run of a write through its hook, and the id the hook hands `refreshAfter` for it. */
interface WriteRun {
  id: number;
  run: () => Promise<unknown>;
}

/** The id the mocked API gives the first record a test creates (its counter starts again at 5000 in each test). */
const CREATED_ID = 5001;

/** What each step of the messaging chain sends: the end user and the address have forms, the rest nothing. */
const CHAIN_BODIES: { [S in TwilioChainStep]: ChainStepBody<S> } = {
  subaccount: {},
  starter_profile: {},
  end_user: { first_name: 'Ana', last_name: 'Méndez', email: 'ana@sonrisas.com', phone_number: '(787) 555-0106' },
  address: { street: 'Calle Loíza 1', city: 'Carolina', zipcode: '00979', state: 'PR', country: 'US' },
  a2p_profile: {},
  a2p_brand: {},
  a2p_use_case: {},
};

const { id: _entityId, accounts: _entityAccounts, brands: _brands, ...entityFields } = legalEntities[0]!;
const legalEntityRequest = { ...entityFields, name: 'Grupo Dental Metro Norte', accounts: [clinicaBayamon.id] };
const { id: detailId, ...detailRequest } = campaignDetails[0]!;
const newAccount: CreateAccountRequest = {
  name: 'Clínica Dental Caguas',
  email: 'citas@clinicadentalcaguas.com',
  office_phone: '(787) 555-0170',
  lang: 'es_ES',
  timezone: 'America/Puerto_Rico',
  company_industry: clinicaBayamon.company_industry.id,
  calendar_name: 'OPEN_DENTAL',
  parent_account: clinicaBayamon.parent_account.id,
  legal_entity: clinicaBayamon.legal_entity.id,
  campaign_detail: clinicaBayamon.campaign_detail.id,
  salesforce_id: null,
  username: null,
  bot_number_area_code: '787',
  town: null,
  notes: null,
};
const [user] = bayamonUsers;
const account = clinicaBayamon.id;

/**
 * Each write of src/api/refreshes.ts, run by its real hook against the mocked API: several runs where one entry
 * stands for several calls (the chain's steps, in order) or one call for several hooks.
 */
const RUNS: Record<Write, WriteRun[]> = {
  'POST /account_admin': [{ id: CREATED_ID, run: () => mutate(useCreateAccount, newAccount) }],
  'PATCH /account_admin/:id': [
    { id: account, run: () => mutate(() => useUpdateAccount(account, {}), { name: 'CDB' }) },
  ],
  'POST /account_admin/:id/provision_bot_number': [
    { id: account, run: () => mutate(() => useProvisionBotNumber(account), undefined) },
  ],
  'PATCH /billing_setting/:id': [
    {
      id: clinicaBayamon.billing_setting.id,
      run: () =>
        mutate(() => useUpdateBillingSetting(account, clinicaBayamon.billing_setting.id), { is_delinquent: true }),
    },
  ],
  'POST /business_phone': [
    {
      id: CREATED_ID,
      run: () => mutate(() => useAddBusinessPhone(account), { number: '7875550102', digits_after_call: null }),
    },
  ],
  'PATCH /business_phone/:id': [{ id: 302, run: () => mutate(() => useSetCallRescue(account, 302), true) }],
  'POST /users': [
    {
      id: CREATED_ID,
      run: () =>
        mutate(() => useCreateUser(account), {
          username: 'lrivera',
          first_name: 'Luis',
          last_name: 'Rivera',
          email: 'luis.rivera@clinicadentalbayamon.com',
          password: 'Citas-2026-Bayamon',
          confirm_password: 'Citas-2026-Bayamon',
          is_account_manager: false,
          can_switch_accounts: false,
        }),
    },
  ],
  'PATCH /users/:id': [
    { id: user!.id, run: () => mutate(() => useUpdateUser(account, user!.id, {}), { is_active: false }) },
    {
      id: staffUser.id,
      run: () =>
        mutate(() => useSaveProfile(staffUser.id), { patch: { first_name: 'Ana' }, username: staffUser.username }),
    },
  ],
  'POST /users/:id/sessions/end': [
    { id: staffUser.id, run: () => mutate(() => useEndSessions(staffUser.id), undefined) },
  ],
  'POST /registration/accounts/:id/check': [
    { id: account, run: () => mutate(() => useCheckRegistration(account), undefined) },
  ],
  'POST /twilio_admin/:id/create_<step>': TWILIO_CHAIN.map(({ step }) => ({
    id: sonrisasCarolina.id,
    run: () => mutate(() => useChainStep(sonrisasCarolina.id, step), CHAIN_BODIES[step]),
  })),
  'POST /twilio_admin/:id/resubmit_a2p_brand': [
    { id: account, run: () => mutate(() => useResubmitA2pBrand(account), undefined) },
  ],
  'POST /legal_entities': [
    { id: CREATED_ID, run: () => mutate(useSaveLegalEntity, { id: null, request: legalEntityRequest }) },
  ],
  'PATCH /legal_entities/:id': [
    {
      id: legalEntities[0]!.id,
      run: () => mutate(useSaveLegalEntity, { id: legalEntities[0]!.id, request: legalEntityRequest }),
    },
  ],
  'POST /campaign_management/campaign_details': [
    {
      id: CREATED_ID,
      run: () =>
        mutate(useSaveCampaignDetail, { id: null, request: { ...detailRequest, name: 'Citas de ortodoncia' } }),
    },
  ],
  'PATCH /campaign_management/campaign_details/:id': [
    { id: detailId, run: () => mutate(useSaveCampaignDetail, { id: detailId, request: detailRequest }) },
  ],
  'DELETE /campaign_management/campaign_details/:id': [
    { id: campaignDetails[1]!.id, run: () => mutate(useRemoveCampaignDetail, campaignDetails[1]!.id) },
  ],
  // Legal entity 21 has no brand yet; 22's is UNVERIFIED and not set for revet (tests/support/api-mocks/tcr).
  'POST /campaign_management/tcr_brands/create_tcr_brand': [
    { id: 21, run: () => mutate(() => useCreateTcrBrand(21), undefined) },
  ],
  'POST /campaign_management/tcr_brands/update_tcr_brand': [
    { id: 22, run: () => mutate(() => useUpdateTcrBrand(22), 'BQ4KX2M') },
  ],
  'POST /campaign_management/scaling': [
    {
      id: account,
      run: () =>
        mutate(() => useScale('accounts', account), {
          use_case: 'CUSTOMER_CARE' as const,
          brand_id: scalingBrands[0]!.id,
        }),
    },
  ],
  'POST /campaign_management/twilio/assign_campaign_to_phones': [
    {
      id: campaigns[0]!.id,
      run: () =>
        mutate(() => useAssignPhones('campaign'), { numbers: [tcrPhones[0]!.number], target: campaigns[0]!.id }),
    },
  ],
  'POST /campaign_management/twilio/assign_account_to_phones': [
    {
      id: account,
      run: () => mutate(() => useAssignPhones('account'), { numbers: [tcrPhones[0]!.number], target: account }),
    },
  ],
  'POST /call_rescue_test_for_account/create_call_rescue_test': [
    { id: account, run: () => mutate(() => useScheduleTestCalls(account), undefined) },
  ],
};

describe('src/api/refreshes.ts', () => {
  it('has a run here for each write, and each write here is in the table', () => {
    expect(Object.keys(RUNS).sort()).toEqual(Object.keys(REFRESHES).sort());
  });

  it.each(Object.keys(REFRESHES) as Write[])('%s: what the table lists is read again', async (write) => {
    for (const { id, run } of RUNS[write]) {
      const keys = REFRESHES[write](id);
      for (const key of keys) queryClient.setQueryData(key, { seeded: write });
      await run();
      for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
  });

  /** The API calls of the mutation hooks (the signed-out pages' plain calls load no TanStack Query, so none). */
  const hookSources = Object.values(
    import.meta.glob<string>('../../src/api/*.ts', { query: '?raw', import: 'default', eager: true }),
  ).filter((source) => source.includes('useMutation'));

  it('lists every write the mutation hooks make, and they refresh through it alone', () => {
    const writes = hookSources.flatMap((source) =>
      [...source.matchAll(/api\.call\(\s*'((?:POST|PUT|PATCH|DELETE) [^']+)'/g)].map(([, call]) => call),
    );
    expect(writes).toContain('PATCH /account_admin/:id');
    expect(writes.filter((call) => !(call! in REFRESHES))).toEqual([]);
    expect(hookSources.filter((source) => source.includes('invalidateQueries'))).toEqual([]);
  });
});
