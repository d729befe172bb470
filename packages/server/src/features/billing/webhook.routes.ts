import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { ok } from '../../http/envelope.js';
import { sendError } from '../../http/error-handler.js';
import { handleWebhookEvent } from './webhook.service.js';

/**
 * POST /api/billing/webhook: Stripe's events. Public, but only a correctly signed event is read:
 * the raw body is checked with the stripe library's constructEvent (400 otherwise). Every signed
 * event answers 200 — an unknown type is ignored, an unknown customer logged — so Stripe stops
 * retrying; a failure while applying answers 500 and Stripe retries.
 */
export const billingWebhookRoutes: FastifyPluginAsync = async (app) => {
  // This plugin's own parser: the signature covers the exact bytes Stripe sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/billing/webhook',
    { config: { public: true }, schema: { tags: ['billing'], hide: true }, bodyLimit: 1024 * 1024 },
    async (request, reply) => {
      const { billing, db, config } = app.deps;
      if (!billing.stripe) return sendError(reply, 404, { message: 'Stripe billing is not configured' });
      const signature = request.headers['stripe-signature'];
      const raw = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw))
        return sendError(reply, 400, { message: 'Missing Stripe signature' });
      let event: Stripe.Event;
      try {
        event = billing.stripe.verify(raw, signature);
      } catch {
        return sendError(reply, 400, { message: 'Invalid Stripe signature' });
      }
      const outcome = await handleWebhookEvent({
        db,
        stripe: billing.stripe,
        settings: config.billing,
        log: request.log,
        event,
      });
      return ok({ received: true, outcome });
    },
  );
};
