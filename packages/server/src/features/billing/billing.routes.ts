import {
  ZBillingAcknowledge,
  ZBillingAcknowledgeQuery,
  ZBillingCompanyRequest,
  ZBillingPrice,
  ZBillingSubscriptionRequest,
  ZBillingSummary,
  ZBillingUrlRequest,
  ZBillingUrls,
} from '@teamline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';
import { membershipOf } from '../../http/guard.js';
import {
  acknowledge,
  billingPrice,
  billingSummary,
  billingUrls,
  updateCoveredLocations,
} from './billing.service.js';

/** Billing (spec §7): admins only (`subscription.manage`); another company's id answers 404. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['billing'];

  app.post(
    '/company/billing/url',
    {
      config: { company: 'body', action: 'subscription.manage' },
      schema: { tags, body: ZBillingUrlRequest, response: { 200: envelope(ZBillingUrls) } },
    },
    async (request) => {
      const { company, employee } = membershipOf(request);
      const { interval, locations } = request.body;
      return ok(
        await billingUrls(deps, request.log, company, { interval, locations, email: employee.email }),
      );
    },
  );

  app.post(
    '/billing/summary',
    {
      config: { company: 'body', action: 'subscription.manage' },
      schema: { tags, body: ZBillingCompanyRequest, response: { 200: envelope(ZBillingSummary) } },
    },
    async (request) => ok(await billingSummary(deps, request.log, membershipOf(request).company)),
  );

  app.get(
    '/billing/price',
    {
      config: { company: 'query', action: 'subscription.manage' },
      schema: { tags, querystring: ZBillingCompanyRequest, response: { 200: envelope(ZBillingPrice) } },
    },
    async (request) => ok(await billingPrice(deps, request.log)),
  );

  app.get(
    '/billing/acknowledge',
    {
      config: { company: 'query', action: 'subscription.manage' },
      schema: {
        tags,
        querystring: ZBillingAcknowledgeQuery,
        response: { 200: envelope(ZBillingAcknowledge) },
      },
    },
    async (request) =>
      ok(await acknowledge(deps, request.log, membershipOf(request).company, request.query.session_id)),
  );

  app.put(
    '/billing/subscription',
    {
      config: { company: 'body', action: 'subscription.manage' },
      schema: { tags, body: ZBillingSubscriptionRequest, response: { 200: envelope(ZBillingSummary) } },
    },
    async (request) => {
      const { company } = membershipOf(request);
      await updateCoveredLocations(deps, request.log, company, request.body.locations);
      return ok(await billingSummary(deps, request.log, company));
    },
  );
};
