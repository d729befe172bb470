/**
 * The realtime bench's server, in its own process: the real app (SQLite file, or PostgreSQL when a
 * URL is given) with one company of N members, each with a bearer token. Tells the parent
 * { port, tokens } over IPC; on { publish } it notifies every member through the real service
 * path (notifyUser in one transaction, published after the commit) and answers the time it took.
 */
import { nowIso } from '../../packages/server/src/db/index.js';
import { createTeam } from '../../packages/server/src/features/companies/companies.service.js';
import { notifyUser } from '../../packages/server/src/features/notifications/notifications.service.js';
import { issueAuthToken } from '../../packages/server/src/http/tokens.js';
import { transactThenPublish } from '../../packages/server/src/realtime/after-commit.js';
import { startBenchApp } from './bench-app.js';

export interface RealtimeTargetReady {
  port: number;
  tokens: string[];
  seedMs: number;
}
export interface RealtimePublished {
  /** From the start of the transaction to the last emit handed to Socket.IO. */
  serviceMs: number;
}

const members = Number(process.argv[2] ?? 1000);
const databaseUrl = process.env.BENCH_TARGET_DATABASE_URL || undefined;
const { app, deps } = await startBenchApp(databaseUrl);
const { db } = deps;

const seedStart = performance.now();
const now = nowIso();
const newUser = (trx: typeof db, i: number) =>
  trx
    .insertInto('users')
    .values({
      name: `Member ${i}`,
      email: `m${i}-${process.pid}@bench.test`,
      phone: null,
      password_hash: null,
      default_locale: 'en',
      default_company_id: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
// The first member creates the team (its admin); the others are its employees.
const founder = await newUser(db, 0);
const companyId = (await createTeam({ db, user: founder, name: 'Realtime Bench Co' })).id;
const userIds: number[] = [founder.id];
await db.transaction().execute(async (trx) => {
  for (let i = 1; i < members; i++) {
    const user = await newUser(trx, i);
    userIds.push(user.id);
    await trx
      .insertInto('employees')
      .values({
        company_id: companyId,
        user_id: user.id,
        name: `Member ${i}`,
        email: null,
        role: 'employee',
        default_locale: 'en',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
});
const tokens: string[] = [];
for (const userId of userIds) tokens.push(await issueAuthToken({ db, userId, ttlDays: 1 }));
const seedMs = performance.now() - seedStart;

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: { publish?: string }) => {
  if (!message.publish) return;
  const start = performance.now();
  void transactThenPublish(deps, async (trx, events) => {
    for (const userId of userIds)
      await notifyUser({
        db: trx,
        events,
        companyId,
        userId,
        title: 'Shift change',
        content: message.publish ?? '',
        type: 'BENCH',
      });
  }).then(() => process.send?.({ serviceMs: performance.now() - start } satisfies RealtimePublished));
});
process.send?.({ port, tokens, seedMs } satisfies RealtimeTargetReady);
