import {
  ENTERPRISE_SCHEMA,
  invalidPath,
  invalidSyntax,
  invalidValue,
  PATCH_SCHEMA,
  ScimError,
} from './scim.errors.js';
import { type Filter, matches, normalizeAttr, parsePatchPath } from './scim-filter.js';
import { isObject, pick } from './scim-user-input.js';

/**
 * RFC 7644 §3.5.2 PATCH applied to a resource's SCIM representation in memory: add, replace and
 * remove (any case: Entra ID sends "Replace"), with or without a path, paths with sub-attributes
 * (`name.givenName`), value filters (`emails[type eq "work"].value`, `members[value eq "7"]`),
 * enterprise attributes by URN, and Entra ID's `remove members` with a value list. The service
 * then saves the result as a PUT would.
 */

type Json = Record<string, unknown>;
type Op = { op: 'add' | 'replace' | 'remove'; path?: string; value?: unknown };

const ENTERPRISE_PREFIX = `${ENTERPRISE_SCHEMA.toLowerCase()}:`;

export function patchOpsOf(body: unknown): Op[] {
  if (!isObject(body)) throw invalidSyntax('The body must be a JSON object');
  const schemas = pick(body, 'schemas');
  if (!Array.isArray(schemas) || !schemas.includes(PATCH_SCHEMA))
    throw invalidSyntax(`A PATCH body names the schema ${PATCH_SCHEMA}`);
  const ops = pick(body, 'Operations');
  if (!Array.isArray(ops) || ops.length === 0) throw invalidSyntax('Operations must be a non-empty array');
  if (ops.length > 1000) throw new ScimError(413, 'Too many operations in one PATCH');
  return ops.map((raw) => {
    if (!isObject(raw)) throw invalidSyntax('Each operation is an object');
    const op = String(pick(raw, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') throw invalidSyntax(`Unknown op "${op}"`);
    const path = pick(raw, 'path');
    if (path !== undefined && typeof path !== 'string') throw invalidPath('path must be a string');
    if (op === 'remove' && !path) throw new ScimError(400, 'A remove names a path', 'noTarget');
    return { op, ...(path ? { path } : {}), value: pick(raw, 'value') };
  });
}

function keyOf(obj: Json, attr: string): string {
  return Object.keys(obj).find((k) => k.toLowerCase() === attr.toLowerCase()) ?? attr;
}

/** The object an attribute lives in: the resource, or its enterprise extension. */
function holderOf(resource: Json, path: string): Json {
  if (!path.toLowerCase().startsWith(ENTERPRISE_PREFIX)) return resource;
  const key = keyOf(resource, ENTERPRISE_SCHEMA);
  const ext = resource[key];
  if (isObject(ext)) return ext;
  const made: Json = {};
  resource[key] = made;
  return made;
}

function valueKey(item: unknown): string {
  return isObject(item) ? String(pick(item, 'value') ?? '') : String(item);
}

function setAttr(holder: Json, attr: string, value: unknown, op: 'add' | 'replace'): void {
  const key = keyOf(holder, attr);
  const current = holder[key];
  if (op === 'add' && Array.isArray(current)) {
    const added = Array.isArray(value) ? value : [value];
    const seen = new Set(current.map(valueKey));
    holder[key] = [...current, ...added.filter((v) => !seen.has(valueKey(v)))];
  } else if (op === 'add' && isObject(current) && isObject(value)) {
    holder[key] = { ...current, ...value };
  } else {
    holder[key] = value;
  }
}

/** An operation without a path: each attribute of the value is added or replaced. */
function applyWholeValue(resource: Json, op: 'add' | 'replace', value: unknown): void {
  if (!isObject(value)) throw invalidValue('An operation without a path carries an object value');
  for (const [k, v] of Object.entries(value)) {
    if (k.toLowerCase() === ENTERPRISE_SCHEMA.toLowerCase() && isObject(v)) {
      const holder = holderOf(resource, ENTERPRISE_PREFIX);
      for (const [ek, ev] of Object.entries(v)) setAttr(holder, ek, ev, op);
    } else if (k.toLowerCase().startsWith(ENTERPRISE_PREFIX)) {
      setAttr(holderOf(resource, k), k.slice(ENTERPRISE_PREFIX.length), v, op);
    } else if (k.includes('.')) {
      // Entra ID sends { "name.givenName": "…" } without a path.
      applyPath(resource, { op, path: k, value: v });
    } else {
      setAttr(resource, k, v, op);
    }
  }
}

function applyFiltered(holder: Json, attr: string, filter: Filter, sub: string | undefined, op: Op): void {
  const key = keyOf(holder, attr);
  const list = Array.isArray(holder[key]) ? (holder[key] as unknown[]) : [];
  const hit = (item: unknown) => isObject(item) && matches(item, filter);
  if (op.op === 'remove') {
    holder[key] = sub
      ? list.map((i) =>
          hit(i) && isObject(i)
            ? Object.fromEntries(Object.entries(i).filter(([k]) => k.toLowerCase() !== sub.toLowerCase()))
            : i,
        )
      : list.filter((i) => !hit(i));
    return;
  }
  const targets = list.filter(hit);
  if (targets.length === 0) {
    // Entra ID: replace emails[type eq "work"].value on a user without one adds it.
    if (!sub) throw new ScimError(400, `No value of ${attr} matches the filter`, 'noTarget');
    const made: Json = { [sub]: op.value };
    if (filter.op === 'eq') made[filter.attr] = filter.value;
    holder[key] = [...list, made];
    return;
  }
  for (const t of targets) {
    if (!isObject(t)) continue;
    if (sub) t[keyOf(t, sub)] = op.value;
    else if (isObject(op.value)) Object.assign(t, op.value);
  }
}

function applyPath(resource: Json, op: Op & { path: string }): void {
  const holder = holderOf(resource, op.path);
  const plain = holder === resource ? op.path : op.path.slice(ENTERPRISE_PREFIX.length);
  const { attr, filter, sub } = parsePatchPath(plain);
  if (!attr) throw invalidPath(`The path "${op.path}" is not valid`);
  if (filter) {
    applyFiltered(holder, attr, filter, sub, op);
    return;
  }
  if (sub) {
    const key = keyOf(holder, attr);
    const parent = isObject(holder[key]) ? (holder[key] as Json) : {};
    if (op.op === 'remove') delete parent[keyOf(parent, sub)];
    else parent[keyOf(parent, sub)] = op.value;
    holder[key] = parent;
    return;
  }
  if (op.op !== 'remove') {
    setAttr(holder, attr, op.value, op.op);
    return;
  }
  const key = keyOf(holder, attr);
  if (Array.isArray(op.value) && Array.isArray(holder[key])) {
    // Entra ID removes members by listing them as the value.
    const gone = new Set(op.value.map(valueKey));
    holder[key] = (holder[key] as unknown[]).filter((i) => !gone.has(valueKey(i)));
  } else {
    delete holder[key];
  }
}

/** The resource after the operations, in order; the input is not changed. */
export function applyPatch(resource: Json, ops: Op[]): Json {
  const copy = structuredClone(resource);
  for (const op of ops) {
    if (op.path) applyPath(copy, { ...op, path: op.path });
    else if (op.op === 'remove') throw new ScimError(400, 'A remove names a path', 'noTarget');
    else applyWholeValue(copy, op.op, op.value);
  }
  return copy;
}

export { normalizeAttr };
