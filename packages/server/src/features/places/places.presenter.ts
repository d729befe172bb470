import type { TIdName } from '@teamline/shared';
import type { PlaceInput, PlaceKind, PlaceTable } from './place-kind.js';
import type { CountedPlaces } from './places.service.js';

/** A place as a picker lists it. */
export const presentIdName = (row: { id: number; name: string }): TIdName => ({ id: row.id, name: row.name });

/** Each record in its kind's shape, with its number of active employees. */
export function presentCountedPlaces<T extends PlaceTable, Item>(
  kind: Pick<PlaceKind<T, Item, PlaceInput>, 'present'>,
  { rows, counts }: CountedPlaces<T>,
): Item[] {
  return rows.map((r) => kind.present(r, counts.get(r.id)));
}
