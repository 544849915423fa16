/**
 * The messaging sub-account and its A2P registration chain (spec 4, 7): each step calls the provider once and
 * stores the id it returns in the account's twilio_configurations row.
 *
 * - Order: a step needs every earlier step's id; without one it is refused (400 previous_step_missing).
 * - Once only: a step whose id is stored answers the configuration unchanged, without calling the provider.
 * - Concurrency: each step runs in one transaction that first locks the configuration row (SELECT ... FOR
 *   UPDATE), then checks, calls the provider and stores. A second request for the same account waits on the lock
 *   and then finds the id stored, so a double submit creates one resource. A conditional update could not do
 *   this: the provider call comes between the check and the store, and there is no column to claim a step with.
 *   The sub-account step has no row to lock yet: it inserts the row first (ON CONFLICT DO NOTHING), and the
 *   unique account_id makes a concurrent insert wait for this transaction. The price is a lock (and a pooled
 *   connection; on PGlite, the one connection) held for the length of one provider call.
 * - A failed provider call rolls the transaction back: nothing is stored. The exception is the messaging
 *   service the use case step creates first: it is kept, so a retry reuses it instead of creating another.
 * - The registration board follows: a step the provider took is recorded (approved, or submitted for its review)
 *   in the same transaction; a step it refused (a 4xx) is recorded failed with its code (registrations.ts).
 * - A failed A2P brand is resubmitted (issue 22) under the same lock: the profiles' name and e-mail brought up to
 *   date where they changed, then Twilio's brand update, at most A2P_BRAND_FREE_UPDATES times; what each
 *   registration and resubmission sent is kept in a2p_brand_submissions, to say what changed since.
 * - The sub-account auth token is stored sealed (secret-box.ts), opened only to call the provider, and never
 *   returned or logged; the audit log masks it.
 */
import { toE164 } from '../../shared/phone.ts';
import { statusWhenSent } from '../../shared/registrationRules.ts';
import { desc, eq } from 'drizzle-orm';
import {
  A2P_BRAND_FREE_UPDATES,
  profileChanges,
  SUBACCOUNT_TOKEN_MASK,
  TWILIO_CHAIN,
  twilioAdminErrorCodes,
  type A2pBrandResubmission,
  type A2pProfileFields,
  type CreateAddressRequest,
  type CreateEndUserRequest,
  type TwilioChainStep,
  type TwilioConfigurationResponse,
} from '../../shared/twilioAdmin.ts';
import { a2pBrandResubmissionTexts } from '../../shared/a2pBrandResubmissionTexts.ts';
import { twilioAdminTexts } from '../../shared/twilioAdminTexts.ts';
import type { Db } from '../db/client.ts';
import {
  a2p_brand_submissions,
  account_registrations,
  accounts,
  campaign_details,
  legal_entities,
  twilio_configurations,
} from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { ProviderError } from '../providers/errors.ts';
import type { MessagingProvider, SubaccountCredentials } from '../providers/messaging/interface.ts';
import { recordWrite } from './audit.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { transactionRetried } from '../db/retry.ts';
import { recordEvent, recordRefusal } from './registrations.ts';
import { useCaseDetails } from './twilio-use-case.ts';

type ConfigurationRow = typeof twilio_configurations.$inferSelect;
type Changes = Partial<Omit<ConfigurationRow, 'id' | 'account_id'>>;

/** The configuration as the API shows it: every id, the token masked. */
/** What the account detail reads of a configuration. */
export type TwilioConfigurationRow = Omit<ConfigurationRow, 'id' | 'account_id'>;

export function publicTwilioConfiguration(row: TwilioConfigurationRow): TwilioConfigurationResponse {
  return {
    cached_subaccount_status: row.cached_subaccount_status,
    subaccount_account_sid: row.subaccount_account_sid,
    subaccount_auth_token: row.subaccount_auth_token === null ? null : SUBACCOUNT_TOKEN_MASK,
    messaging_service_sid: row.messaging_service_sid,
    starter_profile_sid: row.starter_profile_sid,
    end_user_sid: row.end_user_sid,
    address_sid: row.address_sid,
    a2p_profile_sid: row.a2p_profile_sid,
    a2p_brand_sid: row.a2p_brand_sid,
    a2p_use_case_sid: row.a2p_use_case_sid,
  };
}

const previousStepMissing = (label: string) =>
  new ApiError(400, {
    detail: twilioAdminTexts.previousStepMissing(label),
    code: twilioAdminErrorCodes.previousStepMissing,
  });

/** What the steps read about the account. */
async function loadAccount(db: Db, accountId: number) {
  const [account] = await db
    .select({
      name: accounts.name,
      email: accounts.email,
      lang: accounts.lang,
      legal_name: legal_entities.legal_name,
      campaign_type: campaign_details.campaign_type,
      tcr_description: campaign_details.tcr_description,
      tcr_message_flow: campaign_details.tcr_message_flow,
    })
    .from(accounts)
    .leftJoin(legal_entities, eq(legal_entities.id, accounts.legal_entity_id))
    .leftJoin(campaign_details, eq(campaign_details.id, accounts.campaign_detail_id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!account) throw notFound();
  return account;
}
type ChainAccount = Awaited<ReturnType<typeof loadAccount>>;

/**
 * The chain's steps call the provider inside their transaction, under this lock, so two people pressing one step
 * take turns and the second sees the first's SID. Those transactions are not retried on a conflict (the provider
 * call would be made again); each takes this one row's lock before writing anything else.
 */
async function lockConfiguration(tx: Db, accountId: number): Promise<ConfigurationRow | undefined> {
  const [row] = await tx
    .select()
    .from(twilio_configurations)
    .where(eq(twilio_configurations.account_id, accountId))
    .for('update');
  return row;
}

/** Stores changes to a locked row and audits them, in the caller's transaction. */
async function store(tx: Db, actorId: number, before: ConfigurationRow, changes: Changes, created = false) {
  const [after] = await tx
    .update(twilio_configurations)
    .set(changes)
    .where(eq(twilio_configurations.id, before.id))
    .returning();
  await recordWrite(tx, {
    actorId,
    table: 'twilio_configurations',
    recordId: after!.id,
    before: created ? null : before,
    after: after!,
  });
  return after!;
}

const BRAND_INDEX = TWILIO_CHAIN.findIndex((entry) => entry.step === 'a2p_brand');
/** Twilio's "Brand update count exceeded". */
const UPDATES_USED_CODE = '21724';

const refused = (reason: 'brandNotFailed' | 'brandUpdatesUsed') =>
  new ApiError(400, { detail: a2pBrandResubmissionTexts[reason], code: twilioAdminErrorCodes[reason] });

/**
 * The account's A2P brand submissions since it was registered (newest first): the last one sent, and how many of
 * the provider's free updates are used and left (none once the provider said they were used up).
 */
async function brandSubmissions(db: Db, accountId: number) {
  const rows = await db
    .select()
    .from(a2p_brand_submissions)
    .where(eq(a2p_brand_submissions.account_id, accountId))
    .orderBy(desc(a2p_brand_submissions.id));
  const registered = rows.findIndex((row) => row.kind === 'registration');
  const current = registered === -1 ? rows : rows.slice(0, registered + 1);
  const used = current.filter((row) => row.kind === 'resubmission').length;
  const usedUp = current.some((row) => row.kind === 'updates_used');
  return {
    last: current.find((row) => row.kind !== 'updates_used'),
    used,
    left: usedUp ? 0 : Math.max(0, A2P_BRAND_FREE_UPDATES - used),
  };
}

interface StepContext {
  account: ChainAccount;
  row: ConfigurationRow;
  credentials: SubaccountCredentials;
  /** Stores changes at once, kept even if the step then fails. */
  keep(changes: Changes): Promise<ConfigurationRow>;
}

export interface TwilioAdminService {
  createSubaccount(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  createStarterProfile(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  createEndUser(accountId: number, actorId: number, input: CreateEndUserRequest): Promise<TwilioConfigurationResponse>;
  createAddress(accountId: number, actorId: number, input: CreateAddressRequest): Promise<TwilioConfigurationResponse>;
  createA2pProfile(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  createA2pBrand(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  createA2pUseCase(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  /** What a resubmission of the account's A2P brand would change, and the provider's free updates left. */
  a2pBrandResubmission(accountId: number): Promise<A2pBrandResubmission>;
  /**
   * Resubmits the account's failed A2P brand: its profiles brought up to date with the account's name and e-mail
   * where they changed since the last submission, then vetted again; the board shows it submitted.
   */
  resubmitA2pBrand(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
  /** Asks the provider for the sub-account's status and caches it. */
  refreshSubaccountStatus(accountId: number, actorId: number): Promise<TwilioConfigurationResponse>;
}

export function createTwilioAdminService(deps: {
  db: Db;
  messaging: MessagingProvider;
  secretBox: SecretBox;
}): TwilioAdminService {
  const { db, messaging, secretBox } = deps;

  /** The row, once every step before `index` has its id; otherwise the earliest missing one is named. */
  function requirePrevious(row: ConfigurationRow | undefined, index: number): ConfigurationRow {
    for (const earlier of TWILIO_CHAIN.slice(0, index)) {
      if (!row?.[earlier.sid]) throw previousStepMissing(earlier.label);
    }
    return row!;
  }

  function openCredentials(row: ConfigurationRow): SubaccountCredentials {
    try {
      return { account_sid: row.subaccount_account_sid!, auth_token: secretBox.open(row.subaccount_auth_token ?? '') };
    } catch {
      // A token stored in the clear or under another key: say so, never what it holds.
      throw new ApiError(409, {
        detail: twilioAdminTexts.credentialsUnreadable,
        code: twilioAdminErrorCodes.credentialsUnreadable,
      });
    }
  }

  /** One step after the sub-account: lock, check, call (`create` returns the ids to store), store. */
  async function runStep(
    accountId: number,
    actorId: number,
    step: TwilioChainStep,
    create: (context: StepContext) => Promise<Changes>,
    /** Runs after the step's ids are stored, in its transaction. */
    sent?: (tx: Db, row: ConfigurationRow, account: ChainAccount) => Promise<void>,
  ): Promise<TwilioConfigurationResponse> {
    const account = await loadAccount(db, accountId);
    const index = TWILIO_CHAIN.findIndex((entry) => entry.step === step);
    const outcome = await db
      .transaction(async (tx) => {
        const locked = await lockConfiguration(tx, accountId);
        if (locked?.[TWILIO_CHAIN[index]!.sid]) return { row: locked };
        const row = requirePrevious(locked, index);
        const credentials = openCredentials(row);
        let current = row;
        const keep = async (changes: Changes) => (current = await store(tx, actorId, current, changes));
        try {
          const changes = await create({ account, row, credentials, keep });
          const stored = await store(tx, actorId, current, changes);
          await recordSent(tx, accountId, step);
          await sent?.(tx, stored, account);
          return { row: stored };
        } catch (error) {
          if (current === row) throw error; // nothing kept: roll everything back
          return { row: current, error }; // commit what was kept, then report the failure
        }
      })
      .catch(async (error: unknown) => {
        await recordRefused(accountId, step, error);
        throw error;
      });
    if ('error' in outcome) {
      await recordRefused(accountId, step, outcome.error);
      throw outcome.error;
    }
    return publicTwilioConfiguration(outcome.row);
  }

  const profile = (account: ChainAccount) => ({ friendly_name: account.name, email: account.email });
  const profileFields = (account: ChainAccount): A2pProfileFields => ({ name: account.name, email: account.email });

  /** Keeps what the brand was sent with (the profiles' name and e-mail), or that the provider refused an update. */
  const recordSubmission = async (
    tx: Db,
    accountId: number,
    brandSid: string,
    kind: 'registration' | 'resubmission' | 'updates_used',
    account: ChainAccount,
  ) => {
    await tx
      .insert(a2p_brand_submissions)
      .values({ account_id: accountId, brand_sid: brandSid, kind, fields: profileFields(account) });
  };

  /** The registration board follows the chain: a step the provider took is approved, or submitted for review. */
  const recordSent = (tx: Db, accountId: number, step: TwilioChainStep) =>
    recordEvent(tx, { accountId, track: 'messaging', step, status: statusWhenSent(step) }, new Date());

  /** A step the provider refused fails on the board, with its code (registrations.ts). */
  const recordRefused = (accountId: number, step: TwilioChainStep, error: unknown) =>
    recordRefusal(db, { accountId }, step, error);

  return {
    async createSubaccount(accountId, actorId) {
      const account = await loadAccount(db, accountId);
      return db
        .transaction(async (tx) => {
          const [inserted] = await tx
            .insert(twilio_configurations)
            .values({ account_id: accountId })
            .onConflictDoNothing({ target: twilio_configurations.account_id })
            .returning();
          const row = (await lockConfiguration(tx, accountId))!;
          if (row.subaccount_account_sid) return publicTwilioConfiguration(row);
          const subaccount = await messaging.createSubaccount(account.name);
          const changes = {
            subaccount_account_sid: subaccount.account_sid,
            subaccount_auth_token: secretBox.seal(subaccount.auth_token),
            cached_subaccount_status: subaccount.status,
          };
          const stored = await store(tx, actorId, row, changes, inserted !== undefined);
          await recordSent(tx, accountId, 'subaccount');
          return publicTwilioConfiguration(stored);
        })
        .catch(async (error: unknown) => {
          await recordRefused(accountId, 'subaccount', error);
          throw error;
        });
    },

    createStarterProfile: (accountId, actorId) =>
      runStep(accountId, actorId, 'starter_profile', async ({ account, credentials }) => ({
        starter_profile_sid: (await messaging.createStarterProfile(credentials, profile(account))).sid,
      })),

    createEndUser: (accountId, actorId, input) =>
      runStep(accountId, actorId, 'end_user', async ({ row, credentials }) => ({
        end_user_sid: (
          await messaging.createEndUser(credentials, row.starter_profile_sid!, {
            ...input,
            phone_number: toE164(input.phone_number),
          })
        ).sid,
      })),

    createAddress: (accountId, actorId, input) =>
      runStep(accountId, actorId, 'address', async ({ account, credentials }) => ({
        address_sid: (await messaging.createAddress(credentials, { customer_name: account.name, ...input })).sid,
      })),

    createA2pProfile: (accountId, actorId) =>
      runStep(accountId, actorId, 'a2p_profile', async ({ account, row, credentials }) => ({
        a2p_profile_sid: (await messaging.createA2pProfile(credentials, row.starter_profile_sid!, profile(account)))
          .sid,
      })),

    createA2pBrand: (accountId, actorId) =>
      runStep(
        accountId,
        actorId,
        'a2p_brand',
        async ({ row, credentials }) => ({
          a2p_brand_sid: (await messaging.createA2pBrand(credentials, row.starter_profile_sid!, row.a2p_profile_sid!))
            .sid,
        }),
        (tx, row, account) => recordSubmission(tx, accountId, row.a2p_brand_sid!, 'registration', account),
      ),

    createA2pUseCase: (accountId, actorId) =>
      runStep(accountId, actorId, 'a2p_use_case', async ({ account, row, credentials, keep }) => {
        const { campaign_type, tcr_description, tcr_message_flow } = account;
        if (campaign_type === null || tcr_description === null || tcr_message_flow === null) {
          throw new ApiError(400, {
            detail: twilioAdminTexts.campaignDetailMissing,
            code: twilioAdminErrorCodes.campaignDetailMissing,
          });
        }
        let messagingServiceSid = row.messaging_service_sid;
        if (!messagingServiceSid) {
          messagingServiceSid = (await messaging.createMessagingService(credentials, account.name)).sid;
          await keep({ messaging_service_sid: messagingServiceSid });
        }
        const details = useCaseDetails(
          {
            account_name: account.name,
            lang: account.lang,
            legal_name: account.legal_name,
            campaign_type,
            tcr_description,
            tcr_message_flow,
          },
          { messaging_service_sid: messagingServiceSid, brand_sid: row.a2p_brand_sid! },
        );
        return { a2p_use_case_sid: (await messaging.createA2pUseCase(credentials, details)).sid };
      }),

    async a2pBrandResubmission(accountId) {
      const account = await loadAccount(db, accountId);
      const [row] = await db
        .select()
        .from(twilio_configurations)
        .where(eq(twilio_configurations.account_id, accountId));
      const brandSid = requirePrevious(row, BRAND_INDEX + 1).a2p_brand_sid!;
      const { last, used, left } = await brandSubmissions(db, accountId);
      const now = profileFields(account);
      return {
        brand_sid: brandSid,
        last_submitted_at: last?.submitted_at.toISOString() ?? null,
        free_updates: A2P_BRAND_FREE_UPDATES,
        updates_used: used,
        updates_left: left,
        changes: last ? profileChanges(last.fields, now) : [],
      };
    },

    async resubmitA2pBrand(accountId, actorId) {
      const account = await loadAccount(db, accountId);
      const outcome = await db.transaction(async (tx) => {
        const row = requirePrevious(await lockConfiguration(tx, accountId), BRAND_INDEX + 1);
        const [board] = await tx
          .select({ step: account_registrations.messaging_step, status: account_registrations.messaging_status })
          .from(account_registrations)
          .where(eq(account_registrations.account_id, accountId));
        if (board?.step !== 'a2p_brand' || board.status !== 'failed') throw refused('brandNotFailed');
        const { last, left } = await brandSubmissions(tx, accountId);
        if (left === 0) throw refused('brandUpdatesUsed');
        const fields = profileFields(account);
        const changed = !last || profileChanges(last.fields, fields).length > 0;
        const registration = {
          starterProfileSid: row.starter_profile_sid!,
          a2pProfileSid: row.a2p_profile_sid!,
          brandSid: row.a2p_brand_sid!,
        };
        let sid: string;
        try {
          ({ sid } = await messaging.resubmitA2pBrand(
            openCredentials(row),
            registration,
            changed ? profile(account) : null,
          ));
        } catch (error) {
          // Updates used elsewhere too (the provider's own console): none are left, whatever was counted here.
          if (error instanceof ProviderError && error.providerCode === UPDATES_USED_CODE) {
            await recordSubmission(tx, accountId, registration.brandSid, 'updates_used', account);
            return { refusal: refused('brandUpdatesUsed') };
          }
          // A refused resubmission leaves the brand where it was on the board (failed).
          throw error;
        }
        const stored = sid === row.a2p_brand_sid ? row : await store(tx, actorId, row, { a2p_brand_sid: sid });
        await recordSent(tx, accountId, 'a2p_brand');
        await recordSubmission(tx, accountId, sid, 'resubmission', account);
        return { row: stored };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return publicTwilioConfiguration(outcome.row);
    },

    async refreshSubaccountStatus(accountId, actorId) {
      await loadAccount(db, accountId);
      const [current] = await db
        .select()
        .from(twilio_configurations)
        .where(eq(twilio_configurations.account_id, accountId));
      const row = requirePrevious(current, 1);
      const status = await messaging.getSubaccountStatus(row.subaccount_account_sid!);
      if (status === row.cached_subaccount_status) return publicTwilioConfiguration(row);
      return transactionRetried(db, async (tx) => {
        const locked = (await lockConfiguration(tx, accountId))!;
        return publicTwilioConfiguration(await store(tx, actorId, locked, { cached_subaccount_status: status }));
      });
    },
  };
}
