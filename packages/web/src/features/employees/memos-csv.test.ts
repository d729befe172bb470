import { MSG } from '@teamline/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../stores/toasts';

const memosCsv = vi.fn();
vi.mock('../../api/employees', () => ({
  employeesApi: { memosCsv: (...args: unknown[]) => memosCsv(...args) },
}));

const { downloadEmployeeMemos, memosToCsv } = await import('./memos-csv');
const sam = { id: 7, name: 'Sam Rivera' };
const toastTexts = () => toastStore.get().flatMap((t) => t.messages);
const createObjectURL = vi.fn(() => 'blob:x');
Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, writable: true });
Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), writable: true });

describe('downloadEmployeeMemos', () => {
  beforeEach(() => {
    toastStore.set(() => []);
    memosCsv.mockReset();
    createObjectURL.mockClear();
  });

  it("shows 'No record found to download' when both memo lists are empty, and saves nothing", async () => {
    memosCsv.mockResolvedValue({ read_memos: [], unread_memos: [] });
    expect(await downloadEmployeeMemos(3, sam)).toBe(false);
    expect(memosCsv).toHaveBeenCalledWith(3, 7);
    expect(toastTexts()).toEqual([MSG.noRecordToDownload]);
    expect(toastStore.get()[0]?.variant).toBe('error');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it("shows the generic 'Error' toast when the fetch fails", async () => {
    memosCsv.mockRejectedValue(new Error('Network Error'));
    expect(await downloadEmployeeMemos(3, sam)).toBe(false);
    expect(toastTexts()).toEqual(['Error']);
  });

  it('saves a CSV when either list has memos', async () => {
    memosCsv.mockResolvedValue({ read_memos: [], unread_memos: [{ id: 1, title: 'Safety, first' }] });
    expect(await downloadEmployeeMemos(3, sam)).toBe(true);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(toastTexts()).toEqual([]);
  });
});

describe('memosToCsv', () => {
  it('writes a status column and quotes fields with commas', () => {
    expect(memosToCsv([{ id: 2, title: 'Hi' }], [{ id: 1, title: 'Safety, first' }])).toBe(
      'status,id,title\r\nread,2,Hi\r\nunread,1,"Safety, first"',
    );
  });
});
