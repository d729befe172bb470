import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';

export type PlaceTable = 'locations' | 'audiences';
/** A row of the kind's table; the columns every kind has are known whatever the kind. */
export type PlaceRow<T extends PlaceTable> = Selectable<DB[T]> & Selectable<DB['audiences']>;

/** The columns a place is written with besides its company: its name and, for some, more (a time zone). */
export interface PlaceInput {
  name: string;
}

/** What the queries need of a kind: its table and the texts of its 404 and its taken name. */
export interface PlaceDef<T extends PlaceTable> {
  table: T;
  texts: { notFound: string; duplicate: string };
}

/**
 * One kind of place (locations, audiences): its table, the words its paths and texts use, its
 * request and answer schemas and its presenter. The routes and queries are the same for every
 * kind (places.routes.ts, places.service.ts); a kind only names them.
 */
export interface PlaceKind<T extends PlaceTable, Item, Input extends PlaceInput> extends PlaceDef<T> {
  /** One record in paths and texts: `/company/location`, `location_deleted`. */
  one: string;
  /** The list in paths, tags and pages: `/locations`, `/locations-list`, `{ locations: [...] }`. */
  many: string;
  present: (row: PlaceRow<T>, employeeCount?: number) => Item;
  schemas: {
    item: z.ZodType<Item>;
    create: z.ZodType<{ company_id: number } & Input>;
    update: z.ZodType<{ company_id: number; id: number } & Partial<Input>>;
    query: z.ZodType<{ company_id: number } & PlacesPageQuery>;
    page: z.ZodType<Record<string, unknown>>;
  };
}

export interface PlacesPageQuery {
  page: number;
  per_page: number;
  terms: string;
  sort_by: 'name' | 'created_at';
  sort_direction: 'asc' | 'desc';
}
