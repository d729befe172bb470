import { formatPhone } from '@teamline/shared';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { createDeps } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seed.js';

const startedAt = performance.now();
const config = loadConfig();
const { deps, handle } = await createDeps(config);
const app = await buildApp(deps);
deps.outbox.attachLogger(app.log);
deps.jobs.attachLogger(app.log);

const seeded = config.seedDemo === 'always' || config.seedDemo === 'auto' ? await seedDemo(deps.db) : false;

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  // Jobs finish their current run while the HTTP side answers what it has received.
  await Promise.all([deps.jobs.stop(), app.httpDrain.drain({ beforeWait: () => deps.realtime.close() })]);
  await app.close();
  await handle.close();
});

await app.listen({ host: config.host, port: config.port });
await deps.jobs.start();
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Teamline ${deps.version} is running at ${url}  (${deps.dialect}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
  `  API docs: ${url}/api/docs   Outbox (mail and SMS): ${config.dataDir}/outbox.jsonl`,
];
if (seeded || config.seedDemo !== 'never') {
  lines.push(`  Demo company 'Demo Coffee Co.' — password for every demo user: ${DEMO_PASSWORD}`);
  for (const u of DEMO_USERS) lines.push(`    ${u.role.padEnd(8)} ${u.email}  phone ${formatPhone(u.phone)}`);
}
if (config.maintenance) lines.push('  MAINTENANCE_MODE is on: every API call answers 503.');
process.stdout.write(`${lines.join('\n')}\n\n`);
