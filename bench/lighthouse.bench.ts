/**
 * Lighthouse on the built web app (issue 18, part 8): /login, the demo manager's Home and the demo
 * employee's Home, each audited for performance and accessibility with Lighthouse's default mobile
 * config (simulated slow 4G, 4× CPU slowdown, Moto G Power screen) and its desktop config.
 * Goals: performance ≥ 95, accessibility 100 on every page.
 *
 * It serves what `npm run build` made (packages/web/dist; it builds nothing): the server runs as the
 * README runs it, on a fresh DATA_DIR with the demo seed, and the demo manager and employee sign in
 * through the API; their token goes into the browser's `teamline_token` cookie, where the web app
 * keeps it after a login (e2e/support/api.ts, useToken). The browser is Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) started by chrome-launcher: nothing is downloaded.
 *
 * Lighthouse's performance score is sensitive to the machine's load (its CPU slowdown multiplies
 * the main-thread time it observes), so each page runs BENCH_LIGHTHOUSE_RUNS times (default 3) and
 * the median is reported, with the load average and Lighthouse's own CPU benchmark index.
 * BENCH_LIGHTHOUSE_FORMS=mobile (or desktop) runs one form factor only; BENCH_LIGHTHOUSE_REPORTS=<dir>
 * keeps every run's full report there. BENCH_LIGHTHOUSE_CPU_SLOWDOWN=<n> sets the mobile runs' CPU
 * slowdown instead of Lighthouse's 4: 8 stands for a phone on a machine half as fast as this one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, heading, isMain, line, median } from './support/format.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(repoRoot, 'packages', 'web', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const FORMS = (process.env.BENCH_LIGHTHOUSE_FORMS || 'mobile,desktop')
  .split(',')
  .filter((f): f is FormFactor => f === 'mobile' || f === 'desktop');
/** Which pages to audit (login, manager, employee; all three unless named). */
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES || 'login,manager,employee').split(',');
/** A folder to keep each run's full Lighthouse report (JSON) in, for looking into a score. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** The mobile runs' CPU slowdown, when not Lighthouse's default (4). */
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) || undefined;
const AUTH_COOKIE = 'teamline_token';
const DEMO_PASSWORD = 'teamline-demo';
const START_TIMEOUT_MS = 60_000;

type FormFactor = 'mobile' | 'desktop';

interface Target {
  key: string;
  name: string;
  path: string;
  token: string | null;
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
  failing: string[];
}

interface Envelope<T> {
  data: { content: T };
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function api<T>(base: string, url: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Envelope<T>).data.content;
}

/** Signs a demo user in through the API: their token and the demo company's id. */
async function signIn(
  base: string,
  role: 'manager' | 'employee',
): Promise<{ token: string; companyId: number }> {
  const { token } = await api<{ token: string }>(base, '/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@demo.teamline.test`, password: DEMO_PASSWORD }),
  });
  const companies = await api<Array<{ id: number }>>(base, '/api/user/details?min=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  const companyId = companies[0]?.id;
  if (companyId === undefined) throw new Error(`the demo ${role} belongs to no company`);
  return { token, companyId };
}

const ms = (v: number) => `${Math.round(v)} ms`;
const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100);

function toRun(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

async function auditOnce(browser: Browser, port: number, url: string, form: FormFactor): Promise<Run> {
  const page = await browser.newPage();
  try {
    const config: Config | undefined = form === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(CPU_SLOWDOWN && form === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
      },
      config,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (REPORTS) {
      fs.mkdirSync(REPORTS, { recursive: true });
      const name = `${form}${new URL(url).pathname.replaceAll('/', '-')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    return toRun(result.lhr);
  } finally {
    await page.close();
  }
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): tried up to 3 times. */
async function auditRetrying(browser: Browser, port: number, url: string, form: FormFactor): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(browser, port, url, form);
    } catch (error) {
      if (attempt === 3) throw error;
      line('  (run failed, trying again)', error instanceof Error ? error.message : String(error));
    }
  }
}

async function auditTarget(
  browser: Browser,
  port: number,
  base: string,
  target: Target,
  form: FormFactor,
): Promise<void> {
  const context = browser.defaultBrowserContext();
  await context.deleteMatchingCookies({ name: AUTH_COOKIE, url: base });
  if (target.token)
    await context.setCookie({ name: AUTH_COOKIE, value: target.token, domain: '127.0.0.1', path: '/' });
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditRetrying(browser, port, `${base}${target.path}`, form));
  const med = (pick: (r: Run) => number) => median(runs.map(pick));
  line(
    `${target.name} (${form})`,
    `performance ${med((r) => r.performance)}, accessibility ${med((r) => r.accessibility)}` +
      ` — runs: ${runs.map((r) => `${r.performance}/${r.accessibility}`).join(', ')}`,
  );
  line(
    '  median FCP, LCP, TBT, CLS, SI',
    `${ms(med((r) => r.fcp))}, ${ms(med((r) => r.lcp))}, ${ms(med((r) => r.tbt))}, ` +
      `${med((r) => r.cls).toFixed(3)}, ${ms(med((r) => r.si))}`,
  );
  line('  CPU benchmark index, load average', `${Math.round(med((r) => r.benchmarkIndex))}, ${loadavg()}`);
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) line('  failing accessibility audits', failing.join(', '));
}

export async function runLighthouseBench(): Promise<void> {
  heading(`Lighthouse: /login, manager's Home, employee's Home — ${FORMS.join(' and ')}, median of ${RUNS}`);
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    line('packages/web/dist', 'missing: run `npm run build` first');
    return;
  }
  line('load average at start', loadavg());
  if (CPU_SLOWDOWN) line('mobile CPU slowdown', `${CPU_SLOWDOWN}× (Lighthouse's default is 4×)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const manager = await signIn(base, 'manager');
    const employee = await signIn(base, 'employee');
    const targets: Target[] = [
      { key: 'login', name: '/login', path: '/login', token: null },
      { key: 'manager', name: "manager's Home", path: `/${manager.companyId}`, token: manager.token },
      { key: 'employee', name: "employee's Home", path: `/${employee.companyId}`, token: employee.token },
    ].filter((target) => PAGES.includes(target.key));
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      for (const form of FORMS)
        for (const target of targets) await auditTarget(browser, chrome.port, base, target, form);
    } finally {
      await browser.disconnect();
    }
    line('load average at end', loadavg());
  } finally {
    chrome?.kill();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await runLighthouseBench();
