import type { TMemoMedia } from '@teamline/shared';
import { employeeNames } from '../../db/employee-names.js';
import type { Database } from '../../db/index.js';
import type { EmployeeRow, MemoTranslationRow } from '../../db/schema.js';
import { type CelebrationExtras, loadCelebrationExtras } from './celebration-extras.js';
import type { InboxItem } from './inbox.service.js';
import { loadMemoMedia } from './memo-media.js';

/**
 * Everything the employee's view of some inbox items names beside their rows, in one round of
 * queries (inbox.presenter.ts maps it, running none): the Spanish translations for a Spanish
 * reader, the names of authors and managers, attachments, celebration details with the reader's
 * own option.
 */
export interface InboxPage {
  spanish: Map<number, MemoTranslationRow>;
  names: Map<number, string>;
  media: Map<number, TMemoMedia[]>;
  celebrations: CelebrationExtras;
}

export async function loadInboxPage(opts: {
  db: Database;
  employee: EmployeeRow;
  items: readonly InboxItem[];
}): Promise<InboxPage> {
  const { db, employee, items } = opts;
  const memoIds = items.map((i) => i.memo.id);
  const people = [
    ...items.flatMap((i) => [i.memo.author_id, i.response.manager_id, i.response.flag_closed_by_id]),
    employee.id,
  ];
  const [translations, names, media, celebrations] = await Promise.all([
    employee.default_locale === 'es' && memoIds.length
      ? db
          .selectFrom('memo_translations')
          .selectAll()
          .where('memo_id', 'in', memoIds)
          .where('locale_code', '=', 'es')
          .execute()
      : Promise.resolve([]),
    employeeNames(db, people),
    loadMemoMedia(db, memoIds),
    loadCelebrationExtras(
      db,
      items.map((i) => i.memo),
      employee.id,
    ),
  ]);
  return {
    spanish: new Map(translations.map((t) => [t.memo_id, t])),
    names,
    media,
    celebrations,
  };
}
