import type { TForm, TFormFile, TFormResponse, TFormTemplate } from '@teamline/shared';
import type { FormFileRow, FormResponseRow, FormRow, FormTemplateRow } from '../../db/schema-forms.js';
import type { BuiltinTemplate } from './builtin-templates.js';
import { type Names, named, parseAnswers, parseFields, parseIds, person } from './form-page.js';
import type { Targets } from './form-targets.js';

/** Rows + their loaded names → the wire shapes of shared forms.ts (no queries). */

function targeting(t: Targets, names: Names) {
  return {
    location_ids: t.locationIds,
    audience_ids: t.audienceIds,
    recipient_ids: t.recipientIds,
    locations: named(names.locations, t.locationIds),
    audiences: named(names.audiences, t.audienceIds),
    recipients: named(names.employees, t.recipientIds),
  };
}

export function presentForm(r: FormRow, t: Targets, names: Names, responseCount: number): TForm {
  return {
    id: r.id,
    company_id: r.company_id,
    name: r.name,
    description: r.description,
    fields: parseFields(r.fields),
    template_id: r.template_id,
    template_key: r.template_key,
    mode: r.mode,
    ...targeting(t, names),
    creator: person(names, r.creator_id),
    updater: person(names, r.updater_id),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
    closed_at: r.closed_at,
    response_count: responseCount,
  };
}

export const templateTargets = (r: FormTemplateRow): Targets => ({
  locationIds: parseIds(r.location_ids),
  audienceIds: parseIds(r.audience_ids),
  recipientIds: parseIds(r.recipient_ids),
});

export function presentTemplate(r: FormTemplateRow, names: Names): TFormTemplate {
  return {
    id: r.id,
    key: null,
    source: 'company',
    company_id: r.company_id,
    name: r.name,
    description: r.description,
    fields: parseFields(r.fields),
    mode: r.mode,
    ...targeting(templateTargets(r), names),
    creator: person(names, r.creator_id),
    updater: person(names, r.updater_id),
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

export function presentBuiltin(t: BuiltinTemplate): TFormTemplate {
  return {
    id: null,
    key: t.key,
    source: 'builtin',
    company_id: null,
    name: t.name,
    description: t.description,
    fields: t.fields,
    mode: 'segments',
    location_ids: [],
    audience_ids: [],
    recipient_ids: [],
    locations: [],
    audiences: [],
    recipients: [],
    creator: null,
    updater: null,
    created_at: null,
    updated_at: null,
    deleted_at: null,
  };
}

/** Where a stored file is read: media/signature, with the session cookie (policies/media.ts). */
export const fileUrl = (companyId: number, key: string) =>
  `/api/media/signature?company_id=${companyId}&file_path=${encodeURIComponent(key)}`;

export function presentFile(f: FormFileRow): TFormFile {
  return {
    id: f.id,
    form_id: f.form_id,
    form_response_id: f.form_response_id,
    name: f.name,
    original_filename: f.original_filename,
    mime: f.mime,
    size: Number(f.size),
    type_category: f.type_category === 'image' ? 'image' : 'document',
    url: fileUrl(f.company_id, f.storage_key),
    thumb_url: f.thumb_key ? fileUrl(f.company_id, f.thumb_key) : null,
    created_at: f.created_at,
  };
}

export function presentResponse(
  r: FormResponseRow,
  ctx: { names: Names; locations: number[]; files: FormFileRow[]; canEdit: boolean },
): TFormResponse {
  return {
    id: r.id,
    company_id: r.company_id,
    form_id: r.form_id,
    employee_id: r.employee_id,
    employee: person(ctx.names, r.employee_id),
    locations: named(ctx.names.locations, ctx.locations),
    response: parseAnswers(r.response),
    files: ctx.files.map(presentFile),
    created_at: r.created_at,
    updated_at: r.updated_at,
    can_edit: ctx.canEdit,
  };
}
