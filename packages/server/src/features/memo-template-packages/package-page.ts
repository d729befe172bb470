import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageRow, MemoTemplatePackageStepRow } from '../../db/schema-templates.js';
import type { Member } from '../../policies/member.js';
import { packageSteps } from './memo-template-packages.service.js';

/** A template as a package names it. */
export interface StepTemplate {
  id: number;
  kind: string;
  title: string;
  category: string | null;
  archived_at: string | null;
}

/** Everything a page of packages names, loaded in one round of queries (the presenter makes none). */
export interface PackagePage {
  member: Member;
  steps: Map<number, MemoTemplatePackageStepRow[]>;
  templates: Map<number, StepTemplate>;
  people: Map<number, { id: number; name: string }>;
}

export async function loadPackagePage(opts: {
  db: Database;
  member: Member;
  rows: readonly MemoTemplatePackageRow[];
}): Promise<PackagePage> {
  const { db, member, rows } = opts;
  const personIds = [...new Set(rows.map((r) => r.creator_id).filter((id) => id !== null))];
  const [stepRows, people] = await Promise.all([
    packageSteps(
      db,
      rows.map((r) => r.id),
    ),
    personIds.length
      ? db
          .selectFrom('employees')
          .select(['id', 'name'])
          .where('company_id', '=', member.companyId)
          .where('id', 'in', personIds)
          .execute()
      : Promise.resolve([]),
  ]);
  const templateIds = [...new Set(stepRows.map((s) => s.template_id))];
  const templates = templateIds.length
    ? await db
        .selectFrom('memo_templates')
        .select(['id', 'kind', 'title', 'category', 'archived_at'])
        .where('company_id', '=', member.companyId)
        .where('id', 'in', templateIds)
        .execute()
    : [];
  const steps = new Map<number, MemoTemplatePackageStepRow[]>();
  for (const s of stepRows) steps.set(s.package_id, [...(steps.get(s.package_id) ?? []), s]);
  return {
    member,
    steps,
    templates: new Map(templates.map((t) => [t.id, t])),
    people: new Map(people.map((p) => [p.id, p])),
  };
}
