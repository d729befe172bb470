/**
 * Whether a step held: over its hold window only (after the ramp), p99 of all calls and of every
 * endpoint called at least MIN_SAMPLES times there at most 500 ms (an endpoint called less often
 * has no p99 worth the name: its slowest call would be it), and at most 0.1 % failed. Latencies and statuses come from the processor's records
 * (exact, per call); errors that never got an answer (timeouts, resets, refused sockets) from
 * Artillery's JSON report, summed over its 10-second periods that fall in the hold window.
 */
import fs from 'node:fs';

export const P99_LIMIT_MS = 500;
export const FAILURE_LIMIT = 0.001;
export const MIN_SAMPLES = 100;

export interface EndpointFigures {
  name: string;
  count: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface StepVerdict {
  held: boolean;
  why: string;
  requests: number;
  perSecond: number;
  failed: number;
  /** Artillery's errors without an answer (in the hold window). */
  errors: number;
  failureRate: number;
  /** p99 of every call in the hold window. */
  p99: number;
  /** The endpoint with the highest p99 among those judged (MIN_SAMPLES calls or more). */
  worst: EndpointFigures | null;
  endpoints: EndpointFigures[];
  /** Realtime events the sockets received, and sockets that failed to open (whole step). */
  socketEvents: number;
  vusersFailed: number;
}

interface ArtilleryPeriod {
  period?: number | string;
  firstMetricAt?: number;
  counters?: Record<string, number>;
}
interface ArtilleryReport {
  aggregate: ArtilleryPeriod;
  intermediate: ArtilleryPeriod[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

export function judgeStep(recordsFile: string, reportFile: string, users: number): StepVerdict {
  const lines = fs.existsSync(recordsFile) ? fs.readFileSync(recordsFile, 'utf8').split('\n') : [];
  const startLine = lines.find((l) => l.startsWith('start\t'))?.split('\t');
  const started = Number(startLine?.[1] ?? 0);
  const holdFrom = started + Number(startLine?.[2] ?? 0);
  const holdTo = holdFrom + Number(startLine?.[3] ?? 0);
  const byName = new Map<string, { times: number[]; failed: number }>();
  for (const line of lines) {
    const [t, name, status, ms] = line.split('\t');
    if (!t || !name || t === 'start') continue;
    const at = Number(t);
    if (at < holdFrom || at > holdTo) continue;
    const entry = byName.get(name) ?? { times: [], failed: 0 };
    entry.times.push(Number(ms));
    if (Number(status) >= 400) entry.failed += 1;
    byName.set(name, entry);
  }
  const endpoints = [...byName.entries()]
    .map(([name, { times, failed }]) => {
      const sorted = times.sort((a, b) => a - b);
      return { name, count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), failed };
    })
    .sort((a, b) => b.p99 - a.p99);

  const report: ArtilleryReport | null = fs.existsSync(reportFile)
    ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ArtilleryReport)
    : null;
  let errors = 0;
  for (const period of report?.intermediate ?? []) {
    const at = Number(period.firstMetricAt ?? period.period ?? 0);
    if (at < holdFrom || at > holdTo) continue;
    for (const [k, v] of Object.entries(period.counters ?? {})) if (k.startsWith('errors.')) errors += v;
  }
  const totals = report?.aggregate.counters ?? {};
  const requests = endpoints.reduce((n, e) => n + e.count, 0);
  const failed = endpoints.reduce((n, e) => n + e.failed, 0);
  const failureRate = requests + errors > 0 ? (failed + errors) / (requests + errors) : 1;
  const worst = endpoints.find((e) => e.count >= MIN_SAMPLES) ?? null;
  const all = endpoints.flatMap((e) => byName.get(e.name)?.times ?? []).sort((a, b) => a - b);
  const p99 = quantile(all, 0.99);
  const holdS = (holdTo - holdFrom) / 1000;
  let why = 'held';
  if (!report) why = 'no Artillery report';
  else if (requests === 0) why = 'no request in the hold window';
  else if ((totals['vusers.failed'] ?? 0) > users * FAILURE_LIMIT)
    why = `${totals['vusers.failed']} of ${users} users failed (socket refused or a call without answer)`;
  else if (failureRate > FAILURE_LIMIT) why = `${(failureRate * 100).toFixed(2)} % failed`;
  else if (p99 > P99_LIMIT_MS) why = `p99 of all calls ${p99.toFixed(0)} ms`;
  else if (worst && worst.p99 > P99_LIMIT_MS) why = `p99 ${worst.p99.toFixed(0)} ms (${worst.name})`;
  return {
    held: why === 'held',
    why,
    requests,
    perSecond: holdS > 0 ? requests / holdS : 0,
    failed,
    errors,
    failureRate,
    p99,
    worst,
    endpoints,
    socketEvents: totals['capacity.socket_events_received'] ?? 0,
    vusersFailed: totals['vusers.failed'] ?? 0,
  };
}
