import type { TCompany } from '@teamline/shared';
import { useParams } from 'react-router';
import { useCompanyDetails } from '../../api/user';

/** The company id of the URL (/:companyId/...), or null when it is not a positive whole number. */
export function parseCompanyId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The company of the company area. CompanyArea renders its pages only once the details
 * have loaded, so inside it the company is always there.
 */
export function useCurrentCompany(): TCompany {
  const { companyId } = useParams();
  const details = useCompanyDetails(parseCompanyId(companyId));
  if (!details.data) throw new Error('useCurrentCompany is used outside the company area');
  return details.data;
}
