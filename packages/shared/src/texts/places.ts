import { TIMEZONE_OPTIONS } from '../constants.js';

/**
 * The places texts, apart from the schemas of
 * schemas/places.ts that use them, so the web app's catalogues can carry them without evaluating
 * those schemas.
 */

export const TIMEZONE_INVALID = `Choose one of: ${TIMEZONE_OPTIONS.map((o) => o.label).join(', ')}`;
