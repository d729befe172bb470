import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { endPlan, extendTrial, grantPlan, OperatorError } from './features/billing/operator.js';
import { backup, describeBackup, restore } from './ops/backup.js';
import type { BillingRecord } from './policies/billing.js';

/**
 * The operator's command line (docs/deployment.md, Billing by the operator):
 *   npm run admin -- billing:grant --company 12 --locations all --until 2027-12-31
 *   npm run admin -- billing:grant --company 12 --locations 3,4
 *   npm run admin -- billing:extend-trial --company 12 --days 14
 *   npm run admin -- billing:end --company 12
 *   npm run admin -- backup --to DIR       (docs/deployment.md, Backup and restore)
 *   npm run admin -- restore --from DIR    (into an empty server only)
 * It uses the server's own configuration (DATABASE_URL or DATA_DIR), like the server.
 */
const USAGE = `Usage: npm run admin -- <command> [options]
  billing:grant --company ID --locations all|ID,ID… [--until YYYY-MM-DD]
  billing:extend-trial --company ID --days N        (negative N shortens the trial)
  billing:end --company ID
  backup --to DIR          the database, uploads and secrets.key into a new folder
  restore --from DIR       into an empty database and DATA_DIR, checked against the backup`;

function describe(rec: BillingRecord): string {
  const covered = rec.allLocations ? 'all locations' : `locations ${rec.locationIds.join(', ') || '(none)'}`;
  return [
    `company ${rec.companyId}: plan ${rec.source ?? 'none'} ${rec.status}`,
    rec.source === 'operator' && rec.status === 'active'
      ? `, ${covered}, until ${rec.grantedUntil ?? 'no end'}`
      : '',
    `; trial ends ${rec.trialEndsAt}`,
  ].join('');
}

export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      company: { type: 'string' },
      locations: { type: 'string' },
      until: { type: 'string' },
      days: { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const [command] = positionals;
  if (command === 'backup' || command === 'restore') {
    const dir = command === 'backup' ? values.to : values.from;
    if (!dir) throw new OperatorError(USAGE);
    const config = loadConfig(env);
    return command === 'backup'
      ? describeBackup('backed up', dir, await backup(config, dir))
      : describeBackup('restored', dir, await restore(config, dir));
  }
  const companyId = Number(values.company);
  if (!command || !Number.isInteger(companyId) || companyId <= 0) throw new OperatorError(USAGE);
  const config = loadConfig(env);
  const handle = openDatabase({
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
    sqliteFile: `${config.dataDir}/teamline.sqlite`,
  });
  try {
    await migrateToLatest(handle.db);
    const base = { db: handle.db, settings: config.billing, companyId };
    switch (command) {
      case 'billing:grant': {
        const raw = values.locations ?? '';
        const locations =
          raw === 'all'
            ? 'all'
            : raw
                .split(',')
                .filter(Boolean)
                .map((v) => Number(v.trim()));
        if (
          locations !== 'all' &&
          (!locations.length || locations.some((n) => !Number.isInteger(n) || n <= 0))
        )
          throw new OperatorError('--locations: all, or location ids separated by commas');
        return describe(await grantPlan({ ...base, locations, until: values.until ?? null }));
      }
      case 'billing:extend-trial': {
        const days = Number(values.days);
        if (!Number.isInteger(days) || days === 0) throw new OperatorError('--days: a whole number of days');
        return describe(await extendTrial({ ...base, days }));
      }
      case 'billing:end':
        return describe(await endPlan(base));
      default:
        throw new OperatorError(USAGE);
    }
  } finally {
    await handle.close();
  }
}

const isMain =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop() ?? '');
if (isMain) {
  runAdmin(process.argv.slice(2)).then(
    (line) => process.stdout.write(`${line}\n`),
    (err: unknown) => {
      process.stderr.write(`${err instanceof OperatorError ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
