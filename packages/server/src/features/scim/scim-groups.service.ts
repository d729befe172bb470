import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { nowIso } from '../../db/index.js';
import type { AudienceRow } from '../../db/schema.js';
import { syncCompanyChatRooms } from '../../realtime/chat-rooms.js';
import { GROUP_SCHEMA, invalidValue, scimNotFound, uniqueness } from './scim.errors.js';
import { idOf, type ScimCtx, sortOf, whereOf } from './scim-context.js';
import { type ListQuery, listResponse, project } from './scim-list.js';
import { applyPatch, patchOpsOf } from './scim-patch.js';
import type { FieldMap } from './scim-sql.js';
import { isObject, pick } from './scim-user-input.js';

/**
 * SCIM Groups are the company's audiences (docs/integrations.md, SCIM provisioning): displayName
 * is the audience's name (unique in the company, ignoring case), members its employees. A member
 * that is not a live employee of the company answers 400 invalidValue. DELETE is the app's soft
 * delete of the audience; memos sent to it keep their history.
 */

type Group = Record<string, unknown> & { id: string };

export const GROUP_FIELDS: FieldMap = {
  id: { kind: 'id', sql: sql`audiences.id` },
  displayname: { kind: 'text', sql: sql`audiences.name` },
  'meta.created': { kind: 'date', sql: sql`audiences.created_at` },
  'meta.lastmodified': { kind: 'date', sql: sql`audiences.updated_at` },
  'meta.resourcetype': { kind: 'const', value: 'Group' },
  members: {
    kind: 'exists',
    wrap: (cond: RawBuilder<SqlBool>) =>
      sql<SqlBool>`exists (select 1 from employee_audiences m where m.audience_id = audiences.id and ${cond})`,
  },
  'members.value': { kind: 'id', sql: sql`m.employee_id` },
  'members.type': { kind: 'const', value: 'User' },
};

async function findLive(ctx: ScimCtx, id: string): Promise<AudienceRow> {
  const n = idOf(id);
  const row =
    n === null
      ? undefined
      : await ctx.db
          .selectFrom('audiences')
          .selectAll()
          .where('id', '=', n)
          .where('company_id', '=', ctx.caller.companyId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (!row) throw scimNotFound('Group', id);
  return row;
}

async function presentRows(ctx: ScimCtx, rows: AudienceRow[], withMembers: boolean): Promise<Group[]> {
  const members = new Map<number, { id: number; name: string }[]>(rows.map((r) => [r.id, []]));
  if (withMembers && rows.length > 0) {
    const found = await ctx.db
      .selectFrom('employee_audiences as ea')
      .innerJoin('employees as e', 'e.id', 'ea.employee_id')
      .select(['ea.audience_id', 'e.id', 'e.name'])
      .where('ea.company_id', '=', ctx.caller.companyId)
      .where(
        'ea.audience_id',
        'in',
        rows.map((r) => r.id),
      )
      .where('e.deleted_at', 'is', null)
      .orderBy('e.id')
      .execute();
    for (const m of found) members.get(m.audience_id)?.push({ id: m.id, name: m.name });
  }
  return rows.map((r) => ({
    schemas: [GROUP_SCHEMA],
    id: String(r.id),
    displayName: r.name,
    members: (members.get(r.id) ?? []).map((m) => ({
      value: String(m.id),
      display: m.name,
      type: 'User',
      $ref: `${ctx.baseUrl}/Users/${m.id}`,
    })),
    meta: {
      resourceType: 'Group',
      created: new Date(r.created_at).toISOString(),
      lastModified: new Date(r.updated_at).toISOString(),
      location: `${ctx.baseUrl}/Groups/${r.id}`,
    },
  }));
}

export async function getGroup(ctx: ScimCtx, id: string, q?: ListQuery): Promise<Record<string, unknown>> {
  const withMembers = !q?.excluded?.includes('members');
  const [group] = await presentRows(ctx, [await findLive(ctx, id)], withMembers);
  return q ? project(group as Group, q) : (group as Group);
}

export async function listGroups(ctx: ScimCtx, q: ListQuery) {
  const base = ctx.db
    .selectFrom('audiences')
    .where('audiences.company_id', '=', ctx.caller.companyId)
    .where('audiences.deleted_at', 'is', null)
    .where(whereOf(GROUP_FIELDS, q));
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  let rows: AudienceRow[] = [];
  if (q.count > 0) {
    const sort = sortOf(GROUP_FIELDS, q);
    let page = base.selectAll('audiences');
    if (sort) page = page.orderBy(sql`${sort} ${q.descending ? sql`desc` : sql`asc`}`);
    rows = await page
      .orderBy('audiences.id')
      .limit(q.count)
      .offset(q.startIndex - 1)
      .execute();
  }
  // Okta and Entra ID list groups with excludedAttributes=members: no member query then.
  const withMembers = !q.excluded?.includes('members') && (!q.attributes || q.attributes.includes('members'));
  const groups = await presentRows(ctx, rows, withMembers);
  return listResponse(
    groups.map((g) => project(g, q)),
    Number(n),
    q,
  );
}

interface GroupInput {
  name: string;
  memberIds: number[];
}

function groupInputOf(body: unknown): GroupInput {
  if (!isObject(body)) throw invalidValue('The body must be a JSON object');
  const name = pick(body, 'displayName');
  if (typeof name !== 'string' || name.trim() === '') throw invalidValue('displayName is required');
  if (name.trim().length > 100) throw invalidValue('displayName must be at most 100 characters');
  const members = pick(body, 'members') ?? [];
  if (!Array.isArray(members)) throw invalidValue('members must be an array');
  const ids = members.map((m) => idOf(String(isObject(m) ? pick(m, 'value') : m)));
  if (ids.some((i) => i === null)) throw invalidValue('Each member value is a User id');
  return { name: name.trim(), memberIds: [...new Set(ids as number[])] };
}

async function assertNameFree(db: Database, companyId: number, name: string, exceptId?: number) {
  let q = db
    .selectFrom('audiences')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw uniqueness('An audience with this name already exists');
}

/** Sets the audience's members to exactly `ids`, all live employees of the company. */
async function setMembers(db: Database, companyId: number, audienceId: number, ids: number[]) {
  const known = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', chunk)
      .execute();
    for (const f of found) known.add(f.id);
  }
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidValue(`No User ${unknown.slice(0, 5).join(', ')} in this company`);
  const current = await db
    .selectFrom('employee_audiences')
    .select('employee_id')
    .where('audience_id', '=', audienceId)
    .execute();
  const had = new Set(current.map((c) => c.employee_id));
  const want = new Set(ids);
  const gone = [...had].filter((id) => !want.has(id));
  const added = ids.filter((id) => !had.has(id));
  for (let i = 0; i < gone.length; i += 500)
    await db
      .deleteFrom('employee_audiences')
      .where('audience_id', '=', audienceId)
      .where('employee_id', 'in', gone.slice(i, i + 500))
      .execute();
  for (let i = 0; i < added.length; i += 500)
    await db
      .insertInto('employee_audiences')
      .values(
        added
          .slice(i, i + 500)
          .map((id) => ({ employee_id: id, audience_id: audienceId, company_id: companyId })),
      )
      .execute();
}

export async function createGroup(ctx: ScimCtx, body: unknown) {
  const input = groupInputOf(body);
  const companyId = ctx.caller.companyId;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, companyId, input.name);
    const now = nowIso();
    const row = await trx
      .insertInto('audiences')
      .values({ company_id: companyId, name: input.name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setMembers(trx, companyId, row.id, input.memberIds);
    return row.id;
  });
  return getGroup(ctx, String(id));
}

async function save(ctx: ScimCtx, audience: AudienceRow, input: GroupInput) {
  const companyId = ctx.caller.companyId;
  await ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, companyId, input.name, audience.id);
    await trx
      .updateTable('audiences')
      .set({ name: input.name, updated_at: nowIso() })
      .where('id', '=', audience.id)
      .where('company_id', '=', companyId)
      .execute();
    await setMembers(trx, companyId, audience.id, input.memberIds);
  });
  // Chat rooms of the audience's groups follow its members at once.
  await syncCompanyChatRooms(ctx, companyId);
  return getGroup(ctx, String(audience.id));
}

export async function replaceGroup(ctx: ScimCtx, id: string, body: unknown) {
  return save(ctx, await findLive(ctx, id), groupInputOf(body));
}

export async function patchGroup(ctx: ScimCtx, id: string, body: unknown) {
  const ops = patchOpsOf(body);
  const audience = await findLive(ctx, id);
  const current = await getGroup(ctx, id);
  return save(ctx, audience, groupInputOf(applyPatch(current, ops)));
}

export async function deleteGroup(ctx: ScimCtx, id: string): Promise<void> {
  const audience = await findLive(ctx, id);
  await ctx.db
    .updateTable('audiences')
    .set({ deleted_at: nowIso() })
    .where('id', '=', audience.id)
    .where('company_id', '=', ctx.caller.companyId)
    .execute();
}
