import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MSG } from '@teamline/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { audienceRoutes } from './features/audiences/audiences.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { billingTestRoutes } from './features/billing/billing-test.routes.js';
import { billingWebhookRoutes } from './features/billing/webhook.routes.js';
import { celebrationRoutes } from './features/celebrations/celebrations.routes.js';
import { wallRoutes } from './features/celebrations/wall.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { chatMessageRoutes } from './features/chat/chat-messages.routes.js';
import { companyRoutes } from './features/companies/companies.routes.js';
import { deviceRoutes } from './features/devices/devices.routes.js';
import { celebrateAppRoutes } from './features/employee-app/celebrate-app.routes.js';
import { followupAppRoutes } from './features/employee-app/followups-app.routes.js';
import { inboxRoutes } from './features/employee-app/inbox.routes.js';
import { employeeRoutes } from './features/employees/employee.routes.js';
import { employeesRoutes } from './features/employees/employees.routes.js';
import { employeesDownloadRoutes } from './features/employees/employees-download.routes.js';
import { followupRoutes } from './features/followups/followups.routes.js';
import { formResponseRoutes } from './features/forms/form-responses.routes.js';
import { formRoutes } from './features/forms/forms.routes.js';
import { franchiseRoutes } from './features/franchise/franchise.routes.js';
import { gifRoutes } from './features/gifs/gifs.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { probeRoutes } from './features/health/probes.routes.js';
import { homeRoutes } from './features/home/home.routes.js';
import { importRoutes } from './features/imports/imports.routes.js';
import { invitationRoutes } from './features/invitations/invitations.routes.js';
import { teamInvitationRoutes } from './features/invitations/team-invitations.routes.js';
import { locationRoutes } from './features/locations/locations.routes.js';
import { libraryRoutes } from './features/media/library.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { memoReminderRoutes } from './features/memo-reminders/reminders.routes.js';
import { memoTemplatePackageRoutes } from './features/memo-template-packages/memo-template-packages.routes.js';
import { memoTemplateSendRoutes } from './features/memo-template-sends/memo-template-sends.routes.js';
import { memoTemplateRoutes } from './features/memo-templates/memo-templates.routes.js';
import { memoKindRoutes } from './features/memos/kind.routes.js';
import { memoRoutes } from './features/memos/memos.routes.js';
import { surveyCsvRoutes } from './features/memos/survey-csv.routes.js';
import { translateRoutes } from './features/memos/translate.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { reportRoutes } from './features/reports/reports.routes.js';
import { scheduledSendRoutes } from './features/scheduled-sends/scheduled-sends.routes.js';
import { scimRoutes } from './features/scim/scim.routes.js';
import { scimTokenRoutes } from './features/scim/scim-tokens.routes.js';
import { checkinTopicRoutes } from './features/settings/checkin-topics.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { ssoRoutes } from './features/sso/sso.routes.js';
import { tagRoutes } from './features/tags/tags.routes.js';
import { userRoutes } from './features/users/users.routes.js';
import { registerAuth } from './http/auth.js';
import { registerDrain } from './http/drain.js';
import { registerErrorHandler, sendError } from './http/error-handler.js';
import { registerFairTurns } from './http/fair-turns.js';
import { registerGuard } from './http/guard.js';
import { registerIdempotency } from './http/idempotency.js';
import { registerRequestIds, requestIdOptions } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { responseSerializerCompiler } from './http/serializer.js';
import { MAX_UPLOAD_BYTES } from './http/uploads.js';
import { registerWebApp } from './http/web-app.js';
import { BullMqEngine } from './jobs/bullmq-engine.js';
import { registerJobsDashboard } from './jobs/dashboard.js';
import { testClockRoutes } from './jobs/test-clock.js';
import { engineJobCounts } from './ops/job-counts.js';
import { registerMetrics } from './ops/metrics.js';
import { registerSockets } from './realtime/sockets.js';

export { MAX_UPLOAD_BYTES };

function defaultWebDist(): string {
  return fileURLToPath(new URL('../../web/dist', import.meta.url));
}

/** Builds the whole HTTP app around its dependencies; main.ts and every test call this. */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}) {
  // Request ids and the logger (http/request-id.ts): a caller's logger options keep the id on
  // every line; `logger: false` (tests) logs nothing.
  const ids = requestIdOptions(deps.config.logLevel);
  const logger =
    typeof opts.logger === 'object' ? { ...ids.logger, ...opts.logger } : (opts.logger ?? ids.logger);
  const app = Fastify({
    ...ids,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request received while shutting down is answered, not refused (http/drain.ts).
    return503OnClosing: false,
    ...opts,
    logger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled response writers; development and tests also check each answer against zod.
  app.setSerializerCompiler(responseSerializerCompiler({ check: deps.config.env !== 'production' }));
  app.decorate('deps', deps);
  // Before every other hook: requests start in arrival order, a turn's budget at a time (http/fair-turns.ts).
  registerFairTurns(app);
  app.decorate('httpDrain', registerDrain(app));
  registerRequestIds(app);
  // Prometheus metrics only with METRICS_TOKEN (ops/metrics.ts). The job figures come from the
  // embedded runner's table; another engine gives its own JobCountsSource here.
  if (deps.config.metricsToken)
    registerMetrics(app, {
      token: deps.config.metricsToken,
      dbPool: deps.dbPoolStats,
      jobCounts: engineJobCounts(deps.db, deps.jobs),
      connectedSockets: () => deps.realtime.connectedCount,
    });
  // Errors are answered one way everywhere, plugins' routes included, so this comes first.
  registerErrorHandler(app);
  // The API documentation is public.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });

  // External plugins.
  await app.register(cookie);
  registerSecurityHeaders(app, deps.config.appUrl);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Teamline API', version: deps.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  // App-wide behaviour: maintenance, then authentication.
  // MAINTENANCE_MODE is read at start, so a server not in maintenance adds no hook at all.
  if (deps.config.maintenance)
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      return sendError(reply, 503, { message: MSG.maintenance, code: 'maintenance', mode: 'maintenance' });
    });
  registerAuth(app);
  registerGuard(app);
  registerIdempotency(app, deps.db);
  registerSockets(app, deps.realtime);

  // Features.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(probeRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(invitationRoutes);
      await api.register(companyRoutes);
      await api.register(teamInvitationRoutes);
      await api.register(notificationRoutes);
      await api.register(locationRoutes);
      await api.register(audienceRoutes);
      await api.register(tagRoutes);
      await api.register(deviceRoutes);
      await api.register(settingsRoutes);
      await api.register(checkinTopicRoutes);
      await api.register(reportRoutes);
      await api.register(employeesRoutes);
      await api.register(employeeRoutes);
      await api.register(employeesDownloadRoutes);
      await api.register(importRoutes);
      await api.register(memoKindRoutes);
      await api.register(memoRoutes);
      await api.register(memoTemplateRoutes);
      await api.register(memoTemplateSendRoutes);
      await api.register(memoTemplatePackageRoutes);
      await api.register(scheduledSendRoutes);
      await api.register(translateRoutes);
      await api.register(surveyCsvRoutes);
      await api.register(inboxRoutes);
      await api.register(followupRoutes);
      await api.register(followupAppRoutes);
      await api.register(homeRoutes);
      await api.register(celebrationRoutes);
      await api.register(wallRoutes);
      await api.register(mediaRoutes);
      await api.register(libraryRoutes);
      await api.register(celebrateAppRoutes);
      await api.register(memoReminderRoutes);
      await api.register(billingRoutes);
      await api.register(billingWebhookRoutes);

      await api.register(formRoutes);
      await api.register(formResponseRoutes);
      await api.register(scimTokenRoutes);
      // SCIM 2.0 (RFC 7644): its own bearer tokens and error answers (features/scim/scim.routes.ts).
      await api.register(scimRoutes, { prefix: '/scim/v2' });
      await api.register(gifRoutes);
      await api.register(ssoRoutes);
      await api.register(franchiseRoutes);
      await api.register(chatRoutes);
      await api.register(chatMessageRoutes);
      // End-to-end test servers only (TEST_CLOCK, refused outside NODE_ENV=test).
      if (deps.testClock) await api.register(testClockRoutes(deps.testClock));
      if (deps.testClock) await api.register(billingTestRoutes);
    },
    { prefix: '/api' },
  );

  // The server operator's jobs dashboard (BullMQ and OPERATOR_TOKEN only; jobs/dashboard.ts).
  if (deps.jobs instanceof BullMqEngine && deps.config.operatorToken)
    await registerJobsDashboard(app, deps.jobs, deps.config.operatorToken);

  // The built web app, with every non-API path answered by index.html (client-side routes).
  await registerWebApp(app, deps.config.webDist ? path.resolve(deps.config.webDist) : defaultWebDist());

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
