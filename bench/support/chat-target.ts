/**
 * The chat bench's server, in its own process: the real app on SQLite (a file) with one company
 * of N members at one location, a group for that location (and 20 smaller ones), and M messages
 * in the big group. With BENCH_CHAT_REDIS a second instance on the same database shares Redis.
 * Tells the parent { ports, tokens, groupId, ... } over IPC.
 */
import crypto from 'node:crypto';
import { buildApp } from '../../packages/server/src/app.js';
import { chunks } from '../../packages/server/src/db/chunks.js';
import { nowIso } from '../../packages/server/src/db/index.js';
import { createTeam } from '../../packages/server/src/features/companies/companies.service.js';
import { issueAuthToken } from '../../packages/server/src/http/tokens.js';
import { SocketRealtime } from '../../packages/server/src/realtime/realtime.js';
import { startBenchApp } from './bench-app.js';

export interface ChatTargetReady {
  ports: number[];
  companyId: number;
  groupId: number;
  founderToken: string;
  tokens: string[];
  oldestId: number;
  newestId: number;
  seedMs: number;
}

const [members, sockets, messages] = process.argv.slice(2).map(Number) as [number, number, number];
const redisUrl = process.env.BENCH_CHAT_REDIS || undefined;
const redisPrefix = `chatbench${process.pid}`;
const { app, deps } = await startBenchApp(
  undefined,
  redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {},
);
const { db } = deps;

const seedStart = performance.now();
const now = nowIso();
const founder = await db
  .insertInto('users')
  .values({
    name: 'Founder',
    email: `f-${process.pid}@bench.test`,
    phone: null,
    password_hash: null,
    default_locale: 'en',
    default_company_id: null,
    created_at: now,
    updated_at: now,
  })
  .returningAll()
  .executeTakeFirstOrThrow();
const companyId = (await createTeam({ db, user: founder, name: 'Chat Bench Co' })).id;
const location = await db
  .insertInto('locations')
  .values({
    company_id: companyId,
    name: 'Store',
    timezone: 'America/Chicago',
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const founderEmployee = await db
  .selectFrom('employees')
  .select('id')
  .where('user_id', '=', founder.id)
  .executeTakeFirstOrThrow();
const userIds: number[] = [];
const employeeIds: number[] = [founderEmployee.id];
await db.transaction().execute(async (trx) => {
  for (let i = 1; i < members; i++) {
    const user = await trx
      .insertInto('users')
      .values({
        name: `M${i}`,
        email: `m${i}-${process.pid}@bench.test`,
        phone: null,
        password_hash: null,
        default_locale: 'en',
        default_company_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.push(user.id);
    const e = await trx
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
      .returning('id')
      .executeTakeFirstOrThrow();
    employeeIds.push(e.id);
  }
  for (const employee_id of employeeIds)
    await trx
      .insertInto('employee_locations')
      .values({ employee_id, location_id: location.id, company_id: companyId })
      .execute();
});
const newGroup = async (name: string, targets: [string, number][]) => {
  const g = await db
    .insertInto('chat_groups')
    .values({
      company_id: companyId,
      name,
      icon: null,
      is_private: false,
      private_key: null,
      creator_id: founderEmployee.id,
      last_message_id: null,
      last_activity_at: now,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [target_type, target_id] of targets)
    await db.insertInto('chat_targets').values({ chat_group_id: g.id, target_type, target_id }).execute();
  return g.id;
};
const groupId = await newGroup('Everyone', [['location', location.id]]);
for (let i = 0; i < 20; i++)
  await newGroup(
    `Team ${i}`,
    employeeIds.slice(i * 10, i * 10 + 10).map((id) => ['employee', id]),
  );
// M messages in the big group, from the first 50 members, in batches of 500 rows.
const BATCH = 500;
await db.transaction().execute(async (trx) => {
  for (let done = 0; done < messages; done += BATCH) {
    const n = Math.min(BATCH, messages - done);
    await trx
      .insertInto('chat_messages')
      .values(
        Array.from({ length: n }, (_, k) => ({
          company_id: companyId,
          chat_group_id: groupId,
          employee_id: employeeIds[(done + k) % 50] as number,
          client_id: crypto.randomUUID(),
          content: `Message ${done + k}: the delivery is at the back door at 7.`,
          image_id: null,
          gif: null,
          chat_message_id: null,
          message_id: null,
          survey_id: null,
          celebration_id: null,
          created_at: now,
          updated_at: now,
          edited_at: null,
          deleted_at: null,
        })),
      )
      .execute();
  }
});
const bounds = await db
  .selectFrom('chat_messages')
  .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
  .where('chat_group_id', '=', groupId)
  .executeTakeFirstOrThrow();
await db
  .updateTable('chat_groups')
  .set({ last_message_id: Number(bounds.hi), last_activity_at: nowIso() })
  .where('id', '=', groupId)
  .execute();
// Every member has opened the group and read some of it (receipts and unread counts have work to
// do): member i read up to i * 100 messages before the newest, at a time i seconds before now, so
// the marks span the newer half of the history and whoever read further read later.
const readAt = Date.now();
const marks = employeeIds.map((employee_id, i) => ({
  chat_group_id: groupId,
  employee_id,
  company_id: companyId,
  last_read_message_id: Number(bounds.hi) - i * 100,
  last_read_at: new Date(readAt - i * 1000).toISOString(),
}));
for (const part of chunks(marks, 500)) await db.insertInto('chat_members').values(part).execute();
const tokens: string[] = [];
for (const userId of userIds.slice(0, sockets)) tokens.push(await issueAuthToken({ db, userId, ttlDays: 1 }));
const founderToken = await issueAuthToken({ db, userId: founder.id, ttlDays: 1 });
const seedMs = performance.now() - seedStart;
// The seed's garbage (a million rows built in this process) is collected before anything is
// measured: a server that has not just written a million messages has none of it to collect.
(globalThis as { gc?: () => void }).gc?.();

const listenOn = async (a: typeof app) => {
  await a.listen({ host: '127.0.0.1', port: 0 });
  const address = a.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
const ports = [await listenOn(app)];
if (redisUrl) {
  const realtime = await SocketRealtime.create({ redisUrl, redisPrefix });
  const second = await buildApp({ ...deps, realtime }, { logger: false });
  ports.push(await listenOn(second));
}
process.send?.({
  ports,
  companyId,
  groupId,
  founderToken,
  tokens,
  oldestId: Number(bounds.lo),
  newestId: Number(bounds.hi),
  seedMs,
} satisfies ChatTargetReady);
