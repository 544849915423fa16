/**
 * Billing settings and business phones of an account (spec 7): PATCH /billing_setting/{id},
 * POST /business_phone and PATCH /business_phone/{id}. Staff only; the service audits every write.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  billingSetting,
  businessPhone,
  createBusinessPhoneRequest,
  updateBillingSettingRequest,
  updateBusinessPhoneRequest,
  type BillingSetting,
  type BusinessPhone,
} from '../../shared/billingAndPhones.ts';
import { requireStaff, staffUser } from '../http/authenticate.ts';
import { parseId } from '../http/params.ts';
import type { RouteDeps } from '../http/route-deps.ts';
import { parseOrThrow } from '../http/validation.ts';

const TAGS = ['Accounts'];

export const billingAndPhonesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { services }) => {
  const { billingAndPhones } = services;
  app.addHook('preHandler', requireStaff(services.auth));

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
        currentRecord: async (request) =>
          billingAndPhones.billingSetting(parseId((request.params as { id: string }).id)),
      },
    },
    async (request): Promise<BillingSetting> => {
      const id = parseId(request.params.id);
      const input = parseOrThrow(updateBillingSettingRequest, request.body);
      return billingAndPhones.updateBillingSetting(staffUser(request).id, id, input);
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
      const created = await billingAndPhones.addBusinessPhone(staffUser(request).id, input);
      reply.code(201);
      return created;
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
      return billingAndPhones.updateBusinessPhone(staffUser(request).id, id, changes);
    },
  );
};
