/**
 * Billing settings and business phones of an account (spec 7): PATCH /billing_setting/{id},
 * POST /business_phone and PATCH /business_phone/{id}. Staff only; every write is audited in its transaction.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  billingAndPhonesMessages,
  billingSetting,
  businessPhone,
  createBusinessPhoneRequest,
  newBusinessPhoneNumberRules,
  updateBillingSettingRequest,
  updateBusinessPhoneRequest,
  type BillingSetting,
  type BusinessPhone,
} from '../../shared/billingAndPhones.ts';
import { apiErrors } from '../../shared/messages.ts';
import { firstError } from '../../shared/validation.ts';
import { accounts, billing_settings, business_phones } from '../db/schema.ts';
import { fieldErrors, notFound } from '../errors.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';
import { recordWrite } from '../services/audit.ts';

const TAGS = ['Accounts'];

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

export const billingAndPhonesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { auth, database }) => {
  const { db } = database;
  app.addHook('preHandler', requireStaff(auth));

  app.patch<{ Params: { id: string } }>(
    '/billing_setting/:id',
    {
      config: {
        contract: {
          summary: "Update an account's billing setting",
          tags: TAGS,
          body: updateBillingSettingRequest,
          response: { 200: billingSetting },
        },
        // Read inside its account: a save over a version someone else replaced is refused (edit versions).
        currentRecord: async (request) => {
          const id = parseId((request.params as { id: string }).id);
          const [row] = await db.select().from(billing_settings).where(eq(billing_settings.id, id));
          return row ? toBillingSetting(row) : null;
        },
      },
    },
    async (request): Promise<BillingSetting> => {
      const id = parseId(request.params.id);
      const { id: bodyId, ...changes } = parseOrThrow(updateBillingSettingRequest, request.body);
      if (bodyId !== undefined && bodyId !== id) throw fieldErrors({ id: [billingAndPhonesMessages.idMismatch] });
      const actorId = staffUser(request).id;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(billing_settings).where(eq(billing_settings.id, id)).for('update');
        if (!before) throw notFound();
        if (Object.keys(changes).length === 0) return toBillingSetting(before);
        const [after] = await tx.update(billing_settings).set(changes).where(eq(billing_settings.id, id)).returning();
        await recordWrite(tx, { actorId, table: 'billing_settings', recordId: id, before, after: after! });
        return toBillingSetting(after!);
      });
    },
  );

  app.post(
    '/business_phone',
    {
      config: {
        contract: {
          summary: 'Add a business phone to an account',
          description: 'The number is stored as its 10 digits; an empty digits_after_call is stored as null.',
          tags: TAGS,
          body: createBusinessPhoneRequest,
          response: { 201: businessPhone },
        },
      },
    },
    async (request, reply): Promise<BusinessPhone> => {
      const input = parseOrThrow(createBusinessPhoneRequest, request.body);
      const actorId = staffUser(request).id;
      const created = await db.transaction(async (tx) => {
        // Locks the account row so it cannot be deleted between the check and the insert, and so two adds of
        // the same number to one account take turns and the second sees the first.
        const [account] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, input.account))
          .for('update');
        if (!account) throw fieldErrors({ account: [apiErrors.doesNotExist(input.account)] });
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
      reply.code(201);
      return toBusinessPhone(created);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/business_phone/:id',
    {
      config: {
        contract: {
          summary: "Turn a business phone's call rescue on or off",
          tags: TAGS,
          body: updateBusinessPhoneRequest,
          response: { 200: businessPhone },
        },
      },
    },
    async (request): Promise<BusinessPhone> => {
      const id = parseId(request.params.id);
      const changes = parseOrThrow(updateBusinessPhoneRequest, request.body);
      const actorId = staffUser(request).id;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(business_phones).where(eq(business_phones.id, id)).for('update');
        if (!before) throw notFound();
        if (Object.keys(changes).length === 0) return toBusinessPhone(before);
        const [after] = await tx.update(business_phones).set(changes).where(eq(business_phones.id, id)).returning();
        await recordWrite(tx, { actorId, table: 'business_phones', recordId: id, before, after: after! });
        return toBusinessPhone(after!);
      });
    },
  );
};
