/**
 * The capacity test (issue 18), in Mattermost's manner: `node --import tsx bench/capacity/run.ts`.
 * For each setup it seeds a company, starts the real server(s), then runs the ramp as one
 * Artillery run: at each step newcomers join the people already there (each with their own
 * token and socket, acting at human rates), then everyone is held; each hold window is judged
 * as soon as it ends (judge.ts), and the first that fails — p99 over 500 ms or more than 0.1 %
 * failed — ends the ramp. The figure is the last step held. Prints a table with
 * the machine's load average and appends a section to docs/performance.md.
 *
 * Env: CAPACITY_SETUPS (sqlite,pg,pg2), CAPACITY_STEPS (250,500,1000,1500,2000,2500,3000),
 * CAPACITY_HOLD_S (300), CAPACITY_ARRIVALS (people arriving per second in a ramp, 10),
 * CAPACITY_SETTLE_S (after the arrivals, before the hold window: 30),
 * CAPACITY_THINK_S (seconds between a person's actions, 10-30), CAPACITY_RECORD (0: do not
 * append to docs/performance.md), CAPACITY_DATABASE_URL, CAPACITY_REDIS_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, ensureArtillery, type Step, startRamp } from './artillery.js';
import { judgeWindow, readRecords, type StepVerdict } from './judge.js';
import { SETUP_LABELS, type Setup, startTarget } from './targets.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const list = (v: string | undefined, fallback: string) => (v || fallback).split(',').map((s) => s.trim());
const SETUPS = list(process.env.CAPACITY_SETUPS, 'sqlite,pg,pg2') as Setup[];
const STEPS = list(process.env.CAPACITY_STEPS, '250,500,1000,1500,2000,2500,3000').map(Number);
const HOLD_S = Number(process.env.CAPACITY_HOLD_S ?? 300);
const ARRIVALS = Number(process.env.CAPACITY_ARRIVALS ?? 10);
const SETTLE_S = Number(process.env.CAPACITY_SETTLE_S ?? 30);
const THINK_S = process.env.CAPACITY_THINK_S || '10-30';
const RECORD = process.env.CAPACITY_RECORD !== '0';

for (const s of SETUPS) if (!(s in SETUP_LABELS)) throw new Error(`unknown setup ${s}: sqlite, pg or pg2`);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const out = (s: string) => process.stdout.write(`${s}\n`);

/**
 * The share of the machine's CPU that other processes used over a few seconds before the run,
 * from the kernel's counters. The load average cannot say it: it decays over minutes, so the
 * bench that ran just before would still show.
 */
async function busyShare(ms = 3_000): Promise<number> {
  const sample = () =>
    os.cpus().reduce(
      (acc, c) => {
        const { idle, ...rest } = c.times;
        return {
          idle: acc.idle + idle,
          all: acc.all + idle + Object.values(rest).reduce((a, b) => a + b, 0),
        };
      },
      { idle: 0, all: 0 },
    );
  const a = sample();
  await new Promise((r) => setTimeout(r, ms));
  const b = sample();
  return b.all > a.all ? 1 - (b.idle - a.idle) / (b.all - a.all) : 0;
}
/** Busier than this before the run, the figures are a floor, not those of a quiet machine. */
const BUSY_BEFORE = 0.25;

interface Row {
  setup: Setup;
  users: number;
  verdict: StepVerdict;
  loadBefore: string;
  loadAfter: string;
  /** Cores used on average over the step (CPU seconds / wall seconds): the server(s) and proxy, the load generator. */
  serverCores: number;
  loadGenCores: number;
}

function rowText(r: Row): string {
  const v = r.verdict;
  const worst = v.worst ? `${v.worst.p99.toFixed(0)} ms ${v.worst.name}` : '– (none called 100 times)';
  return `| ${SETUP_LABELS[r.setup]} | ${r.users} | ${v.held ? 'held' : `**not held**: ${v.why}`} | ${v.perSecond.toFixed(1)} | ${v.p99.toFixed(0)} ms | ${worst} | ${(v.failureRate * 100).toFixed(3)} % | ${v.socketEvents} | ${r.serverCores.toFixed(2)} / ${r.loadGenCores.toFixed(2)} | ${r.loadBefore} → ${r.loadAfter} |`;
}

const HEADER = [
  '| setup | simultaneous users | hold window | requests/s | p99, all calls | worst endpoint p99 (≥ 100 calls) | failed | socket events received | cores used: server(s) / Artillery | load average before → after |',
  '| --- | ---: | --- | ---: | ---: | --- | ---: | ---: | --- | --- |',
];

/** What a signal to the runner must end first: the running load and server processes. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    out(`\n${signal}: stopping the load and the servers`);
    void Promise.all([...cleanups].map((c) => c().catch(() => undefined))).finally(() => process.exit(130));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function runSetup(setup: Setup, dir: string, rows: Row[]): Promise<number> {
  const people = Math.max(...STEPS);
  out(`\n== ${SETUP_LABELS[setup]}: seeding ${people} people ==`);
  const target = await startTarget(setup, people, dir);
  out(`  ${target.seeded}; serving at ${target.url}`);
  const steps: Step[] = STEPS.map((users, i) => {
    const added = users - (STEPS[i - 1] ?? 0);
    return {
      users,
      added,
      rampS: Math.max(5, Math.ceil(added / ARRIVALS)),
      settleS: SETTLE_S,
      holdS: HOLD_S,
    };
  });
  const thinkMax = Number(THINK_S.split('-')[1] ?? 30);
  const ramp = startRamp(
    { steps, thinkS: THINK_S, target: target.url, usersCsv: target.usersCsv, dir: path.join(dir, setup) },
    thinkMax + 15,
  );
  let ended = false;
  const end = ramp.ended.then((e) => {
    ended = true;
    return e;
  });
  const cleanup = async () => {
    ramp.kill();
    await target.stop();
  };
  cleanups.add(cleanup);
  const serverCpu = () => target.processes.reduce((sum, p) => sum + cpuSeconds(p.pid), 0);
  let held = 0;
  try {
    let start = 0;
    for (let waited = 0; !start && !ended && waited < 180; waited += 1) {
      await sleep(1000);
      start = readRecords(ramp.files.records).start;
    }
    if (!start) throw new Error(`nobody arrived: see ${ramp.files.log}`);
    let at = start;
    for (const step of steps) {
      const stepStart = { wall: Date.now(), server: serverCpu(), loadGen: ramp.cpuS(), load: load() };
      out(
        `  step ${step.users} people: ${step.added} arrive over ${step.rampS} s, settle ${step.settleS} s, hold ${step.holdS} s (load ${stepStart.load})`,
      );
      const from = at + (step.rampS + step.settleS) * 1000;
      const to = from + step.holdS * 1000;
      at = to;
      await Promise.race([sleep(to + 2000 - Date.now()), end]);
      if (ended && Date.now() < to) out(`  (Artillery ended early: ${ramp.files.log})`);
      const verdict = judgeWindow(readRecords(ramp.files.records), from, to, step.users);
      const wallS = (Date.now() - stepStart.wall) / 1000;
      const row: Row = {
        setup,
        users: step.users,
        verdict,
        loadBefore: stepStart.load,
        loadAfter: load(),
        serverCores: (serverCpu() - stepStart.server) / wallS,
        loadGenCores: (ramp.cpuS() - stepStart.loadGen) / wallS,
      };
      rows.push(row);
      out(`  ${rowText(row)}`);
      for (const e of verdict.endpoints)
        out(
          `      ${e.name.padEnd(40)} n=${String(e.count).padStart(6)}  p50 ${e.p50.toFixed(1).padStart(7)} ms  p99 ${e.p99.toFixed(1).padStart(7)} ms  failed ${e.failed}`,
        );
      if (!verdict.held || ended) break;
      held = step.users;
    }
    if (!ended) ramp.stop();
    const { exitCode } = await end;
    if (exitCode !== 0 && !(exitCode === 130 && held < Math.max(...STEPS)))
      out(`  (Artillery exited with ${exitCode}: ${ramp.files.log})`);
  } finally {
    if (!ended) ramp.stop();
    await end;
    await target.stop();
    cleanups.delete(cleanup);
  }
  return held;
}

function record(rows: Row[], figures: Map<Setup, number>, started: string, busyBefore: number): void {
  const short = HOLD_S < 300 ? `, short hold (${HOLD_S} s instead of 300 s)` : '';
  const env = [
    'CAPACITY_SETUPS',
    'CAPACITY_STEPS',
    'CAPACITY_HOLD_S',
    'CAPACITY_ARRIVALS',
    'CAPACITY_THINK_S',
  ]
    .filter((k) => process.env[k])
    .map((k) => `${k}=${process.env[k]}`)
    .join(' ');
  const lines = [
    '',
    `### Capacity run of ${started.slice(0, 16).replace('T', ' ')} UTC${short}`,
    '',
    `\`${env ? `${env} ` : ''}node --import tsx bench/capacity/run.ts\` — node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average at the start ${rows[0]?.loadBefore ?? load()}; think time ${THINK_S} s, ${ARRIVALS} arrivals/s in a ramp, ${SETTLE_S} s to settle before each hold; the CPU ${(busyBefore * 100).toFixed(0)} % busy with other work in the 3 s before the run. ${HOLD_S < 300 || busyBefore > BUSY_BEFORE ? 'Measured on a loaded, shared machine: a floor, not the figure of a quiet one.' : ''}`,
    '',
    ...[...figures.entries()].map(([s, n]) =>
      n === 0
        ? `- ${SETUP_LABELS[s]}: **none held** (the first step, ${STEPS[0]}, did not)`
        : `- ${SETUP_LABELS[s]}: **${n} simultaneous users held**${n === Math.max(...STEPS) ? ' (the largest step tried)' : ''}`,
    ),
    '',
    ...HEADER,
    ...rows.map(rowText),
    '',
  ];
  fs.appendFileSync(path.join(root, 'docs/performance.md'), lines.join('\n'));
}

ensureArtillery();
const busyBefore = await busyShare();
const started = new Date().toISOString();
const dir = path.join(root, 'bench/results', `capacity-${started.replace(/[:.]/g, '-')}`);
fs.mkdirSync(dir, { recursive: true });
out(
  `Teamline capacity — ${started} — node ${process.version}, ${os.cpus().length} cores, load average ${load()}, CPU ${(busyBefore * 100).toFixed(0)} % busy before the run`,
);
out(
  `steps ${STEPS.join(', ')}; hold ${HOLD_S} s${HOLD_S < 300 ? ' (short: 300 s is the figure)' : ''}; think ${THINK_S} s; files in ${dir}`,
);
const rows: Row[] = [];
const figures = new Map<Setup, number>();
for (const setup of SETUPS) figures.set(setup, await runSetup(setup, dir, rows));

out('\n== Simultaneous users held (the last step whose hold window passed) ==');
for (const [s, n] of figures) out(`  ${SETUP_LABELS[s].padEnd(44)} ${n}`);
out(['', ...HEADER, ...rows.map(rowText)].join('\n'));
out(`load average at the end ${load()}`);
if (RECORD) {
  record(rows, figures, started, busyBefore);
  out('appended to docs/performance.md');
}
