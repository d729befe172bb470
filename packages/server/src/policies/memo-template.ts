import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Member } from './member.js';
import { isAdmin, isManagement, isSameCompany, isSelf } from './predicates.js';

/**
 * Who may do what with memo templates and the community (decisions.md, Memo templates and the
 * community). A company's templates are its management's shared library: every manager and
 * admin reads and uses them; an admin edits, archives, deletes and shares any, a manager those
 * they created. Sharing can be kept to admins by the company's memo settings. The community is
 * read and used by the management of every company, and edited by nobody: only the sharing
 * company updates or withdraws its share (through its own template). An employee has none of it.
 */

/** What the policy reads of a template. */
export interface TemplateRecord {
  company_id: number;
  creator_id: number | null;
}

/** What the policy reads of a shared template. */
export interface CommunityRecord {
  id: number;
  company_id: number;
  withdrawn_at: string | null;
}

/** memo settings `template_sharing`: 'management' (managers and admins) or 'admins'. */
export type TemplateSharing = 'management' | 'admins';

/** Narrows a query of templates to the caller's company's, for management (else none). */
export function scopeTemplates<O>(member: Member, q: SelectQueryBuilder<DB, 'memo_templates', O>) {
  const company = q.where('memo_templates.company_id', '=', member.companyId);
  return isManagement(member) ? company : company.where((eb) => eb.lit(false));
}

/** The same narrowing for the company's template counts (0018), which a list's total reads. */
export function scopeTemplateCounts<O>(member: Member, q: SelectQueryBuilder<DB, 'memo_template_counts', O>) {
  const company = q.where('memo_template_counts.company_id', '=', member.companyId);
  return isManagement(member) ? company : company.where((eb) => eb.lit(false));
}

/** The caller reads and uses this template (the same answer as scopeTemplates). */
export function canUseTemplate(member: Member, t: TemplateRecord): boolean {
  return isSameCompany(member, t) && isManagement(member);
}

/** The caller edits, archives, deletes and attaches files to this template. */
export function canEditTemplate(member: Member, t: TemplateRecord): boolean {
  if (!canUseTemplate(member, t)) return false;
  return isAdmin(member) || (t.creator_id !== null && isSelf(member, t.creator_id));
}

/** The caller shares this template, updates its share or withdraws it. */
export function canShareTemplate(member: Member, t: TemplateRecord, sharing: TemplateSharing): boolean {
  if (!canEditTemplate(member, t)) return false;
  return sharing === 'management' || isAdmin(member);
}

/**
 * Narrows a query of shared templates to those the caller finds in the community: published,
 * not hidden by the operator; management of any company (else none).
 */
export function scopeCommunity<O>(
  member: Member,
  hiddenIds: readonly number[],
  q: SelectQueryBuilder<DB, 'community_templates', O>,
) {
  if (!isManagement(member)) return q.where((eb) => eb.lit(false));
  const live = q.where('community_templates.withdrawn_at', 'is', null);
  return hiddenIds.length ? live.where('community_templates.id', 'not in', [...hiddenIds]) : live;
}

/**
 * The community's live counts (0018) as scopeCommunity narrows the shares: management of any
 * company (else none). The operator's hidden shares are the caller's to subtract.
 */
export function scopeCommunityCounts<O>(
  member: Member,
  q: SelectQueryBuilder<DB, 'community_template_counts', O>,
) {
  return isManagement(member) ? q : q.where((eb) => eb.lit(false));
}

/**
 * The caller reads and uses this shared template: management of any company, while it is
 * published and not hidden; the sharing company's management also while it is withdrawn.
 */
export function canReadCommunity(member: Member, c: CommunityRecord, hiddenIds: readonly number[]): boolean {
  if (!isManagement(member) || hiddenIds.includes(c.id)) return false;
  return c.withdrawn_at === null || isSameCompany(member, c);
}
