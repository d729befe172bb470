import { z } from 'zod';
import { DEFAULT_TIMEZONE, TIMEZONE_OPTIONS } from '../constants.js';
import { MSG } from '../messages.js';
import { TIMEZONE_INVALID } from '../texts/places.js';
import { companyIdField, requiredString, searchTermsField } from './fields.js';

export { TIMEZONE_INVALID } from '../texts/places.js';

/** Locations, audiences, tags, devices, company settings and reports (spec §3, §7). */

export const TIMEZONE_VALUES = TIMEZONE_OPTIONS.map((o) => o.value) as [string, ...string[]];

export const timezoneField = z.enum(TIMEZONE_VALUES, { error: TIMEZONE_INVALID });
export const idField = z.coerce.number({ error: MSG.required }).int(MSG.required).positive(MSG.required);

export const PER_PAGE_DEFAULT = 25;
export const PER_PAGE_MAX = 100;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The query of a paged, searchable, sortable list (spec §3 Paged lists). */
export function pagedQuery<S extends readonly [string, ...string[]]>(sortBy: S, defaultSort: S[number]) {
  return z.object({
    company_id: companyIdField,
    page: z.coerce.number().int().min(1, 'Must be 1 or more').default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1, 'Must be 1 or more')
      .max(PER_PAGE_MAX, `Must be at most ${PER_PAGE_MAX}`)
      .default(PER_PAGE_DEFAULT),
    terms: searchTermsField(100),
    sort_by: z.enum(sortBy, { error: `Sort by one of: ${sortBy.join(', ')}` }).default(defaultSort),
    sort_direction: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc' }).default('asc'),
  });
}

const pageFields = {
  current_page: z.number(),
  total_pages: z.number(),
  total: z.number(),
  per_page: z.number(),
  sort_by: z.string(),
  sort_direction: z.enum(SORT_DIRECTIONS),
  terms: z.string(),
};

export const ZCompanyScoped = z.object({ company_id: companyIdField });
export const ZCompanyIdRequest = z.object({ company_id: companyIdField, id: idField });
export type TCompanyIdRequest = z.infer<typeof ZCompanyIdRequest>;

// Locations

export const ZLocation = z.object({
  id: z.number(),
  name: z.string(),
  timezone: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  employee_count: z.number(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZLocationCreateRequest = z.object({
  company_id: companyIdField,
  name: requiredString(120),
  timezone: timezoneField.default(DEFAULT_TIMEZONE),
});
export type TLocationCreateRequest = z.infer<typeof ZLocationCreateRequest>;

export const ZLocationUpdateRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: requiredString(120).optional(),
  timezone: timezoneField.optional(),
});
export type TLocationUpdateRequest = z.infer<typeof ZLocationUpdateRequest>;

/** A location as a picker shows it: employee-locations. */
export const ZLocationOption = z.object({ id: z.number(), name: z.string(), timezone: z.string() });
export type TLocationOption = z.infer<typeof ZLocationOption>;

export const LOCATION_SORTS = ['name', 'created_at'] as const;
export const ZLocationsQuery = pagedQuery(LOCATION_SORTS, 'name');
export type TLocationsQuery = z.infer<typeof ZLocationsQuery>;
export const ZLocationsPage = z.object({ locations: z.array(ZLocation), ...pageFields });
export type TLocationsPage = z.infer<typeof ZLocationsPage>;

// Audiences

export const ZAudience = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  employee_count: z.number(),
});
export type TAudience = z.infer<typeof ZAudience>;

export const ZAudienceCreateRequest = z.object({ company_id: companyIdField, name: requiredString(120) });
export const ZAudienceUpdateRequest = ZAudienceCreateRequest.extend({ id: idField });
export type TAudienceCreateRequest = z.infer<typeof ZAudienceCreateRequest>;

export const AUDIENCE_SORTS = ['name', 'created_at'] as const;
export const ZAudiencesQuery = pagedQuery(AUDIENCE_SORTS, 'name');
export type TAudiencesQuery = z.infer<typeof ZAudiencesQuery>;
export const ZAudiencesPage = z.object({ audiences: z.array(ZAudience), ...pageFields });
export type TAudiencesPage = z.infer<typeof ZAudiencesPage>;

// Tags

export const ZTag = z.object({ id: z.number(), title: z.string() });
export type TTag = z.infer<typeof ZTag>;
export const ZTagCreateRequest = z.object({ company_id: companyIdField, title: requiredString(80) });
export const ZTagUpdateRequest = ZTagCreateRequest.extend({ id: idField });
export const ZTagsQuery = z.object({
  company_id: companyIdField,
  terms: searchTermsField(80),
});

// Devices

export const ZDevice = z.object({
  id: z.number(),
  name: z.string(),
  platform: z.string(),
  employee: z.object({ id: z.number(), name: z.string() }).nullable(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type TDevice = z.infer<typeof ZDevice>;
export const ZDeviceRenameRequest = z.object({
  company_id: companyIdField,
  id: idField,
  name: requiredString(120),
});
