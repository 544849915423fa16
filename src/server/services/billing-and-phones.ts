/**
 * Billing settings and business phones of an account (spec 7). Every write is audited in its transaction.
 */
import { eq } from 'drizzle-orm';
import {
  newBusinessPhoneNumberRules,
  type BillingSetting,
  type BusinessPhone,
  type CreateBusinessPhoneRequest,
  type UpdateBillingSettingRequest,
  type UpdateBusinessPhoneRequest,
} from '../../shared/billingAndPhones.ts';
import { firstError } from '../../shared/validation.ts';
import { billingAndPhonesTexts } from '../../shared/billingAndPhonesTexts.ts';
import { drfTexts } from '../../shared/drfTexts.ts';
import type { Db } from '../db/client.ts';
import { accounts, billing_settings, business_phones } from '../db/schema.ts';
import { fieldErrors } from '../errors.ts';
import { recordWrite, updateRecorded } from './audit.ts';
import { transactionRetried } from '../db/retry.ts';

const toBillingSetting = (row: typeof billing_settings.$inferSelect): BillingSetting => ({
  id: row.id,
  is_delinquent: row.is_delinquent,
  ignore_delinquent_check: row.ignore_delinquent_check,
});

const toBusinessPhone = (row: typeof business_phones.$inferSelect): BusinessPhone => ({
  id: row.id,
  account: row.account_id,
  number: row.number,
  digits_after_call: row.digits_after_call,
  is_enabled_for_call_rescue: row.is_enabled_for_call_rescue,
});

export interface BillingAndPhonesService {
  /** The billing setting as stored, or null (the edit version's current record). */
  billingSetting(id: number): Promise<BillingSetting | null>;
  updateBillingSetting(actorId: number, id: number, input: UpdateBillingSettingRequest): Promise<BillingSetting>;
  addBusinessPhone(actorId: number, input: CreateBusinessPhoneRequest): Promise<BusinessPhone>;
  updateBusinessPhone(actorId: number, id: number, changes: UpdateBusinessPhoneRequest): Promise<BusinessPhone>;
}

export function createBillingAndPhonesService(db: Db): BillingAndPhonesService {
  return {
    async billingSetting(id) {
      const [row] = await db.select().from(billing_settings).where(eq(billing_settings.id, id));
      return row ? toBillingSetting(row) : null;
    },

    async updateBillingSetting(actorId, id, { id: bodyId, ...changes }) {
      if (bodyId !== undefined && bodyId !== id) throw fieldErrors({ id: [billingAndPhonesTexts.idMismatch] });
      return toBillingSetting(
        await transactionRetried(db, (tx) => updateRecorded(tx, billing_settings, actorId, id, changes)),
      );
    },

    async addBusinessPhone(actorId, input) {
      const created = await transactionRetried(db, async (tx) => {
        // Locks the account row so it cannot be deleted between the check and the insert, and so two adds of
        // the same number to one account take turns and the second sees the first.
        const [account] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, input.account))
          .for('update');
        if (!account) throw fieldErrors({ account: [drfTexts.doesNotExist(input.account)] });
        const listed = await tx
          .select({ number: business_phones.number })
          .from(business_phones)
          .where(eq(business_phones.account_id, input.account));
        const numberError = firstError(newBusinessPhoneNumberRules(listed.map((phone) => phone.number)), input.number);
        if (numberError) throw fieldErrors({ number: [numberError] });
        const [row] = await tx
          .insert(business_phones)
          .values({ account_id: input.account, number: input.number, digits_after_call: input.digits_after_call })
          .returning();
        await recordWrite(tx, { actorId, table: 'business_phones', recordId: row!.id, before: null, after: row! });
        return row!;
      });
      return toBusinessPhone(created);
    },

    async updateBusinessPhone(actorId, id, changes) {
      return toBusinessPhone(
        await transactionRetried(db, (tx) => updateRecorded(tx, business_phones, actorId, id, changes)),
      );
    },
  };
}
