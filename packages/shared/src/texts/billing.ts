import { MSG } from '../messages.js';

/**
 * The billing texts, apart from the schemas of
 * schemas/billing.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const BILLING_MSG = {
  notConfigured: 'Billing is handled by the server operator',
  noPrice: 'No price is configured for this plan',
  unknownLocation: 'Choose locations of this team',
  required: MSG.required,
} as const;
