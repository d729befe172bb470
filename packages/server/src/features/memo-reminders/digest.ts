import type { EscalationLevel, TDigestLine } from '@teamline/shared';

/**
 * Who gets which digest (pure: escalate.service.ts loads the facts). Level 'managers': each late
 * person's own managers; a person without one goes straight to their locations' managers.
 * Level 'location': the managers of the late people's locations. A manager's digest has one line
 * per location of the people in their charge: how many of them are late of how many received the
 * memo ("Downtown: 3 of 14"), and who (the first names, at most DIGEST_NAMES per line). Nobody is
 * their own manager; a manager none of whose people is late gets nothing.
 */

export const DIGEST_NAMES = 20;

export interface DigestFacts {
  /** Every recipient still expected to respond (active, not on leave, memo in the inbox). */
  recipients: ReadonlyArray<{ id: number; name: string; late: boolean }>;
  /** Employee → their location ids. */
  locationsOf: ReadonlyMap<number, readonly number[]>;
  /** Employee → their direct managers. */
  managersOf: ReadonlyMap<number, readonly number[]>;
  /** Location → its managers (management of the company working there). */
  locationManagers: ReadonlyMap<number, readonly number[]>;
  locationNames: ReadonlyMap<number, string>;
}

interface Tally {
  late: number;
  total: number;
  names: string[];
}

export function buildDigests(level: EscalationLevel, facts: DigestFacts): Map<number, TDigestLine[]> {
  // manager → location (null: none) → tally
  const byManager = new Map<number, Map<number | null, Tally>>();
  const count = (manager: number, location: number | null, person: DigestFacts['recipients'][number]) => {
    const places = byManager.get(manager) ?? new Map<number | null, Tally>();
    byManager.set(manager, places);
    const tally = places.get(location) ?? { late: 0, total: 0, names: [] };
    places.set(location, tally);
    tally.total++;
    if (person.late) {
      tally.late++;
      if (tally.names.length < DIGEST_NAMES) tally.names.push(person.name);
    }
  };
  for (const person of facts.recipients) {
    const locations = facts.locationsOf.get(person.id) ?? [];
    const direct = (facts.managersOf.get(person.id) ?? []).filter((m) => m !== person.id);
    if (level === 'managers' && direct.length) {
      const places = locations.length ? locations : [null];
      for (const manager of direct) for (const location of places) count(manager, location, person);
      continue;
    }
    for (const location of locations)
      for (const manager of facts.locationManagers.get(location) ?? [])
        if (manager !== person.id) count(manager, location, person);
  }
  const digests = new Map<number, TDigestLine[]>();
  for (const [manager, places] of byManager) {
    const lines: TDigestLine[] = [...places]
      .filter(([, t]) => t.late > 0)
      .map(([location, t]) => ({
        location_id: location,
        location: location === null ? null : (facts.locationNames.get(location) ?? null),
        late: t.late,
        total: t.total,
        late_names: [...t.names].sort((a, b) => a.localeCompare(b)),
      }))
      .sort((a, b) => (a.location ?? '\uffff').localeCompare(b.location ?? '\uffff'));
    if (lines.length) digests.set(manager, lines);
  }
  return digests;
}
