import type { Database } from '../../db/index.js';
import type { MemoTemplateSendRow } from '../../db/schema-templates.js';
import type { Member } from '../../policies/member.js';
import { loadMemoPage } from '../memos/memo-page.js';
import { memoStats } from '../memos/memo-stats.js';
import { presentMemo } from '../memos/memos.presenter.js';
import { presentSendDetail } from './memo-template-sends.presenter.js';
import { sendMemos } from './memo-template-sends.service.js';
import { loadSendPage } from './send-page.js';

/** The send with each memo and its statistics (memos/get's, recipients paged): what its calls answer. */
export async function presentSendWithMemos(
  db: Database,
  member: Member,
  row: MemoTemplateSendRow,
  paging = { page: 1, perPage: 20 },
) {
  const memos = await sendMemos(db, row.id);
  const [page, memoPage, stats] = await Promise.all([
    loadSendPage({ db, member, rows: [row] }),
    loadMemoPage({ db, member, rows: memos }),
    Promise.all(memos.map((memo) => memoStats({ db, memo, ...paging }))),
  ]);
  const detail = memos.map((memo, i) => ({
    ...presentMemo(memo, memoPage),
    stats: stats[i] as Awaited<ReturnType<typeof memoStats>>,
  }));
  return presentSendDetail(row, page, detail);
}
