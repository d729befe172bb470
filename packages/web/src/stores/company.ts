import { COMPANY_ID_STORAGE_KEY } from '@teamline/shared';
import { createStore, useStore } from './store';

function readStored(): number | null {
  // The server's first views (entry-server.tsx) load this module with no browser storage.
  if (typeof window === 'undefined') return null;
  const raw = localStorage.getItem(COMPANY_ID_STORAGE_KEY);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The selected company id, persisted under `companyId` (spec §4); cleared on logout. */
export const companyStore = createStore<number | null>(readStored());

export function selectCompany(id: number | null): void {
  if (id === null) localStorage.removeItem(COMPANY_ID_STORAGE_KEY);
  else localStorage.setItem(COMPANY_ID_STORAGE_KEY, String(id));
  companyStore.set(id);
}

export function useSelectedCompanyId(): number | null {
  return useStore(companyStore);
}
