import type { ColumnType } from 'kysely';

/** ISO-8601 UTC text on SQLite, timestamptz on PostgreSQL; always read back as an ISO string. */
export type Timestamp = ColumnType<string, string, string>;
/** 0/1 on SQLite, boolean on PostgreSQL; read it through `toBool`. */
export type Bool = ColumnType<boolean | number, boolean, boolean>;
/** A boolean column with a database default: optional on insert. */
export type BoolWithDefault = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A text column with a database default: optional on insert. */
export type TextWithDefault = ColumnType<string, string | undefined, string>;
