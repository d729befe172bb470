/**
 * One step of the ramp as one Artillery run: `users` people arrive evenly over the ramp, each on
 * Artillery's built-in socket.io engine (socket.io-client 4, so Socket.IO v4 as the server
 * speaks: no v3 engine needed) with the websocket transport and their bearer token in the
 * handshake's `auth`, then loop through processor.ts until ramp + hold are over. Artillery is
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

export interface StepRun {
  users: number;
  rampS: number;
  holdS: number;
  thinkS: string;
  target: string;
  usersCsv: string;
  dir: string;
}

export interface StepFiles {
  report: string;
  records: string;
  log: string;
  exitCode: number | null;
}

function script(run: StepRun) {
  return {
    config: {
      target: run.target,
      processor: path.join(here, 'vu/processor.ts'),
      phases: [{ name: `ramp to ${run.users}`, duration: run.rampS, arrivalCount: run.users }],
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

/** Runs one step; bounded: killed 3 minutes after ramp + hold. */
export async function runStep(run: StepRun): Promise<StepFiles> {
  fs.mkdirSync(run.dir, { recursive: true });
  const base = path.join(run.dir, `step-${run.users}`);
  const files = { report: `${base}.json`, records: `${base}.records.tsv`, log: `${base}.log` };
  for (const f of Object.values(files)) fs.rmSync(f, { force: true });
  const scriptFile = `${base}.artillery.json`;
  fs.writeFileSync(scriptFile, JSON.stringify(script(run), null, 2));
  const log = fs.openSync(files.log, 'a');
  const child = spawn(ARTILLERY, ['run', '--output', files.report, scriptFile], {
    env: {
      ...process.env,
      ARTILLERY_DISABLE_TELEMETRY: 'true',
      CAPACITY_RECORDS: files.records,
      CAPACITY_RAMP_S: String(run.rampS),
      CAPACITY_HOLD_S: String(run.holdS),
      CAPACITY_THINK_S: run.thinkS,
    },
    stdio: ['ignore', log, log],
  });
  const limit = (run.rampS + run.holdS + 180) * 1000;
  const timer = setTimeout(() => child.kill('SIGKILL'), limit);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(timer);
  fs.closeSync(log);
  return { ...files, exitCode };
}
