import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/harness.js';
import { JobRunner } from './runner.js';

/** The embedded runner's counts by state (metrics, the operator), on a database of this file alone. */

const { db } = await buildTestApp();

describe('embedded job counts', () => {
  it('counts waiting, delayed, done and failed jobs from the jobs table', async () => {
    const t0 = new Date('2026-05-04T10:00:00.000Z');
    const runner = new JobRunner(db, { clock: () => t0 });
    const ok = runner.define({ name: 'test.ok', schema: z.object({}), handler: async () => {} });
    const bad = runner.define({
      name: 'test.bad',
      schema: z.object({}),
      maxAttempts: 1,
      handler: async () => {
        throw new Error('no');
      },
    });
    await ok.enqueue({});
    await bad.enqueue({});
    await ok.enqueue({}, { runAt: new Date(t0.getTime() + 60_000) });
    expect(await runner.counts()).toEqual({ waiting: 2, active: 0, delayed: 1, failed: 0, completed: 0 });
    await runner.runDue(t0);
    expect(await runner.counts()).toEqual({ waiting: 0, active: 0, delayed: 1, failed: 1, completed: 1 });
  });
});
