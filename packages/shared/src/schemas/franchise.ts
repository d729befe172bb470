import { z } from 'zod';
import { companyIdField } from './fields.js';
import { ZImportCounts, ZImportRow } from './imports.js';

/**
 * The franchise location directory (issue 17; docs/integrations.md): its connection, its locations
 * beside the company's, the members preview and the sync runs.
 */

export const ZFranchiseRunCounts = z.object({
  added: z.number(),
  updated: z.number(),
  moved: z.number(),
  deactivated: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
});
export type TFranchiseRunCounts = z.infer<typeof ZFranchiseRunCounts>;

export const FRANCHISE_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One sync (an import an admin started, or the hourly re-sync) and what it did. */
export const ZFranchiseRun = z.object({
  id: z.number(),
  trigger: z.enum(['manual', 'hourly']),
  status: z.enum(FRANCHISE_RUN_STATUSES),
  locations_total: z.number(),
  locations_done: z.number(),
  counts: ZFranchiseRunCounts,
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TFranchiseRun = z.infer<typeof ZFranchiseRun>;

/** The connection as the UI sees it: never a token, only whether one is saved. */
export const ZFranchiseStatus = z.object({
  /** The server names a directory (FRANCHISE_* configuration); without it nothing can connect. */
  configured: z.boolean(),
  connected: z.boolean(),
  connected_at: z.string().nullable(),
  synced_locations: z.number(),
  last_run: ZFranchiseRun.nullable(),
});
export type TFranchiseStatus = z.infer<typeof ZFranchiseStatus>;

/** A location of the directory, and the company's location it is synced into (or none). */
export const ZFranchiseDirectoryLocation = z.object({
  ext_id: z.string(),
  name: z.string(),
  synced: z.boolean(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
});
export type TFranchiseDirectoryLocation = z.infer<typeof ZFranchiseDirectoryLocation>;

export const ZFranchiseLocations = z.object({
  directory: z.array(ZFranchiseDirectoryLocation),
  /** The company's locations; `ext_id` names the directory location synced into it. */
  company: z.array(z.object({ id: z.number(), name: z.string(), ext_id: z.string().nullable() })),
});
export type TFranchiseLocations = z.infer<typeof ZFranchiseLocations>;

export const ZFranchiseStartResponse = z.object({ authorize_url: z.string() });

export const ZFranchiseTokenRequest = z.object({
  company_id: companyIdField,
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000),
});

export const ZFranchiseAddRequest = z.object({
  company_id: companyIdField,
  ext_id: z.string().min(1).max(100),
  /** Link to this company location; without it a location of the directory's name is created. */
  location_id: z.number().int().positive().nullish(),
});

export const ZFranchiseRemoveRequest = z.object({
  company_id: companyIdField,
  ext_id: z.string().min(1).max(100),
});

/** What a sync would do now (spec §7 "location members"): the CSV import's preview shape. */
export const ZFranchisePreview = z.object({
  counts: ZImportCounts,
  rows: z.array(ZImportRow),
  /** Synced people the directory no longer lists: the sync deactivates them. */
  missing_count: z.number(),
});
export type TFranchisePreview = z.infer<typeof ZFranchisePreview>;
