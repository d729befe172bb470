// The subset of autocannon 8's API the benches use (the package ships no types and
// @types/autocannon is not installed; one small declaration beats a dependency).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** Requests in turn; `setupRequest` may change each one before it is sent (its path). */
    requests?: Array<{
      method?: string;
      setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    }>;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p999?: number;
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
