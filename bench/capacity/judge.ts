/**
 * Whether a step held: over its hold window only (after its people arrived), p99 of all calls and
 * of every endpoint called at least MIN_SAMPLES times there at most 500 ms (an endpoint called
 * less often has no p99 worth the name: its slowest call would be it), and at most 0.1 % of the
 * calls and of the people's sessions failed. Everything comes from the processor's records
 * (exact, per call and per person): Artillery's JSON report has percentiles per 10-second period
 * but no mergeable histograms, and is written only when a run ends by itself.
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
  /** People who never connected, sockets dropped in the window. */
  missing: number;
  lost: number;
  /** Realtime events the sockets received in the window. */
  socketEvents: number;
  failureRate: number;
  /** p99 of every call in the hold window. */
  p99: number;
  /** The endpoint with the highest p99 among those judged (MIN_SAMPLES calls or more). */
  worst: EndpointFigures | null;
  endpoints: EndpointFigures[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** The processor's records (vu/processor.ts), read once per judgement. */
export interface Records {
  start: number;
  joins: number[];
  lost: number[];
  /** [t, realtime events received so far]. */
  events: [number, number][];
  calls: { at: number; name: string; status: number; ms: number }[];
}

export function readRecords(file: string): Records {
  const out: Records = { start: 0, joins: [], lost: [], events: [], calls: [] };
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const line of text.split('\n')) {
    const [a, b, c, d] = line.split('\t');
    if (a === 'start') out.start = Number(b);
    else if (a === 'join') out.joins.push(Number(b));
    else if (a === 'lost') out.lost.push(Number(b));
    else if (a === 'events') out.events.push([Number(b), Number(c)]);
    else if (a && b && c && d)
      out.calls.push({ at: Number(a), name: b, status: c === 'ERR' ? 0 : Number(c), ms: Number(d) });
  }
  return out;
}

/**
 * A step's verdict over its hold window [from, to] (epoch ms). `expected` people should have
 * joined by `from` (+ 10 s for the last socket to open): those who did not (their socket was refused or never opened) count as
 * failed sessions, as do sockets the server dropped in the window; a call failed when it
 * answered 4xx/5xx or never answered (status 0: a timeout, a reset).
 */
export function judgeWindow(r: Records, from: number, to: number, expected: number): StepVerdict {
  const byName = new Map<string, { times: number[]; failed: number }>();
  for (const c of r.calls) {
    if (c.at < from || c.at > to) continue;
    const entry = byName.get(c.name) ?? { times: [], failed: 0 };
    if (c.status === 0 || c.status >= 400) entry.failed += 1;
    else entry.times.push(c.ms);
    byName.set(c.name, entry);
  }
  const endpoints = [...byName.entries()]
    .map(([name, { times, failed }]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        name,
        count: sorted.length + failed,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        failed,
      };
    })
    .sort((a, b) => b.p99 - a.p99);
  const requests = endpoints.reduce((n, e) => n + e.count, 0);
  const failed = endpoints.reduce((n, e) => n + e.failed, 0);
  // The last newcomer arrives at the end of the ramp: their socket has 10 s to open.
  const missing = Math.max(0, expected - r.joins.filter((t) => t <= Math.min(to, from + 10_000)).length);
  const lost = r.lost.filter((t) => t >= from && t <= to).length;
  const failureRate = requests > 0 ? failed / requests : 1;
  const worst = endpoints.find((e) => e.count >= MIN_SAMPLES) ?? null;
  const all = endpoints.flatMap((e) => byName.get(e.name)?.times ?? []).sort((a, b) => a - b);
  const p99 = quantile(all, 0.99);
  const eventsAt = (t: number) => r.events.filter(([at]) => at <= t).at(-1)?.[1] ?? 0;
  let why = 'held';
  if (requests === 0) why = 'no call in the hold window';
  else if (missing + lost > expected * FAILURE_LIMIT)
    why = `${missing} of ${expected} people never connected, ${lost} sockets dropped`;
  else if (failureRate > FAILURE_LIMIT) why = `${(failureRate * 100).toFixed(2)} % of calls failed`;
  else if (p99 > P99_LIMIT_MS) why = `p99 of all calls ${p99.toFixed(0)} ms`;
  else if (worst && worst.p99 > P99_LIMIT_MS) why = `p99 ${worst.p99.toFixed(0)} ms (${worst.name})`;
  return {
    held: why === 'held',
    why,
    requests,
    perSecond: requests / Math.max(1, (to - from) / 1000),
    failed,
    missing,
    lost,
    socketEvents: eventsAt(to) - eventsAt(from),
    failureRate,
    p99,
    worst,
    endpoints,
  };
}
