import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbPoolStats } from '../db/index.js';
import { sendError } from '../http/error-handler.js';
import type { JobCountsSource } from './job-counts.js';

/**
 * Prometheus metrics (issue 18, operators; docs/deployment.md, Monitoring). Only with
 * METRICS_TOKEN: GET /metrics then answers a caller presenting `Authorization: Bearer <token>`
 * and 404 to anyone else; without the token nothing here is registered, so requests pay no hook.
 *
 * - `http_request_duration_seconds{method,route,status}`: route is the route's pattern
 *   (`/api/memo/:id`), `unmatched` for a 404 without a route, so the label set stays small;
 * - Node's defaults (prom-client): event-loop lag and its percentiles, heap, GC, handles;
 * - `teamline_db_pool_connections{state}` and `teamline_db_pool_waiting`;
 * - `teamline_jobs{name,state}`: waiting, delayed, active and failed (for good) jobs;
 * - `teamline_socketio_connected`: this instance's open Socket.IO connections.
 */

export interface MetricsSources {
  token: string;
  dbPool: () => DbPoolStats;
  jobCounts: JobCountsSource;
  connectedSockets: () => number;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice(7) : '';
  const a = crypto.createHash('sha256').update(presented).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** A registry of its own per app (tests build many apps in one process). */
export function createMetricsRegistry(sources: Omit<MetricsSources, 'token'>): {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'teamline_db_pool_connections',
    help: 'Database connections by state (SQLite: its one connection, busy or idle)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = sources.dbPool();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'busy' }, s.total - s.idle);
    },
  });
  new Gauge({
    name: 'teamline_db_pool_waiting',
    help: 'Queries waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(sources.dbPool().waiting);
    },
  });
  new Gauge({
    name: 'teamline_jobs',
    help: 'Background jobs by name and state: waiting (due), delayed (later), active, failed (for good)',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // The database down must not take the other metrics with it (readiness reports it).
      const counts = await sources.jobCounts().catch(() => []);
      for (const c of counts) {
        this.set({ name: c.name, state: 'waiting' }, c.waiting);
        this.set({ name: c.name, state: 'delayed' }, c.delayed);
        this.set({ name: c.name, state: 'active' }, c.active);
        this.set({ name: c.name, state: 'failed' }, c.failed);
      }
    },
  });
  new Gauge({
    name: 'teamline_socketio_connected',
    help: 'Socket.IO connections open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.connectedSockets());
    },
  });
  return { registry, httpDuration };
}

export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const { registry, httpDuration } = createMetricsRegistry(sources);
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, sources.token))
      return sendError(reply, 404, { message: 'No route for GET /metrics' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
