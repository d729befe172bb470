import type { Role, TIdName } from '@teamline/shared';
import type { TFunction } from 'i18next';
import type { BulkChanges } from '../../api/employees';

/** What a bulk edit does to one kind of link: nothing, add, remove, or replace them all. */
export type LinkMode = 'keep' | 'add' | 'remove' | 'replace';
export interface LinkChoice {
  mode: LinkMode;
  /** Ids as the MultiSelect holds them. */
  ids: string[];
}
export type LinkKind = 'locations' | 'audiences' | 'managers';

/** The sentinel of "keep as is" in the role, type and status selects, and of "no type". */
export const KEEP = 'keep';
export const NO_TYPE = 'none';

export interface BulkFormState {
  locations: LinkChoice;
  audiences: LinkChoice;
  managers: LinkChoice;
  role: string;
  type: string;
  active: string;
}

const keepLinks: LinkChoice = { mode: 'keep', ids: [] };
export const EMPTY_BULK: BulkFormState = {
  locations: keepLinks,
  audiences: keepLinks,
  managers: keepLinks,
  role: KEEP,
  type: KEEP,
  active: KEEP,
};

/** The modes each kind offers: managers are added and removed, never replaced wholesale. */
export const LINK_MODES: Record<LinkKind, LinkMode[]> = {
  locations: ['keep', 'add', 'remove', 'replace'],
  audiences: ['keep', 'add', 'remove', 'replace'],
  managers: ['keep', 'add', 'remove'],
};

const API_NAMES = {
  locations: { replace: 'location_ids', add: 'add_location_ids', remove: 'remove_location_ids' },
  audiences: { replace: 'audience_ids', add: 'add_audience_ids', remove: 'remove_audience_ids' },
  managers: { replace: null, add: 'add_manager_ids', remove: 'remove_manager_ids' },
} as const;

/**
 * The employees/bulk changes the form asks for. Adding or removing nothing is no change; replacing
 * with nothing takes them all away.
 */
export function toBulkChanges(state: BulkFormState): BulkChanges {
  const changes: BulkChanges = {};
  for (const kind of ['locations', 'audiences', 'managers'] as const) {
    const { mode, ids } = state[kind];
    if (mode === 'keep' || (mode !== 'replace' && ids.length === 0)) continue;
    const field = API_NAMES[kind][mode];
    if (field) changes[field] = ids.map(Number);
  }
  if (state.role !== KEEP) changes.role = state.role as Role;
  if (state.type !== KEEP) changes.type = state.type === NO_TYPE ? null : state.type;
  if (state.active !== KEEP) changes.is_active = state.active === 'yes';
  return changes;
}

export interface BulkLookups {
  locations: TIdName[];
  audiences: TIdName[];
  managers: TIdName[];
}

/** One line per change, in words, for the confirmation before anything is written. */
export function describeChanges(state: BulkFormState, lookups: BulkLookups, t: TFunction): string[] {
  const lines: string[] = [];
  for (const kind of ['locations', 'audiences', 'managers'] as const) {
    const { mode, ids } = state[kind];
    if (mode === 'keep' || (mode !== 'replace' && ids.length === 0)) continue;
    const names = ids
      .map((id) => lookups[kind].find((item) => String(item.id) === id)?.name ?? `#${id}`)
      .join(', ');
    lines.push(
      mode === 'replace' && ids.length === 0
        ? t(`employees.bulk.summary.clear.${kind}`)
        : t(`employees.bulk.summary.${mode}.${kind}`, { names }),
    );
  }
  if (state.role !== KEEP)
    lines.push(t('employees.bulk.summary.role', { role: t(`employees.roles.${state.role}`) }));
  if (state.type !== KEEP)
    lines.push(
      state.type === NO_TYPE
        ? t('employees.bulk.summary.noType')
        : t('employees.bulk.summary.type', { type: state.type }),
    );
  if (state.active !== KEEP)
    lines.push(
      t(state.active === 'yes' ? 'employees.bulk.summary.activate' : 'employees.bulk.summary.deactivate'),
    );
  return lines;
}
