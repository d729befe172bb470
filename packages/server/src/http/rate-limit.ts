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
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return;
    }
    if (w.count >= max) throw tooManyRequests((w.resetAt - now) / 1000, opts.message);
    w.count += 1;
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
