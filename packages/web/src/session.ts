import { queryClient } from './query-client';
import { clearAuthToken } from './stores/auth';
import { selectCompany } from './stores/company';

/** Ends the session on the client: token, cached user data and selected company (spec §4). */
export function endSession(reason?: string): void {
  clearAuthToken(reason);
  selectCompany(null);
  queryClient.clear();
}
