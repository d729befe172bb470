import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { OperatorError } from '../features/billing/operator.js';
import { sqliteTableSums, type TableSum } from './table-checksums.js';

/**
 * SQLite's side of backup and restore: SQLite's online backup API (better-sqlite3's `backup()`)
 * copies the live database page by page while the server keeps writing, into a file that is one
 * consistent state; the tables are summed from that copy, not from the live file.
 */

export async function backupSqlite(sourceFile: string, file: string): Promise<TableSum[]> {
  if (!fs.existsSync(sourceFile)) throw new OperatorError(`No database at ${sourceFile} (check DATA_DIR)`);
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  return sumsOf(file);
}

function sumsOf(file: string): TableSum[] {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return sqliteTableSums(copy);
  } finally {
    copy.close();
  }
}

function hasTables(file: string): boolean {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return false;
  const db = new SQLite(file, { readonly: true });
  try {
    const n = db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number;
    return n > 0;
  } finally {
    db.close();
  }
}

/** Puts the backed-up file in place of the (absent or empty) database file and sums it. */
export async function restoreSqlite(file: string, targetFile: string): Promise<TableSum[]> {
  if (hasTables(targetFile))
    throw new OperatorError(
      `${targetFile} has tables already: restore into an empty DATA_DIR (stop the server, move the old one aside)`,
    );
  for (const stale of [targetFile, `${targetFile}-wal`, `${targetFile}-shm`])
    fs.rmSync(stale, { force: true });
  const partial = `${targetFile}.restoring`;
  fs.copyFileSync(file, partial);
  fs.renameSync(partial, targetFile);
  return sumsOf(targetFile);
}
