/**
 * The media library at scale (issue 14): POST /api/media/list of a company with 100,000 files at
 * 10 connections, as the company's admin — page 1 (newest), a later page, a search matching 1 %,
 * the type, location and audience filters and the sort by name; and an employee's Files (the
 * viewable files of their location and audience, about 12,000). Goal: p99 under 50 ms for each.
 * Then a 100 MB video uploaded through POST /api/media/create (multipart, streamed from a file):
 * the target process samples its own resident memory every 10 ms; goal: the peak under 100 MB
 * above its idle figure just before. SQLite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */

import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { type Measured, report, startTarget, stopTarget, withScratchDatabase } from './api.bench.js';
import type { RssAnswer, RssMessage } from './support/api-target.js';
import { heading, isMain, line } from './support/format.js';
import { MEDIA_FILES } from './support/media-seed.js';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const START_TIMEOUT_S = 300;
const GOAL_P99_MS = 50;
const UPLOAD_BYTES = 100 * 1024 * 1024;
const GOAL_RSS_MB = 100;

interface ListAnswer {
  data: { content: { media: unknown[]; total: number } };
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<Result> {
  const options = { url, headers, method: 'POST' as const, body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

/** Asks the target for its memory figures (api-target.ts answerRss). */
function rss(child: ChildProcess, message: RssMessage): Promise<RssAnswer> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as RssAnswer));
    child.send(message);
  });
}

/** A 100 MB "video": an MP4 ftyp box (file-type reads it as video/mp4), then filler bytes. */
function writeVideo(file: string): void {
  const ftyp = Buffer.from('0000001c667479706973346d0000020069736f6d69736f326d703431', 'hex');
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, ftyp);
  const chunk = crypto.randomBytes(1024 * 1024);
  let written = ftyp.length;
  while (written < UPLOAD_BYTES) {
    const n = Math.min(chunk.length, UPLOAD_BYTES - written);
    fs.writeSync(fd, chunk, 0, n);
    written += n;
  }
  fs.closeSync(fd);
}

/** POST media/create with the file streamed from disk (never read whole here either). */
function uploadVideo(port: number, token: string, companyId: number, file: string): Promise<number> {
  const boundary = `----teamlinebench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="company_id"\r\n\r\n${companyId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench video\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/media/create',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

async function measureMedia(
  dbLabel: string,
  databaseUrl?: string,
): Promise<{ lists: Measured[]; upload: { label: string; aboveIdleMb: number; ms: number } }> {
  const { child, ready } = await startTarget('media', databaseUrl, START_TIMEOUT_S);
  try {
    const seeded = ready.media;
    if (!seeded) throw new Error('media target did not report what it seeded');
    line(
      `seeded (${dbLabel})`,
      `${seeded.files} files in ${(seeded.seedMs / 1000).toFixed(1)} s; "${seeded.term}" matches ${seeded.termMatches}`,
    );
    const url = `http://127.0.0.1:${ready.port}/api/media/list`;
    const headers = { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' };
    const base = { company_id: ready.companyId, per_page: 24 };
    const employee = { ...headers, authorization: `Bearer ${seeded.employeeToken}` };
    const shapes: Array<[string, Record<string, unknown>, number | null, Record<string, string>?]> = [
      ['page 1 (newest)', base, MEDIA_FILES],
      ['page 100', { ...base, page: 100 }, MEDIA_FILES],
      ['search 1 %', { ...base, terms: seeded.term }, seeded.termMatches],
      ['type video', { ...base, filters: { type_category: ['video'] } }, MEDIA_FILES / 4],
      ['location filter', { ...base, filters: { locations: [seeded.locationId] } }, MEDIA_FILES / 10],
      ['audience filter', { ...base, filters: { audiences: [seeded.audienceId] } }, null],
      ['by name', { ...base, sort_by: 'name', sort_direction: 'asc' }, MEDIA_FILES],
      ["an employee's Files", base, seeded.employeeSees, employee],
    ];
    const lists: Measured[] = [];
    for (const [shape, query, expected, as = headers] of shapes) {
      const body = JSON.stringify(query);
      const probe = await fetch(url, { method: 'POST', headers: as, body });
      if (probe.status !== 200) throw new Error(`${shape}: answered ${probe.status}: ${await probe.text()}`);
      const page = ((await probe.json()) as ListAnswer).data.content;
      if (page.media.length === 0 || (expected !== null && page.total !== expected))
        throw new Error(`${shape}: ${page.media.length} rows of ${page.total} (expected ${expected})`);
      lists.push({ label: `media/list ${shape} (${dbLabel})`, result: await post(url, as, body) });
    }

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamline-bench-video-'));
    try {
      const video = path.join(dir, 'video.mp4');
      writeVideo(video);
      const idle = await rss(child, { rss: 'start' });
      const started = performance.now();
      const status = await uploadVideo(ready.port, ready.token, ready.companyId, video);
      const ms = Math.round(performance.now() - started);
      const after = await rss(child, { rss: 'stop' });
      if (status !== 200) throw new Error(`the 100 MB upload answered ${status}`);
      const aboveIdleMb = (after.peak - idle.idle) / 1024 / 1024;
      return { lists, upload: { label: `100 MB video upload (${dbLabel})`, aboveIdleMb, ms } };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await stopTarget(child);
  }
}

export async function runMediaBench(): Promise<void> {
  heading(
    `Media library, ${MEDIA_FILES.toLocaleString('en')} files: ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up); a 100 MB upload`,
  );
  const runs = [await measureMedia('SQLite')];
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) runs.push(await withScratchDatabase(pgUrl, (url) => measureMedia('PostgreSQL', url)));
  const lists = runs.flatMap((r) => r.lists);
  for (const m of lists) report(m);
  const over = lists.filter((m) => m.result.latency.p99 >= GOAL_P99_MS);
  line(
    `goal p99 < ${GOAL_P99_MS} ms`,
    over.length ? `missed by ${over.map((m) => m.label).join('; ')}` : `met by all ${lists.length} shapes`,
  );
  for (const { upload } of runs)
    line(upload.label, `${upload.aboveIdleMb.toFixed(1)} MB RSS above idle at its peak, ${upload.ms} ms`);
  const heavy = runs.filter((r) => r.upload.aboveIdleMb >= GOAL_RSS_MB);
  line(
    `goal upload < ${GOAL_RSS_MB} MB above idle`,
    heavy.length ? `missed by ${heavy.map((r) => r.upload.label).join('; ')}` : 'met',
  );
  if (!pgUrl) line('PostgreSQL', 'skipped (set BENCH_DATABASE_URL to measure it)');
}

if (isMain(import.meta.url)) await runMediaBench();
