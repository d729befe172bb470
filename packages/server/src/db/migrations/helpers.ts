import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key that the database assigns, on either dialect. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function timestampType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

export function boolType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`boolean` : sql`integer`;
}

export function boolDefault(db: Kysely<unknown>, value: boolean) {
  return isPostgres(db) ? sql.lit(value) : sql.lit(value ? 1 : 0);
}

export type Col = ColumnDefinitionBuilder;
