/**
 * The ramp as one Artillery run: each step's people arrive evenly over its ramp, each on
 * Artillery's built-in socket.io engine (socket.io-client 4, so Socket.IO v4 as the server
 * speaks: no v3 engine needed) with the websocket transport and their bearer token in the
 * handshake's `auth`, then loop through vu/processor.ts until the schedule (or a stop) ends. Artillery is
 * installed on demand in bench/capacity/node_modules (its own package.json, not a workspace).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ARTILLERY = path.join(here, 'node_modules/.bin/artillery');

/** `npm ci` of bench/capacity when Artillery is not there yet (scripts off: a dependency would download a browser). */
export function ensureArtillery(): void {
  if (fs.existsSync(ARTILLERY)) return;
  process.stdout.write('installing Artillery into bench/capacity/node_modules (npm ci, about 460 MB)…\n');
  const result = spawnSync('npm', ['ci', '--prefix', here, '--ignore-scripts', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci --prefix bench/capacity failed');
}

/**
 * One step of the ramp: `users` people in all, `added` of them arriving over `rampS`, then
 * `settleS` for the arrivals' burst (every newcomer opens the app) to pass, then held `holdS`.
 */
export interface Step {
  users: number;
  added: number;
  rampS: number;
  settleS: number;
  holdS: number;
}

export interface RampRun {
  steps: Step[];
  thinkS: string;
  target: string;
  usersCsv: string;
  dir: string;
}

export interface RampFiles {
  report: string;
  records: string;
  log: string;
  stopFile: string;
}

export interface RampEnd {
  exitCode: number | null;
  /** CPU seconds the load generator used (Artillery's process and its worker threads). */
  cpuS: number;
}

/** CPU seconds (user + system) of a live process, from /proc (0 where there is none). */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export const totalSeconds = (steps: Step[]) => steps.reduce((s, k) => s + k.rampS + k.settleS + k.holdS, 0);

function script(run: RampRun) {
  return {
    config: {
      target: run.target,
      processor: path.join(here, 'vu/processor.ts'),
      phases: run.steps.flatMap((k) => [
        { name: `step ${k.users}: ${k.added} arrive`, duration: k.rampS, arrivalCount: k.added },
        { name: `step ${k.users}: settle and hold`, pause: k.settleS + k.holdS },
      ]),
      payload: {
        path: run.usersCsv,
        fields: ['token', 'role', 'companyId', 'employeeId', 'locationId', 'groupId', 'term'],
        order: 'sequence',
        skipHeader: false,
      },
      http: { timeout: 10 },
      socketio: { transports: ['websocket'], reconnection: false, forceNew: true },
      plugins: { 'metrics-by-endpoint': { suppressOutput: true, stripQueryString: true } },
    },
    scenarios: [
      {
        name: 'person',
        engine: 'socketio',
        // Here, not in config: Artillery templates the config once before any user exists.
        socketio: { auth: { token: '{{ token }}' } },
        flow: [
          { function: 'start' },
          {
            loop: [
              { function: 'next' },
              { get: { url: '/api/health', ifTrue: 'go', beforeRequest: 'shape', afterResponse: 'record' } },
            ],
            whileTrue: 'alive',
          },
        ],
      },
    ],
  };
}

/**
 * Starts the whole ramp as one Artillery run: the people of each step join those already there
 * (nobody reconnects between steps), and everyone leaves at the end of the schedule or once
 * `stop()` has written the stop file. Bounded: SIGINT `leaveS` seconds after a stop, SIGKILL
 * 3 minutes after the schedule.
 */
export function startRamp(run: RampRun, leaveS: number) {
  fs.mkdirSync(run.dir, { recursive: true });
  const base = path.join(run.dir, 'ramp');
  const files: RampFiles = {
    report: `${base}.json`,
    records: `${base}.records.tsv`,
    log: `${base}.log`,
    stopFile: `${base}.stop`,
  };
  for (const f of Object.values(files)) fs.rmSync(f, { force: true });
  const scriptFile = `${base}.artillery.json`;
  fs.writeFileSync(scriptFile, JSON.stringify(script(run), null, 2));
  const log = fs.openSync(files.log, 'a');
  const totalS = totalSeconds(run.steps);
  const child = spawn(ARTILLERY, ['run', '--output', files.report, scriptFile], {
    env: {
      ...process.env,
      ARTILLERY_DISABLE_TELEMETRY: 'true',
      CAPACITY_RECORDS: files.records,
      CAPACITY_TOTAL_S: String(totalS),
      CAPACITY_STOP: files.stopFile,
      CAPACITY_THINK_S: run.thinkS,
    },
    stdio: ['ignore', log, log],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), (totalS + 180) * 1000);
  let cpuS = 0;
  const sampler = setInterval(() => {
    cpuS = Math.max(cpuS, cpuSeconds(child.pid));
  }, 1000);
  const ended = new Promise<RampEnd>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      clearInterval(sampler);
      fs.closeSync(log);
      resolve({ exitCode: code, cpuS });
    }),
  );
  const stop = () => {
    fs.writeFileSync(files.stopFile, 'stop\n');
    setTimeout(() => child.kill('SIGINT'), leaveS * 1000).unref();
  };
  const kill = () => child.kill('SIGKILL');
  return { files, ended, stop, kill, cpuS: () => Math.max(cpuS, cpuSeconds(child.pid)) };
}
