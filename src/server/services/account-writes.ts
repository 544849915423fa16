/**
 * Account writes of spec 7: create (the add-account wizard), update (overview, features, bot number area code)
 * and bot number provisioning. Every write runs in one transaction with its audit entries.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  accountWriteErrorCodes,
  calendarTypeOf,
  type CreateAccountRequest,
  type ProvisionBotNumberRequest,
  type UpdateAccountRequest,
} from '../../shared/accountWrites.ts';
import { accountTexts } from '../../shared/accountTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import {
  accounts,
  billing_settings,
  bot_numbers,
  campaign_details,
  features,
  industries,
  legal_entities,
  parent_accounts,
  twilio_configurations,
  users,
} from '../db/schema.ts';
import { ownedBy, resellerOf, type Caller } from './account-scope.ts';
import { ApiError, fieldErrors, notFound, type FieldErrorMap } from '../errors.ts';
import type { MessagingProvider, SubaccountCredentials } from '../providers/messaging/interface.ts';
import { recordWrite } from './audit.ts';
import { withOperationLease } from '../lib/operation-leases.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { transactionRetried } from '../db/retry.ts';

export interface AccountWritesService {
  /** Creates the account with its features and billing settings rows; returns its id. */
  /** A reseller's account is its own (accounts.reseller_id), under one of its parent accounts. */
  create(actor: Caller, input: CreateAccountRequest): Promise<number>;
  update(actor: Caller, id: number, patch: UpdateAccountRequest): Promise<void>;
  /** 404 unless the account exists. */
  requireAccount(id: number): Promise<void>;
  /**
   * Buys a number in the account's area code and stores it as a bot number; one that has a bot number gets another
   * only with `additional` (409 otherwise). One provisioning of an account runs at a time, in every API process.
   */
  provisionBotNumber(actorId: number, id: number, options: ProvisionBotNumberRequest): Promise<void>;
}

export interface AccountWritesDeps {
  db: Db;
  messaging: MessagingProvider;
  secretBox: SecretBox;
  /** Called after every write to accounts or features (the list's cached counts). */
  onAccountsChanged?: () => void;
}

/** Request fields that name a row of another table, with that table. */
const REFERENCES = {
  company_industry: industries,
  parent_account: parent_accounts,
  legal_entity: legal_entities,
  campaign_detail: campaign_details,
} as const;
type ReferenceField = keyof typeof REFERENCES;

/**
 * Field errors for the ids that name no row, checked in the transaction that writes them. For a reseller, a parent
 * account that none of its accounts is under names nothing (account-scope.ts); `reseller` must name a reseller.
 */
async function checkReferences(
  tx: Db,
  actor: Caller,
  ids: Partial<Record<ReferenceField | 'reseller', number | null>>,
): Promise<void> {
  const errors: FieldErrorMap = {};
  const reseller = resellerOf(actor);
  for (const field of Object.keys(REFERENCES) as ReferenceField[]) {
    const id = ids[field];
    if (id === undefined || id === null) continue;
    const table = REFERENCES[field];
    const scoped =
      field === 'parent_account' && reseller !== undefined
        ? sql`exists (select 1 from ${accounts} where ${accounts.parent_account_id} = ${id} and ${ownedBy(reseller)})`
        : undefined;
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), scoped))
      .limit(1);
    if (!found) errors[field] = [drfTexts.doesNotExist(id)];
  }
  if (ids.reseller !== undefined && ids.reseller !== null) {
    const [found] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, ids.reseller), eq(users.is_reseller, true)))
      .limit(1);
    if (!found) errors.reseller = [drfTexts.doesNotExist(ids.reseller)];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/** The account columns a PATCH sets: request fields map to columns by name, references to their `_id`. */
function accountChanges(patch: UpdateAccountRequest): Partial<typeof accounts.$inferInsert> {
  const {
    features: _features,
    company_industry,
    parent_account,
    legal_entity,
    campaign_detail,
    reseller,
    ...rest
  } = patch;
  const changes: Partial<typeof accounts.$inferInsert> = { ...rest };
  if (reseller !== undefined) changes.reseller_id = reseller;
  if (company_industry !== undefined) changes.company_industry_id = company_industry;
  if (parent_account !== undefined) changes.parent_account_id = parent_account;
  if (legal_entity !== undefined) changes.legal_entity_id = legal_entity;
  if (campaign_detail !== undefined) changes.campaign_detail_id = campaign_detail;
  return changes;
}

export const areaCodeMissing = () =>
  new ApiError(400, { detail: accountTexts.areaCodeMissing, code: accountWriteErrorCodes.areaCodeMissing });
const botNumberExists = () =>
  new ApiError(409, { detail: accountTexts.botNumberExists, code: accountWriteErrorCodes.botNumberExists });
const provisionBusy = () =>
  new ApiError(409, { detail: accountTexts.provisionBusy, code: accountWriteErrorCodes.provisionBusy });

/** A sub-account token that does not open was sealed with another key or altered: say so instead of a 500. */
const unreadableCredentials = () =>
  new ApiError(409, {
    detail: 'The messaging sub-account credentials of this account cannot be read (sealed with another key?).',
    code: 'subaccount_credentials_unreadable',
  });

export function createAccountWritesService({
  db,
  messaging,
  secretBox,
  onAccountsChanged = () => {},
}: AccountWritesDeps): AccountWritesService {
  const lockAccount = async (tx: Db, id: number) => {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  /** The sub-account to buy into, when the account has complete credentials; the main account otherwise. */
  const subaccountOf = async (id: number): Promise<SubaccountCredentials | undefined> => {
    const [config] = await db
      .select({
        account_sid: twilio_configurations.subaccount_account_sid,
        sealed: twilio_configurations.subaccount_auth_token,
      })
      .from(twilio_configurations)
      .where(eq(twilio_configurations.account_id, id))
      .limit(1);
    if (!config?.account_sid || !config.sealed) return undefined;
    let authToken: string;
    try {
      authToken = secretBox.open(config.sealed);
    } catch {
      throw unreadableCredentials();
    }
    return { account_sid: config.account_sid, auth_token: authToken };
  };

  return {
    async create(actor, input) {
      const actorId = actor.id;
      const id = await transactionRetried(db, async (tx) => {
        await checkReferences(tx, actor, input);
        const [account] = await tx
          .insert(accounts)
          .values({
            name: input.name,
            email: input.email,
            office_phone: input.office_phone,
            lang: input.lang,
            timezone: input.timezone,
            company_industry_id: input.company_industry,
            calendar_name: input.calendar_name,
            // The wizard has no calendar type: an integrated calendar system implies its type, others are ours.
            calendar_type: calendarTypeOf(input.calendar_name),
            salesforce_id: input.salesforce_id,
            parent_account_id: input.parent_account,
            legal_entity_id: 'legal_entity' in input ? input.legal_entity : null,
            campaign_detail_id: 'campaign_detail' in input ? input.campaign_detail : null,
            username: input.username,
            bot_number_area_code: input.bot_number_area_code,
            town: input.town,
            notes: input.notes,
            reseller_id: resellerOf(actor) ?? null,
          })
          .returning();
        const accountId = account!.id;
        await recordWrite(tx, { actorId, table: 'accounts', recordId: accountId, before: null, after: account! });
        const [featureRow] = await tx.insert(features).values({ account_id: accountId }).returning();
        await recordWrite(tx, { actorId, table: 'features', recordId: accountId, before: null, after: featureRow! });
        const [billing] = await tx.insert(billing_settings).values({ account_id: accountId }).returning();
        await recordWrite(tx, {
          actorId,
          table: 'billing_settings',
          recordId: billing!.id,
          before: null,
          after: billing!,
        });
        return accountId;
      });
      onAccountsChanged();
      return id;
    },

    async update(actor, id, patch) {
      const actorId = actor.id;
      await transactionRetried(db, async (tx) => {
        const before = await lockAccount(tx, id);
        await checkReferences(tx, actor, patch);
        const changes = accountChanges(patch);
        if (Object.keys(changes).length > 0) {
          const [after] = await tx.update(accounts).set(changes).where(eq(accounts.id, id)).returning();
          await recordWrite(tx, { actorId, table: 'accounts', recordId: id, before, after: after! });
        }
        const flags = Object.fromEntries(
          Object.entries(patch.features ?? {}).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(flags).length > 0) {
          const [current] = await tx.select().from(features).where(eq(features.account_id, id)).for('update');
          // Accounts made elsewhere may lack their features row: the first save creates it.
          const [saved] = current
            ? await tx.update(features).set(flags).where(eq(features.account_id, id)).returning()
            : await tx
                .insert(features)
                .values({ account_id: id, ...flags })
                .returning();
          await recordWrite(tx, { actorId, table: 'features', recordId: id, before: current ?? null, after: saved! });
        }
      });
      onAccountsChanged();
    },

    async requireAccount(id) {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).limit(1);
      if (!row) throw notFound();
    },

    provisionBotNumber: (actorId, id, { additional }) =>
      withOperationLease(db, `provision_bot_number:${id}`, provisionBusy, async () => {
        const [account] = await db
          .select({ area_code: accounts.bot_number_area_code })
          .from(accounts)
          .where(eq(accounts.id, id))
          .limit(1);
        if (!account) throw notFound();
        if (!account.area_code) throw areaCodeMissing();
        const [owned] = await db
          .select({ id: bot_numbers.id })
          .from(bot_numbers)
          .where(eq(bot_numbers.account_id, id))
          .limit(1);
        if (owned && !additional) throw botNumberExists();
        const subaccount = await subaccountOf(id);
        // The purchase happens outside the transaction: a provider call must not hold row locks.
        const bought = await messaging.provisionNumber(account.area_code, { subaccount });
        await storeBotNumber(actorId, id, bought.phone_number);
      }),
  };

  async function storeBotNumber(actorId: number, id: number, number: string) {
    await transactionRetried(db, async (tx) => {
      await lockAccount(tx, id);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(bot_numbers)
        .where(eq(bot_numbers.account_id, id));
      // The account's first number is its call-rescue (main) number; later ones leave the main one as it is.
      const [row] = await tx
        .insert(bot_numbers)
        .values({ account_id: id, number, is_call_rescue_number: count === 0 })
        .returning();
      await recordWrite(tx, { actorId, table: 'bot_numbers', recordId: row!.id, before: null, after: row! });
    });
  }
}
