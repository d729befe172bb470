import { tooManyRequests } from './errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters keyed by what is being protected (a phone, an IP, an e-mail).
 * Kept in process memory: see docs/decisions.md for the multi-instance note.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = Date.now();

  /** Counts one attempt; throws 429 (with `message`) once `max` attempts were made within `windowMs`. */
  hit(key: string, max: number, windowMs: number, opts: { now?: number; message?: string } = {}): void {
    const now = opts.now ?? Date.now();
    if (this.count(key, now) >= max) throw tooManyRequests(this.secondsLeft(key, now), opts.message);
    this.add(key, windowMs, now);
  }

  /** Attempts counted under `key` in its current window (0 once the window has passed). */
  count(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w.count : 0;
  }

  /** Counts one event under `key` without refusing anything; answers the count in the window. */
  add(key: string, windowMs: number, now = Date.now()): number {
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  /** Seconds until the window of `key` ends. */
  secondsLeft(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(0, (w.resetAt - now) / 1000) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
