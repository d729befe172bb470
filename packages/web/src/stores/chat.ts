import { createStore } from './store';

/**
 * The conversation on screen (company and group), or null: a new message or a reaction in the
 * open group shows there; in any other it is toasted (spec §2).
 */
export const openChatStore = createStore<{ companyId: number; groupId: number } | null>(null);

export function isChatOpen(companyId: number, groupId: number): boolean {
  const open = openChatStore.get();
  return (
    open !== null &&
    open.companyId === companyId &&
    open.groupId === groupId &&
    globalThis.document?.visibilityState !== 'hidden'
  );
}
