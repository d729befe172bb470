import { startFakeStripe } from './server.js';

/**
 * The fake Stripe as a process, for the end-to-end server (docs/billing-testing.md):
 * FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL (the app's /api/billing/webhook), STRIPE_WEBHOOK_SECRET.
 */
const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e',
});
process.stdout.write(`fake stripe on ${fake.base}\n`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
