/**
 * Artillery's processor for the capacity test (bundled by Artillery itself, esbuild to CommonJS).
 * One virtual user is one person of the payload (users.csv): Artillery's socket.io engine has
 * opened their Socket.IO connection with their bearer token before `start` runs; then the flow's
 * loop asks `next` for the next call (waiting a human's think time between actions, until the
 * step ends), `shape` turns the loop's one request step into that call, and `record` writes its
 * status and time to the records file (CAPACITY_RECORDS) and learns from the answer.
 *
 * Records (tab-separated): `start <t>` at the first arrival, `join <t>` per person, `events <t> <n>`
 * (realtime events received so far, every 5 s), `<t> <endpoint>
 * <status> <ms>` per call, `<t> <endpoint> ERR -1` per call that got no answer (Artillery then
 * ends that person's session), `lost <t>` per socket the server dropped.
 *
 * Env: CAPACITY_RECORDS (file), CAPACITY_TOTAL_S (everyone leaves at the first arrival + this),
 * CAPACITY_STOP (a file: once it exists, everyone leaves), CAPACITY_THINK_S ("min-max" seconds
 * between actions).
 */
import fs from 'node:fs';
import type {
  TChatMessagesPage,
  THome,
  TInbox,
  TInboxMemo,
  TMemoResponseBundle,
  TMemosPage,
} from '@teamline/shared';
import { type Call, nextAction, openApp, type Person } from './actions.js';

interface Vars {
  token: string;
  role: string;
  companyId: string;
  employeeId: string;
  locationId: string;
  groupId: string;
  term: string;
  go?: number;
}
interface EventsLike {
  emit(kind: 'counter', name: string, value: number): void;
}
interface SocketLike {
  on(event: '*', listener: () => void): void;
  on(event: 'disconnect', listener: (reason: string) => void): void;
}
interface Context {
  vars: Vars;
  sockets?: Record<string, SocketLike>;
}
interface RequestParams {
  url?: string;
  method?: string;
  json?: object;
  headers?: Record<string, string>;
  name?: string;
}
interface Response {
  statusCode: number;
  body: string;
  timings: { phases: { firstByte?: number; total?: number } };
}
type Done = (err?: Error) => void;

interface Session {
  person: Person;
  queue: Call[];
  current: Call | null;
  /** The call sent and not yet answered. */
  inflight: Call | null;
}

const TOTAL_MS = Number(process.env.CAPACITY_TOTAL_S ?? 90) * 1000;
const STOP = process.env.CAPACITY_STOP ?? '';
const [THINK_MIN, THINK_MAX] = (process.env.CAPACITY_THINK_S ?? '10-30')
  .split('-')
  .map((s) => Number(s) * 1000) as [number, number];
const records = fs.openSync(process.env.CAPACITY_RECORDS ?? 'capacity-records.tsv', 'a');
const sessions = new WeakMap<Context, Session>();
let endAt = 0;
let stopCheckedAt = 0;
/** Realtime events received by every socket so far, written every 5 s as `events <t> <n>`. */
let socketEvents = 0;
setInterval(() => fs.writeSync(records, `events\t${Date.now()}\t${socketEvents}\n`), 5000).unref();

/** Whether everyone should leave: the end of the schedule, or the runner's stop file (looked at once a second). */
function over(): boolean {
  const now = Date.now();
  if (now >= endAt) return true;
  if (STOP && now - stopCheckedAt > 1000) {
    stopCheckedAt = now;
    if (fs.existsSync(STOP)) endAt = now;
  }
  return now >= endAt;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The person's session starts: the step's clock on the first arrival, the socket's event counter, opening the app. */
export function start(context: Context, events: EventsLike, done: Done): void {
  const now = Date.now();
  if (endAt === 0) {
    endAt = now + TOTAL_MS;
    fs.writeSync(records, `start\t${now}\n`);
  }
  fs.writeSync(records, `join\t${now}\n`);
  const v = context.vars;
  const person: Person = {
    role: v.role === 'manager' ? 'manager' : 'employee',
    companyId: Number(v.companyId),
    employeeId: Number(v.employeeId),
    locationId: Number(v.locationId),
    groupId: Number(v.groupId),
    term: v.term,
    pending: [],
    seen: [],
    handId: null,
    newestChatId: null,
    memoIds: [],
  };
  const session: Session = { person, queue: openApp(person), current: null, inflight: null };
  sessions.set(context, session);
  const socket = context.sockets?.[''];
  // Artillery's socketio-wildcard patch emits every event as '*' too (and bypasses onAny).
  socket?.on('*', () => {
    socketEvents += 1;
    events.emit('counter', 'capacity.socket_events_received', 1);
  });
  socket?.on('disconnect', () => {
    if (over()) return;
    const call = session.inflight;
    fs.writeSync(records, call ? `${Date.now()}\t${call.name}\tERR\t-1\n` : `lost\t${Date.now()}\n`);
  });
  done();
}

/** The loop goes on until the step's end. */
export function alive(_context: Context, next: (more: boolean) => void): void {
  next(!over());
}

/** The next call: the rest of the current action, else a think time and the next action. */
export function next(context: Context, _events: EventsLike, done: Done): void {
  const session = sessions.get(context);
  if (!session) {
    done(new Error('no session'));
    return;
  }
  const take = () => {
    session.current = session.queue.shift() ?? null;
    context.vars.go = session.current && !over() ? 1 : 0;
    done();
  };
  if (session.queue.length > 0) {
    take();
    return;
  }
  const think = THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);
  const until = Date.now() + think;
  const wait = async () => {
    // In slices of a second: a stop is seen within one, not at the end of a think time.
    while (!over() && Date.now() < until) await sleep(Math.min(1000, until - Date.now()));
  };
  void wait().then(() => {
    session.queue = nextAction(session.person);
    take();
  });
}

/** Makes the loop's request step the current call. */
export function shape(params: RequestParams, context: Context, _events: EventsLike, done: Done): void {
  const session = sessions.get(context);
  const call = session?.current;
  if (!session || !call) {
    done(new Error('no call'));
    return;
  }
  session.inflight = call;
  params.url = `/api${call.path}`;
  params.method = call.method;
  params.name = call.name;
  params.headers = {
    ...params.headers,
    authorization: `Bearer ${context.vars.token}`,
    accept: 'application/json',
  };
  if (call.json) params.json = call.json;
  else delete params.json;
  done();
}

export function record(
  _params: RequestParams,
  res: Response,
  context: Context,
  _events: EventsLike,
  done: Done,
): void {
  const session = sessions.get(context);
  const call = session?.current;
  if (!session || !call) {
    done();
    return;
  }
  session.inflight = null;
  const ms = res.timings.phases.firstByte ?? res.timings.phases.total ?? -1;
  fs.writeSync(records, `${Date.now()}\t${call.name}\t${res.statusCode}\t${ms.toFixed(1)}\n`);
  if (res.statusCode >= 400 && process.env.CAPACITY_DEBUG)
    process.stderr.write(`${call.method} ${call.path} ${res.statusCode} ${res.body.slice(0, 300)}\n`);
  if (res.statusCode === 200 && call.learn) learn(session.person, call.learn, res.body);
  done();
}

function unanswered(m: TInboxMemo): boolean {
  return m.employee_response.acknowledged_at === null && (m.kind === 'message' || m.kind === 'survey');
}

function remember(p: Person, memos: TInboxMemo[]): void {
  p.seen = memos.map((m) => m.id);
  p.pending = memos.filter(unanswered).map((m) => ({
    id: m.id,
    kind: m.kind,
    answers: m.options.map((q, question) => ({
      question,
      answer: q.options[question % q.options.length] ?? '',
    })),
  }));
}

function learn(p: Person, what: NonNullable<Call['learn']>, body: string): void {
  const content: unknown = (JSON.parse(body) as { data: { content: unknown } }).data.content;
  switch (what) {
    case 'inbox':
      remember(p, (content as TInbox).memos);
      break;
    case 'bundle': {
      const bundle = content as TMemoResponseBundle;
      remember(p, bundle.memos);
      p.handId = bundle.raised_hand?.id ?? null;
      break;
    }
    case 'home':
      p.handId = (content as THome).employee.raised_hand?.id ?? null;
      break;
    case 'chat':
      p.newestChatId = (content as TChatMessagesPage).messages[0]?.id ?? p.newestChatId;
      break;
    case 'memos':
      p.memoIds = (content as TMemosPage).memos.map((m) => m.id);
      break;
  }
}
