import type { TPackage, TPackagesPage, ZPackagesQuery } from '@teamline/shared';
import type { z } from 'zod';
import type { MemoTemplatePackageRow } from '../../db/schema-templates.js';
import { pageInfo } from '../../http/paging.js';
import { canEditPackage, canUsePackage } from '../../policies/memo-template-package.js';
import type { PackagePage, StepTemplate } from './package-page.js';

const kindOf = (kind: string) => (kind === 'survey' ? 'survey' : 'message') as 'survey' | 'message';

/** A template as a package names it (no queries). */
export const presentStepTemplate = (t: StepTemplate) => ({
  id: t.id,
  kind: kindOf(t.kind),
  title: t.title,
  category: t.category,
  archived: t.archived_at !== null,
});

/** A package row + its loaded page → memo_template_package (no queries). */
export function presentPackage(row: MemoTemplatePackageRow, page: PackagePage): TPackage {
  const steps = (page.steps.get(row.id) ?? []).flatMap((s) => {
    const template = page.templates.get(s.template_id);
    if (!template) return [];
    return [
      {
        id: s.id,
        day_offset: s.day_offset,
        time: s.send_time,
        position: s.position,
        template: presentStepTemplate(template),
      },
    ];
  });
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    step_count: steps.length,
    span_days: steps.reduce((max, s) => Math.max(max, s.day_offset), 0),
    use_count: Number(row.use_count),
    last_used_at: row.last_used_at,
    creator: row.creator_id === null ? null : (page.people.get(row.creator_id) ?? null),
    created_at: row.created_at,
    updated_at: row.updated_at,
    can_edit: canEditPackage(page.member, row),
    can_use: canUsePackage(page.member, row),
    steps,
  };
}

export function presentPackagesPaging(opts: {
  query: z.output<typeof ZPackagesQuery>;
  total: number;
}): Omit<TPackagesPage, 'memo_template_packages'> {
  const q = opts.query;
  return {
    ...pageInfo({ total: opts.total, page: q.page, perPage: q.per_page }),
    sort_by: q.sort_by,
    sort_direction: q.sort_direction,
    terms: q.terms,
  };
}
