/**
 * Runs every benchmark in turn and prints its figures (`npm run bench`). They are measurements,
 * not pass/fail tests; docs/performance.md records the figures and the goals.
 * BENCH_DATABASE_URL adds a PostgreSQL run to the API, employee-list, import, realtime, memo and
 * template benches (and the media library's); BENCH_DURATION sets the seconds of each load measurement.
 */
import os from 'node:os';
import { runApiBench } from './api.bench.js';
import { runBundleBench } from './bundle.bench.js';
import { runChatBench } from './chat.bench.js';
import { runColdStartBench } from './cold-start.bench.js';
import { runDirectoryBench } from './directory.bench.js';
import { runEmployeesBench } from './employees.bench.js';
import { runFirstViewBench } from './first-view.bench.js';
import { runImportBench } from './import.bench.js';
import { runLatencyFloorBench } from './latency-floor.bench.js';
import { runLighthouseBench } from './lighthouse.bench.js';
import { runMediaBench } from './media.bench.js';
import { runMemosBench } from './memos.bench.js';
import { runRealtimeBench } from './realtime.bench.js';
import { runRemindersBench } from './reminders.bench.js';
import { runSchedulesBench } from './schedules.bench.js';
import { runTemplatesBench } from './templates.bench.js';

process.stdout.write(
  `Teamline benchmarks — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
await runBundleBench();
await runColdStartBench();
await runApiBench();
await runLatencyFloorBench();
await runEmployeesBench();
await runImportBench();
await runRealtimeBench();
await runMemosBench();
await runSchedulesBench();
await runTemplatesBench();
await runRemindersBench();
await runMediaBench();
await runDirectoryBench();
await runChatBench();
await runFirstViewBench();
await runLighthouseBench();
