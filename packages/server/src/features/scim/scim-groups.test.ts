import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness.js';
import { buildEmployee } from '../../../test/people.js';
import { buildScimCompany, GROUP_SCHEMA, PATCH_OP, scim } from '../../../test/scim.js';

const { app, db } = await buildTestApp();

type Group = { id: string; displayName: string; members: { value: string; display: string }[] };
type List = { totalResults: number; Resources: Group[] };

async function people(companyId: number, n: number) {
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      (await buildEmployee(db, companyId, { name: `Person ${i}`, email: `p${i}-${companyId}@example.test` }))
        .id,
    );
  return out;
}

async function memberIds(audienceId: string) {
  const rows = await db
    .selectFrom('employee_audiences')
    .select('employee_id')
    .where('audience_id', '=', Number(audienceId))
    .orderBy('employee_id')
    .execute();
  return rows.map((r) => r.employee_id);
}

describe('SCIM Groups', () => {
  it('creates an audience with members (RFC 7644 §3.3), 409 on a taken name', async () => {
    const t = await buildScimCompany(app, db);
    const [a, b] = await people(t.company.id, 2);
    const res = await scim<Group>(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Tour Guides',
      members: [{ value: String(a) }, { value: String(b) }],
    });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`http://teamline.test/api/scim/v2/Groups/${res.body.id}`);
    expect(res.body).toMatchObject({
      schemas: [GROUP_SCHEMA],
      displayName: 'Tour Guides',
      members: [
        { value: String(a), display: 'Person 0', type: 'User' },
        { value: String(b), display: 'Person 1', type: 'User' },
      ],
      meta: { resourceType: 'Group' },
    });
    const audience = await db
      .selectFrom('audiences')
      .select(['name', 'company_id'])
      .where('id', '=', Number(res.body.id))
      .executeTakeFirstOrThrow();
    expect(audience).toEqual({ name: 'Tour Guides', company_id: t.company.id });
    const dup = await scim(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'tour guides',
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ scimType: 'uniqueness' });
  });

  it("refuses a member that is another company's employee", async () => {
    const t = await buildScimCompany(app, db);
    const other = await buildScimCompany(app, db);
    const [theirs] = await people(other.company.id, 1);
    const res = await scim(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Intruders',
      members: [{ value: String(theirs) }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ scimType: 'invalidValue' });
  });

  it('patches members as RFC 7644 §3.5.2, Okta and Entra ID send them', async () => {
    const t = await buildScimCompany(app, db);
    const [a, b, c] = await people(t.company.id, 3);
    const made = await scim<Group>(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Cooks',
    });
    const url = `/Groups/${made.body.id}`;
    const patch = (Operations: unknown[]) =>
      scim<Group>(app, t.scimToken, 'PATCH', url, { schemas: [PATCH_OP], Operations });
    // §3.5.2.1: add members.
    expect(
      (
        await patch([
          {
            op: 'add',
            path: 'members',
            value: [{ display: 'Babs', value: String(a) }, { value: String(b) }],
          },
        ])
      ).status,
    ).toBe(200);
    expect(await memberIds(made.body.id)).toEqual([a, b]);
    // Adding one already there changes nothing.
    await patch([{ op: 'add', path: 'members', value: [{ value: String(a) }] }]);
    expect(await memberIds(made.body.id)).toEqual([a, b]);
    // §3.5.2.2: remove one member by a value filter (Okta).
    await patch([{ op: 'remove', path: `members[value eq "${a}"]` }]);
    expect(await memberIds(made.body.id)).toEqual([b]);
    // Entra ID: remove by listing the members as the value; add in the same call.
    await patch([
      { op: 'Add', path: 'members', value: [{ value: String(c) }] },
      { op: 'Remove', path: 'members', value: [{ value: String(b) }] },
    ]);
    expect(await memberIds(made.body.id)).toEqual([c]);
    // §3.5.2.3: replace all members; Okta renames with replace without a path.
    const replaced = await patch([
      { op: 'replace', path: 'members', value: [{ value: String(a) }, { value: String(b) }] },
      { op: 'replace', value: { id: made.body.id, displayName: 'Line Cooks' } },
    ]);
    expect(replaced.body.displayName).toBe('Line Cooks');
    expect(await memberIds(made.body.id)).toEqual([a, b]);
    // §3.5.2.2: remove all members.
    await patch([{ op: 'remove', path: 'members' }]);
    expect(await memberIds(made.body.id)).toEqual([]);
  });

  it('lists with filters on displayName and members, excluding members as Okta asks', async () => {
    const t = await buildScimCompany(app, db);
    const [a] = await people(t.company.id, 1);
    await scim(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Drivers',
      members: [{ value: String(a) }],
    });
    await scim(app, t.scimToken, 'POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: 'Dishwashers' });
    const q = (filter: string, extra = '') =>
      scim<List>(app, t.scimToken, 'GET', `/Groups?filter=${encodeURIComponent(filter)}${extra}`);
    const byName = await q('displayName eq "drivers"', '&excludedAttributes=members');
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources[0]).not.toHaveProperty('members');
    expect((await q('displayName sw "D"')).body.totalResults).toBe(2);
    const byMember = await q(`members[value eq "${a}"]`);
    expect(byMember.body.Resources.map((g) => g.displayName)).toEqual(['Drivers']);
    expect((await q(`members.value eq "${a}" and displayName eq "Dishwashers"`)).body.totalResults).toBe(0);
  });

  it('replaces with PUT and soft-deletes with DELETE', async () => {
    const t = await buildScimCompany(app, db);
    const [a] = await people(t.company.id, 1);
    const made = await scim<Group>(app, t.scimToken, 'POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Hosts',
    });
    const put = await scim<Group>(app, t.scimToken, 'PUT', `/Groups/${made.body.id}`, {
      schemas: [GROUP_SCHEMA],
      displayName: 'Greeters',
      members: [{ value: String(a) }],
    });
    expect(put.body).toMatchObject({ displayName: 'Greeters', members: [{ value: String(a) }] });
    expect((await scim(app, t.scimToken, 'DELETE', `/Groups/${made.body.id}`)).status).toBe(204);
    expect((await scim(app, t.scimToken, 'GET', `/Groups/${made.body.id}`)).status).toBe(404);
    const row = await db
      .selectFrom('audiences')
      .select('deleted_at')
      .where('id', '=', Number(made.body.id))
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });
});
