/**
 * What a simulated person does, as the web app does it (packages/web/src/api/*.ts): each action
 * is the calls one screen or one click makes. An employee (85 %) opens the app, reads the inbox,
 * opens and acknowledges memos, answers surveys, raises (and later lowers) a hand, reads the
 * tray and chats with their store; a manager lists and filters the team, lists memos and reads
 * one's details, reads follow-ups, now and then publishes a memo to their store, and chats.
 */

export interface Call {
  /** The endpoint, as the figures name it (ids left out). */
  name: string;
  method: 'GET' | 'POST';
  /** Under /api, with its query string. */
  path: string;
  json?: object;
  /** What the answer teaches the session (processor.ts learn()). */
  learn?: 'inbox' | 'home' | 'chat' | 'memos' | 'bundle';
}

/** What the session knows of its person, and what it has learnt from the answers so far. */
export interface Person {
  role: 'employee' | 'manager';
  companyId: number;
  employeeId: number;
  locationId: number;
  groupId: number;
  term: string;
  /** Inbox memos not yet acknowledged or answered: id, kind and the answers to give. */
  pending: { id: number; kind: string; answers: { question: number; answer: string }[] }[];
  /** Every memo id seen in the inbox (to open one). */
  seen: number[];
  /** The person's open raised hand, if any. */
  handId: number | null;
  /** The newest chat message seen in their store's group. */
  newestChatId: number | null;
  /** Memo ids from the manager's memo list. */
  memoIds: number[];
}

const query = (params: Record<string, string | number | Array<string | number>>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (Array.isArray(v)) for (const x of v) q.append(`${k}[]`, String(x));
    else q.append(k, String(v));
  return `?${q.toString()}`;
};

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const clientId = () => `cap-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const LINES = [
  'Running 5 min late',
  'Who has the keys?',
  'Truck is here',
  'Covered, thanks!',
  'Can someone swap Sat?',
];

/** Opening the app: the calls the shell and Home make at load. */
export function openApp(p: Person): Call[] {
  const c = p.companyId;
  const common: Call[] = [
    { name: 'GET user/details', method: 'GET', path: `/user/details${query({ company_id: c })}` },
    { name: 'GET company/details', method: 'GET', path: `/company/details${query({ company_id: c })}` },
    { name: 'GET notifications', method: 'GET', path: `/notifications${query({ company_id: c })}` },
    { name: 'GET home', method: 'GET', path: `/home${query({ company_id: c })}`, learn: 'home' },
    { name: 'GET chat/groups', method: 'GET', path: `/chat/groups${query({ company_id: c })}` },
  ];
  if (p.role === 'manager')
    return [
      ...common,
      { name: 'GET app/company/get-employee', method: 'GET', path: `/app/company/get-employee/${c}` },
      {
        name: 'GET company/messages/flagged',
        method: 'GET',
        path: `/company/messages/flagged${query({ company_id: c })}`,
      },
    ];
  return [...common, inbox(p)];
}

const inbox = (p: Person): Call => ({
  name: 'POST app/employee-messages',
  method: 'POST',
  path: '/app/employee-messages',
  json: { company_id: p.companyId, per_page: 50 },
  learn: 'inbox',
});

function chatRead(p: Person): Call[] {
  const c = p.companyId;
  return [
    {
      name: 'GET chat/groups/:id/messages',
      method: 'GET',
      path: `/chat/groups/${p.groupId}/messages${query({ company_id: c, limit: 30 })}`,
      learn: 'chat',
    },
    {
      name: 'POST chat/groups/:id/read',
      method: 'POST',
      path: `/chat/groups/${p.groupId}/read`,
      json: { company_id: c, ...(p.newestChatId ? { message_id: p.newestChatId } : {}) },
    },
  ];
}

const chatSend = (p: Person): Call => ({
  name: 'POST chat/groups/:id/messages',
  method: 'POST',
  path: `/chat/groups/${p.groupId}/messages`,
  json: { company_id: p.companyId, client_id: clientId(), content: pick(LINES) },
});

function employeeAction(p: Person, roll: number): Call[] {
  const c = p.companyId;
  if (roll < 0.05) return openApp(p);
  if (roll < 0.2) return [inbox(p)];
  if (roll < 0.45) {
    const id = pick(p.seen);
    if (id)
      return [
        {
          name: 'POST app/employee-messages (open)',
          method: 'POST',
          path: '/app/employee-messages',
          json: { company_id: c, memo_id: id },
        },
      ];
    return [inbox(p)];
  }
  if (roll < 0.65) {
    const memo = p.pending.shift();
    if (!memo) return [inbox(p)];
    if (memo.kind === 'survey')
      return [
        {
          name: 'POST employee-survey',
          method: 'POST',
          path: '/employee-survey',
          json: { company_id: c, id: memo.id, answers: memo.answers },
          learn: 'bundle',
        },
      ];
    return [
      {
        name: 'POST employee-message/acknowledge',
        method: 'POST',
        path: '/employee-message/acknowledge',
        json: { company_id: c, id: memo.id, acknowledgement: 'Got it' },
        learn: 'bundle',
      },
    ];
  }
  if (roll < 0.68) {
    if (p.handId)
      return [
        {
          name: 'POST employee-hand/acknowledge',
          method: 'POST',
          path: '/employee-hand/acknowledge',
          json: { company_id: c, id: p.handId },
          learn: 'bundle',
        },
      ];
    return [
      {
        name: 'POST employee-hand/raise',
        method: 'POST',
        path: '/employee-hand/raise',
        json: { company_id: c, note: 'Need help with the till', is_urgent: false },
        learn: 'bundle',
      },
    ];
  }
  if (roll < 0.75)
    return [{ name: 'GET notifications', method: 'GET', path: `/notifications${query({ company_id: c })}` }];
  if (roll < 0.9) return chatRead(p);
  return [chatSend(p)];
}

function managerAction(p: Person, roll: number): Call[] {
  const c = p.companyId;
  const team = (extra: Record<string, string | number | number[]>) =>
    `/employees${query({ company_id: c, page: 1, terms: '', sort_by: 'name', sort_direction: 'asc', see_all: 'no', active: 'yes', ...extra })}`;
  if (roll < 0.06) return openApp(p);
  if (roll < 0.26) return [{ name: 'GET employees', method: 'GET', path: team({}) }];
  if (roll < 0.38)
    return [
      {
        name: 'GET employees (filtered)',
        method: 'GET',
        path: team(Math.random() < 0.5 ? { terms: p.term } : { locations: [p.locationId] }),
      },
    ];
  if (roll < 0.5)
    return [
      {
        name: 'POST memos/list',
        method: 'POST',
        path: '/memos/list',
        json: { company_id: c, page: 1 },
        learn: 'memos',
      },
    ];
  if (roll < 0.62) {
    const id = pick(p.memoIds);
    if (!id)
      return [
        {
          name: 'POST memos/list',
          method: 'POST',
          path: '/memos/list',
          json: { company_id: c, page: 1 },
          learn: 'memos',
        },
      ];
    return [
      {
        name: 'GET memos/get',
        method: 'GET',
        path: `/memos/get${query({ company_id: c, id, page: 1, per_page: 50 })}`,
      },
    ];
  }
  if (roll < 0.72)
    return [
      {
        name: 'GET company/messages/flagged',
        method: 'GET',
        path: `/company/messages/flagged${query({ company_id: c })}`,
      },
    ];
  if (roll < 0.75)
    return [
      {
        name: 'POST memos/create (publish)',
        method: 'POST',
        path: '/memos/create',
        json: {
          company_id: c,
          kind: 'message',
          title: 'Shift note',
          content: '<p>The delivery comes at 7 tomorrow: two people at the back door, please.</p>',
          location_ids: [p.locationId],
          publish: true,
        },
      },
    ];
  if (roll < 0.9) return chatRead(p);
  return [chatSend(p)];
}

/** The next action's calls. */
export function nextAction(p: Person): Call[] {
  const roll = Math.random();
  return p.role === 'manager' ? managerAction(p, roll) : employeeAction(p, roll);
}
