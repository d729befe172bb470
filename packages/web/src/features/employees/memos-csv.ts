import { MSG } from '@teamline/shared';
import { employeesApi } from '../../api/employees';
import { showToast } from '../../stores/toasts';

type Cell = string | number | boolean | null | undefined;

const quote = (value: Cell) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows of read and unread memos as CSV: a status column, then every plain field the memos carry. */
export function memosToCsv(read: unknown[], unread: unknown[]): string {
  const rows = [
    ...read.map((memo) => ({ status: 'read', memo })),
    ...unread.map((memo) => ({ status: 'unread', memo })),
  ].map(({ status, memo }) => {
    const plain: Record<string, Cell> = { status };
    if (memo && typeof memo === 'object') {
      for (const [key, value] of Object.entries(memo)) {
        if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
          plain[key] = value as Cell;
      }
    }
    return plain;
  });
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [columns, ...rows.map((row) => columns.map((c) => row[c]))]
    .map((line) => line.map(quote).join(','))
    .join('\r\n');
}

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads an employee's memos as CSV (spec §5, §8): with both lists empty the error toast
 * 'No record found to download'; a failed fetch gives the generic 'Error' toast.
 * Returns whether a file was saved.
 */
export async function downloadEmployeeMemos(companyId: number, employee: { id: number; name: string }) {
  let memos: Awaited<ReturnType<typeof employeesApi.memosCsv>>;
  try {
    memos = await employeesApi.memosCsv(companyId, employee.id);
  } catch {
    showToast({ variant: 'error', messages: MSG.error });
    return false;
  }
  if (memos.read_memos.length === 0 && memos.unread_memos.length === 0) {
    showToast({ variant: 'error', messages: MSG.noRecordToDownload });
    return false;
  }
  const slug =
    employee.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'employee';
  saveFile(`${slug}-memos.csv`, memosToCsv(memos.read_memos, memos.unread_memos));
  return true;
}
