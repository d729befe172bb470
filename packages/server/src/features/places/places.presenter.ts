import type { TIdName } from '@teamline/shared';
import type { PlaceInput, PlaceKind, PlaceTable } from './place-kind.js';
import type { CountedPlace, CountedPlaces } from './places.service.js';

/** A place as a picker lists it. */
export const presentIdName = (row: { id: number; name: string }): TIdName => ({ id: row.id, name: row.name });

/** Each record in its kind's shape, with its number of active employees. */
export function presentCountedPlaces<T extends PlaceTable, Item>(
  kind: Pick<PlaceKind<T, Item, PlaceInput>, 'present'>,
  { rows, counts }: CountedPlaces<T>,
): Item[] {
  return rows.map((r) => kind.present(r, counts.get(r.id)));
}

export function presentCountedPlace<T extends PlaceTable, Item>(
  kind: Pick<PlaceKind<T, Item, PlaceInput>, 'present'>,
  { row, count }: CountedPlace<T>,
): Item {
  return kind.present(row, count);
}
