import { normalizePhone, type TImportChange, type TImportCounts, type TImportRow } from '@teamline/shared';
import type { DirectoryMember } from './directory-client.js';

/**
 * What a sync does, decided in memory from what the directory lists and what the company holds
 * (pure: the writer and the preview share it). A member is matched by external id, else — once,
 * to link someone added by hand or by a CSV — by e-mail, then phone, among the unlinked people.
 */

export interface SyncedPerson {
  id: number;
  name: string;
  name_first: string | null;
  name_last: string | null;
  email: string | null;
  phone: string | null;
  type: string | null;
  is_active: boolean;
  company_ext_id: string | null;
}

export interface SyncSnapshot {
  people: SyncedPerson[];
  /** Each person's links to the synced locations (company location ids). */
  links: Map<number, Set<number>>;
  /** Company location id → its name, for the preview. */
  locationNames: Map<number, string>;
}

/** What the directory lists, per synced location: its company location and its members. */
export interface FetchedLocation {
  locationId: number;
  members: DirectoryMember[];
}

export interface PersonValues {
  name: string;
  name_first: string | null;
  name_last: string | null;
  email: string | null;
  phone: string | null;
  type: string | null;
  company_ext_id: string;
}

export interface PlannedCreate {
  values: PersonValues;
  locationIds: number[];
}
export interface PlannedUpdate {
  id: number;
  values: PersonValues & { is_active: boolean };
  /** The new set of synced-location links, when it changed (a move). */
  locationIds: number[] | null;
}

export interface SyncPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  /** People seen and unchanged: only their last_synced_at moves. */
  unchangedIds: number[];
  deactivateIds: number[];
  moved: number;
  rejected: number;
  rows: TImportRow[];
}

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

function valuesOf(m: DirectoryMember): PersonValues | string {
  const first = clean(m.first_name);
  const last = clean(m.last_name);
  const name = [first, last].filter(Boolean).join(' ');
  if (!name) return 'A first or last name is needed';
  const email = clean(m.email)?.toLowerCase() ?? null;
  const phone = clean(m.phone) ? normalizePhone(m.phone as string) : null;
  return {
    name: name.slice(0, 255),
    name_first: first,
    name_last: last,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email.slice(0, 254) : null,
    phone,
    type: clean(m.position)?.slice(0, 100) ?? null,
    company_ext_id: m.id.slice(0, 100),
  };
}

const FIELDS = ['name', 'name_first', 'name_last', 'email', 'phone', 'type'] as const;
const sameSet = (a: Set<number>, b: number[]) => a.size === b.length && b.every((x) => a.has(x));

export function planSync(snapshot: SyncSnapshot, fetched: FetchedLocation[]): SyncPlan {
  // One entry per member, with every synced location that lists them.
  const members = new Map<string, { member: DirectoryMember; locationIds: number[] }>();
  for (const loc of fetched)
    for (const m of loc.members) {
      const seen = members.get(m.id);
      if (seen) {
        if (!seen.locationIds.includes(loc.locationId)) seen.locationIds.push(loc.locationId);
      } else members.set(m.id, { member: m, locationIds: [loc.locationId] });
    }

  const byExt = new Map<string, SyncedPerson>();
  const byEmail = new Map<string, SyncedPerson>();
  const byPhone = new Map<string, SyncedPerson>();
  for (const p of snapshot.people) {
    if (p.company_ext_id) byExt.set(p.company_ext_id, p);
    else {
      if (p.email && !byEmail.has(p.email)) byEmail.set(p.email, p);
      if (p.phone && !byPhone.has(p.phone)) byPhone.set(p.phone, p);
    }
  }

  const plan: SyncPlan = {
    creates: [],
    updates: [],
    unchangedIds: [],
    deactivateIds: [],
    moved: 0,
    rejected: 0,
    rows: [],
  };
  const claimed = new Set<number>();
  const names = (ids: Iterable<number>) =>
    [...ids]
      .map((id) => snapshot.locationNames.get(id) ?? `#${id}`)
      .sort()
      .join(', ') || null;
  let line = 0;
  for (const { member, locationIds } of members.values()) {
    line++;
    const values = valuesOf(member);
    const label = typeof values === 'string' ? member.id : values.name;
    if (typeof values === 'string') {
      plan.rejected++;
      plan.rows.push({
        row: line,
        outcome: 'reject',
        employee_id: null,
        label,
        changes: [],
        errors: [values],
      });
      continue;
    }
    let target = byExt.get(member.id);
    if (!target) {
      const byMail = values.email ? byEmail.get(values.email) : undefined;
      const byTel = values.phone ? byPhone.get(values.phone) : undefined;
      const candidate = byMail ?? byTel;
      if (candidate && !claimed.has(candidate.id)) target = candidate;
    }
    if (target) claimed.add(target.id);
    if (!member.active) {
      // The directory lists them as inactive: never created; deactivated if they were active here.
      if (target?.is_active && target.company_ext_id) plan.deactivateIds.push(target.id);
      else if (target) plan.unchangedIds.push(target.id);
      continue;
    }
    if (!target) {
      plan.creates.push({ values, locationIds });
      plan.rows.push({
        row: line,
        outcome: 'create',
        employee_id: null,
        label,
        changes: [
          ...FIELDS.filter((f) => values[f] !== null).map((f) => ({ field: f, from: null, to: values[f] })),
          { field: 'locations', from: null, to: names(locationIds) },
        ],
        errors: [],
      });
      continue;
    }
    const changes: TImportChange[] = FIELDS.filter((f) => (target[f] ?? null) !== values[f]).map((f) => ({
      field: f,
      from: target[f] ?? null,
      to: values[f],
    }));
    if (!target.is_active) changes.push({ field: 'is_active', from: 'no', to: 'yes' });
    const current = snapshot.links.get(target.id) ?? new Set<number>();
    const moved = !sameSet(current, locationIds);
    if (moved) changes.push({ field: 'locations', from: names(current), to: names(locationIds) });
    const linking = target.company_ext_id !== member.id;
    if (changes.length === 0 && !linking) {
      plan.unchangedIds.push(target.id);
      plan.rows.push({
        row: line,
        outcome: 'unchanged',
        employee_id: target.id,
        label,
        changes: [],
        errors: [],
      });
      continue;
    }
    if (moved && current.size > 0) plan.moved++;
    plan.updates.push({
      id: target.id,
      values: { ...values, is_active: true },
      locationIds: moved ? locationIds : null,
    });
    plan.rows.push({ row: line, outcome: 'update', employee_id: target.id, label, changes, errors: [] });
  }

  // Departed: synced here (an external id and a synced location) but no longer listed.
  for (const p of snapshot.people)
    if (
      p.company_ext_id &&
      p.is_active &&
      !members.has(p.company_ext_id) &&
      (snapshot.links.get(p.id)?.size ?? 0) > 0
    )
      plan.deactivateIds.push(p.id);
  return plan;
}

export function countsOf(plan: SyncPlan): TImportCounts {
  return {
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchangedIds.length,
    reject: plan.rejected,
  };
}
