import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildScimCompany, scim, USER_SCHEMA } from '../../../test/scim.js';

const { app, db } = await buildTestApp();
const t = await buildScimCompany(app, db);
const other = await buildScimCompany(app, db);

type List = {
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: Record<string, unknown>[];
};

const PEOPLE = [
  ['bjensen@example.com', 'Barbara', 'Jensen', 'Tour Guide', true],
  ['jsmith@example.org', 'John', 'Smith', null, true],
  ['jomalley@example.com', 'Jo', "O'Malley", 'Cook', false],
  ['ana@example.net', 'Ana', 'Lopez', null, true],
] as const;
const ids: Record<string, string> = {};
for (const [userName, givenName, familyName, title, active] of PEOPLE) {
  const res = await scim<{ id: string }>(app, t.scimToken, 'POST', '/Users', {
    schemas: [USER_SCHEMA],
    userName,
    externalId: `ext-${givenName}`,
    name: { givenName, familyName },
    ...(title ? { title } : {}),
    active,
  });
  ids[userName] = res.body.id;
}
// Another company's user with a matching name: never in these lists.
await scim(app, other.scimToken, 'POST', '/Users', {
  schemas: [USER_SCHEMA],
  userName: 'bjensen2@example.com',
});

async function find(filter: string, extra = '') {
  const res = await scim<List>(
    app,
    t.scimToken,
    'GET',
    `/Users?filter=${encodeURIComponent(filter)}${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body.Resources.map((r) => r.userName).sort();
}

/** RFC 7644 §3.4.2.2's filter examples, over four users (the company's admin is a fifth). */
describe('SCIM list filters', () => {
  it.each([
    ['userName eq "bjensen@example.com"', ['bjensen@example.com']],
    ['userName eq "BJENSEN@EXAMPLE.COM"', ['bjensen@example.com']],
    [`name.familyName co "O'Malley"`, ['jomalley@example.com']],
    ['userName sw "J"', ['jomalley@example.com', 'jsmith@example.org']],
    [
      'urn:ietf:params:scim:schemas:core:2.0:User:userName sw "J"',
      ['jomalley@example.com', 'jsmith@example.org'],
    ],
    ['title pr', ['bjensen@example.com', 'jomalley@example.com']],
    ['title pr and userType eq "Employee"', ['bjensen@example.com', 'jomalley@example.com']],
    ['title pr or userType eq "Intern"', ['bjensen@example.com', 'jomalley@example.com']],
    [
      'userType eq "Employee" and (emails co "example.com" or emails.value co "example.org") and externalId pr',
      ['bjensen@example.com', 'jomalley@example.com', 'jsmith@example.org'],
    ],
    ['userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")', []],
    ['not (emails co "example.com" or emails.value co "example.org") and externalId pr', ['ana@example.net']],
    ['userType eq "Employee" and (emails.type eq "work") and externalId sw "ext-A"', ['ana@example.net']],
    [
      'userType eq "Employee" and emails[type eq "work" and value co "@example.com"]',
      ['bjensen@example.com', 'jomalley@example.com'],
    ],
    [
      'emails[type eq "work" and value co "@example.org"] or ims[type eq "xmpp" and value co "@foo.com"]',
      ['jsmith@example.org'],
    ],
    ['externalId eq "ext-Ana"', ['ana@example.net']],
    ['externalId eq "EXT-ANA"', []],
    ['active eq false', ['jomalley@example.com']],
    ['active eq true and externalId pr', ['ana@example.net', 'bjensen@example.com', 'jsmith@example.org']],
    ['displayName eq "John Smith"', ['jsmith@example.org']],
    ['emails.value ew ".net"', ['ana@example.net']],
    [
      'userName ne "ana@example.net" and externalId pr',
      ['bjensen@example.com', 'jomalley@example.com', 'jsmith@example.org'],
    ],
    ['userName co "%"', []],
  ])('%s', async (filter, expected) => {
    expect(await find(filter)).toEqual(expected);
  });

  it('filters on meta.lastModified with gt, ge, lt and le', async () => {
    const at = '2030-01-01T00:00:00.000Z';
    await db
      .updateTable('employees')
      .set({ updated_at: at })
      .where('id', '=', Number(ids['ana@example.net']))
      .execute();
    expect(await find('meta.lastModified gt "2029-12-31T23:59:59Z"')).toEqual(['ana@example.net']);
    expect(await find(`meta.lastModified ge "${at}"`)).toEqual(['ana@example.net']);
    expect(await find(`meta.lastModified gt "${at}"`)).toEqual([]);
    expect(await find(`meta.lastModified le "${at}" and externalId pr`)).toHaveLength(4);
    expect(await find(`meta.lastModified lt "${at}" and externalId pr`)).toHaveLength(3);
  });

  it('answers 400 invalidFilter for a filter it cannot read', async () => {
    for (const filter of [
      'userName eq',
      'userName xx "a"',
      '(userName eq "a"',
      'nickName eq "x"',
      'userName eq bare',
    ]) {
      const res = await scim(app, t.scimToken, 'GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(res.status, filter).toBe(400);
      expect(res.body).toMatchObject({ scimType: 'invalidFilter', status: '400' });
    }
  });

  it('pages with startIndex and count (RFC 7644 §3.4.2.4), and sorts', async () => {
    const all = await scim<List>(app, t.scimToken, 'GET', '/Users?sortBy=userName&sortOrder=descending');
    expect(all.body.totalResults).toBe(5);
    const names = all.body.Resources.map((r) => r.userName as string);
    expect(names).toEqual([...names].sort().reverse());
    const page = await scim<List>(app, t.scimToken, 'GET', '/Users?sortBy=userName&startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((r) => r.userName)).toEqual([...names].sort().slice(1, 3));
    const none = await scim<List>(app, t.scimToken, 'GET', '/Users?count=0');
    expect(none.body).toMatchObject({ totalResults: 5, itemsPerPage: 0, Resources: [] });
  });

  it('answers the attributes asked for, or all but the excluded ones', async () => {
    const only = await scim<List>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ana@example.net"')}&attributes=userName,name.givenName`,
    );
    expect(only.body.Resources).toEqual([
      {
        schemas: [USER_SCHEMA],
        id: ids['ana@example.net'],
        userName: 'ana@example.net',
        name: { givenName: 'Ana' },
      },
    ]);
    const without = await scim<List>(
      app,
      t.scimToken,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ana@example.net"')}&excludedAttributes=emails,groups,meta`,
    );
    expect(Object.keys(without.body.Resources[0] ?? {})).not.toContain('emails');
    expect(without.body.Resources[0]).toMatchObject({ userName: 'ana@example.net', active: true });
  });
});
