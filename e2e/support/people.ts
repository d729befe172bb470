/** Fresh identities for each test, so specs never depend on one another (the data dir is new each run). */
let counter = 0;

function nextId(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter.toString(36)}`;
}

export const E2E_PASSWORD = 'e2e-password-1';

export interface Person {
  name: string;
  email: string;
  password: string;
}

export function newPerson(role: string): Person {
  const id = nextId();
  return { name: `E2E ${role} ${id}`, email: `${role}-${id}@e2e.teamline.test`, password: E2E_PASSWORD };
}

export interface Phone {
  /** The 10 national digits a user types. */
  national: string;
  /** The stored form (country code 1), which the outbox addresses SMS to. */
  stored: string;
  /** As the login mask shows it: (###)-###-####. */
  masked: string;
}

/** A 555 number unique within this run: the worker's pid and a counter. */
export function newPhone(): Phone {
  counter += 1;
  const national = `5559${String(process.pid % 1000).padStart(3, '0')}${String(counter % 1000).padStart(3, '0')}`;
  return {
    national,
    stored: `1${national}`,
    masked: `(${national.slice(0, 3)})-${national.slice(3, 6)}-${national.slice(6)}`,
  };
}

/** The seeded demo company (SEED_DEMO=always on a fresh DATA_DIR). */
export const DEMO = {
  company: 'Demo Coffee Co.',
  password: 'teamline-demo',
  admin: { name: 'Avery Admin', email: 'admin@demo.teamline.test', phone: '15550100001' },
  manager: { name: 'Morgan Manager', email: 'manager@demo.teamline.test', phone: '15550100002' },
  employee: { name: 'Eli Employee', email: 'employee@demo.teamline.test', phone: '15550100003' },
} as const;
