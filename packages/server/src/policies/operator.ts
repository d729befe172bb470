import crypto from 'node:crypto';

/**
 * Who may use the server operator's tools over HTTP (the jobs dashboard): whoever holds
 * OPERATOR_TOKEN — the person running the server, not a company's admin (company roles stop at
 * their company; the queue holds every company's jobs). The token comes as a bearer token or as
 * the password of HTTP basic auth (what a browser asks for). 'missing' answers 401, 'wrong' 403.
 */
export function operatorAccess(
  authorization: string | undefined,
  operatorToken: string | undefined,
): 'ok' | 'missing' | 'wrong' {
  const given = presentedToken(authorization);
  if (given === null) return 'missing';
  if (!operatorToken) return 'wrong';
  // Compared as digests: equal lengths, constant time.
  const digest = (v: string) => crypto.createHash('sha256').update(v).digest();
  return crypto.timingSafeEqual(digest(given), digest(operatorToken)) ? 'ok' : 'wrong';
}

function presentedToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, value] = authorization.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}
