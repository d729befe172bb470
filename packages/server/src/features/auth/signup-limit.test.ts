import { describe, expect, it } from 'vitest';
import { call } from '../../../test/factories.js';
import { buildTestApp } from '../../../test/harness.js';

/** SIGNUP_LIMIT_PER_HOUR: accounts one address may create in an hour (docs/configuration.md). */
const { app, db } = await buildTestApp({ SIGNUP_LIMIT_PER_HOUR: '2' });

const signUp = (n: number) =>
  call(app, 'POST', '/api/user-signup', {
    body: { name: `Pat ${n}`, email: `pat-${n}-${Date.now()}@example.com`, password: 'Correct horse 1' },
  });

describe('sign-up from one address', () => {
  it('takes the configured number an hour, then answers 429 and creates nothing', async () => {
    expect((await signUp(1)).status).toBe(200);
    expect((await signUp(2)).status).toBe(200);
    const third = await signUp(3);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'rate_limited' });
    const pats = await db.selectFrom('users').select('name').where('name', 'like', 'Pat %').execute();
    expect(pats.map((u) => u.name).sort()).toEqual(['Pat 1', 'Pat 2']);
  });
});
