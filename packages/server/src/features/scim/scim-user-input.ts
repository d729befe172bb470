import { NAME_MAX, optionalEmailField, optionalPhoneField, personNames } from '@teamline/shared';
import { ENTERPRISE_SCHEMA, invalidValue } from './scim.errors.js';

/**
 * What a SCIM User body (POST, PUT, or a PATCHed representation) sets on an employee. userName is
 * the e-mail when it holds an '@', else a phone number; the other contact comes from the primary
 * (or first) of emails / phoneNumbers. Read-only attributes (id, meta, groups) are ignored, and so
 * is anything this server does not keep (nickName, addresses, roles…), as RFC 7644 §3.3 allows.
 */
export interface UserInput {
  email: string | null;
  phone: string | null;
  name: string;
  name_first: string | null;
  name_last: string | null;
  company_ext_id: string | null;
  type: string | null;
  active: boolean;
  /** A location name (enterprise department); placed only when the company has that location. */
  department: string | null;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a key ignoring case, as SCIM attribute names are case-insensitive. */
export function pick(obj: Json, key: string): unknown {
  const found = Object.keys(obj).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : obj[found];
}

function text(v: unknown, what: string, max = 255): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw invalidValue(`${what} must be a string`);
  const t = v.trim();
  if (t.length > max) throw invalidValue(`${what} must be at most ${max} characters`);
  return t === '' ? null : t;
}

/** The primary value of a multi-valued attribute (emails, phoneNumbers), else its first. */
function primaryValue(list: unknown, what: string): string | null {
  if (list === undefined || list === null) return null;
  if (!Array.isArray(list)) throw invalidValue(`${what} must be an array`);
  const items = list.filter(isObject);
  const chosen = items.find((i) => pick(i, 'primary') === true) ?? items[0];
  return chosen ? text(pick(chosen, 'value'), `${what}.value`) : null;
}

function email(v: string | null): string | null {
  const parsed = optionalEmailField.safeParse(v ?? '');
  if (!parsed.success) throw invalidValue(`"${v}" is not a valid e-mail address`);
  return parsed.data ?? null;
}

function phone(v: string | null): string | null {
  const parsed = optionalPhoneField.safeParse(v ?? '');
  if (!parsed.success) throw invalidValue(`"${v}" is not a valid phone number`);
  return parsed.data ?? null;
}

function activeOf(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'boolean') return v;
  // Entra ID has sent "True"/"False" as strings in PATCH values.
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  throw invalidValue('active must be true or false');
}

/** `placeholder`: the `employee-{id}` userName of an employee without e-mail or phone, kept as it is. */
export function userInputOf(body: unknown, placeholder?: string): UserInput {
  if (!isObject(body)) throw invalidValue('The body must be a JSON object');
  const userName = text(pick(body, 'userName'), 'userName');
  if (!userName) throw invalidValue('userName is required');
  const kept = placeholder !== undefined && userName === placeholder;
  const byName = userName.includes('@') || kept;
  const contacts = {
    email: email(byName && !kept ? userName : primaryValue(pick(body, 'emails'), 'emails')),
    phone: phone(byName ? primaryValue(pick(body, 'phoneNumbers'), 'phoneNumbers') : null),
  };
  if (!byName) {
    const asPhone = optionalPhoneField.safeParse(userName);
    if (!asPhone.success || !asPhone.data)
      throw invalidValue('userName must be an e-mail address or a phone number');
    contacts.phone = asPhone.data;
  }
  const nameObj = pick(body, 'name');
  const n = isObject(nameObj) ? nameObj : {};
  const names = personNames({
    name_first: text(pick(n, 'givenName'), 'name.givenName', 60),
    name_last: text(pick(n, 'familyName'), 'name.familyName', 60),
    name:
      text(pick(body, 'displayName'), 'displayName', NAME_MAX) ??
      text(pick(n, 'formatted'), 'name.formatted', NAME_MAX) ??
      userName.split('@')[0],
  });
  if (!names || names.name.length > NAME_MAX)
    throw invalidValue(`The name must be at most ${NAME_MAX} characters`);
  const enterprise = pick(body, ENTERPRISE_SCHEMA);
  return {
    ...contacts,
    ...names,
    company_ext_id: text(pick(body, 'externalId'), 'externalId'),
    type: text(pick(body, 'title'), 'title', 60),
    active: activeOf(pick(body, 'active')),
    department: isObject(enterprise) ? text(pick(enterprise, 'department'), 'department') : null,
  };
}

export { activeOf, isObject };
