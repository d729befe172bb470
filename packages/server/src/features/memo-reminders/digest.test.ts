import { describe, expect, it } from 'vitest';
import { buildDigests, DIGEST_NAMES } from './digest.js';
import { dueEscalations, dueStep } from './reminder-steps.js';
import { digestLine, digestSummary } from './reminder-texts.js';

const DOWNTOWN = 1;
const AIRPORT = 2;
const HEAD = 100; // manages Downtown
const BOSS = 200; // manages Airport, and directly ten of Downtown's people

/** Downtown: 14 recipients, 3 late; Airport: 5 recipients, 1 late; people 1..14 and 21..25. */
function facts() {
  const downtown = Array.from({ length: 14 }, (_, i) => ({
    id: i + 1,
    name: `D${String(i + 1).padStart(2, '0')}`,
    late: i < 3,
  }));
  const airport = Array.from({ length: 5 }, (_, i) => ({ id: 21 + i, name: `A${i + 1}`, late: i === 0 }));
  return {
    recipients: [...downtown, ...airport],
    locationsOf: new Map<number, number[]>([
      ...downtown.map((p) => [p.id, [DOWNTOWN]] as [number, number[]]),
      ...airport.map((p) => [p.id, [AIRPORT]] as [number, number[]]),
    ]),
    managersOf: new Map<number, number[]>(downtown.slice(0, 10).map((p) => [p.id, [BOSS]])),
    locationManagers: new Map([
      [DOWNTOWN, [HEAD]],
      [AIRPORT, [BOSS]],
    ]),
    locationNames: new Map([
      [DOWNTOWN, 'Downtown'],
      [AIRPORT, 'Airport'],
    ]),
  };
}

describe('digests', () => {
  it('by location: "Downtown: 3 of 14 have not acknowledged Fryer safety"', () => {
    const digests = buildDigests('location', facts());
    const head = digests.get(HEAD) ?? [];
    expect(head).toEqual([
      { location_id: DOWNTOWN, location: 'Downtown', late: 3, total: 14, late_names: ['D01', 'D02', 'D03'] },
    ]);
    const [line] = head;
    if (!line) throw new Error('no line for Downtown');
    expect(digestLine('en', 'message', 'Fryer safety', line)).toBe(
      'Downtown: 3 of 14 have not acknowledged Fryer safety',
    );
    expect(digestLine('es', 'survey', 'Clima', { ...line, late: 1 })).toBe(
      'Downtown: 1 de 14 no ha respondido «Clima»',
    );
    expect(digests.get(BOSS)).toEqual([
      { location_id: AIRPORT, location: 'Airport', late: 1, total: 5, late_names: ['A1'] },
    ]);
  });

  it("managers first: each person's own managers, else their location's; nobody with nobody late", () => {
    const digests = buildDigests('managers', facts());
    // BOSS directly manages D01..D10 (3 late) and, as Airport's manager, the Airport people.
    expect(digests.get(BOSS)?.map((l) => [l.location, l.late, l.total])).toEqual([
      ['Airport', 1, 5],
      ['Downtown', 3, 10],
    ]);
    // HEAD gets D11..D14, who have no manager of their own: none late, so no digest.
    expect(digests.has(HEAD)).toBe(false);
    expect(digestSummary('en', 'message', 'X', digests.get(BOSS) ?? [])).toBe(
      'Airport: 1 of 5 has not acknowledged X. Downtown: 3 of 10 have not acknowledged X',
    );
  });

  it('a person without a location is a line of its own; names stop at DIGEST_NAMES; nobody is their own manager', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, late: true }));
    const digests = buildDigests('managers', {
      recipients: [...many, { id: BOSS, name: 'Boss', late: true }],
      locationsOf: new Map(),
      managersOf: new Map([...many.map((p) => [p.id, [BOSS]] as [number, number[]]), [BOSS, [BOSS]]]),
      locationManagers: new Map(),
      locationNames: new Map(),
    });
    const [line] = digests.get(BOSS) ?? [];
    expect(line).toMatchObject({ location: null, late: 30, total: 30 });
    expect(line?.late_names).toHaveLength(DIGEST_NAMES);
  });
});

describe('timing', () => {
  const sent = '2026-03-01T12:00:00.000Z';
  const memo = {
    due_at: '2026-03-03T12:00:00.000Z',
    reminder_steps: '[-24,0,24]',
    escalate_after_hours: 24,
    published_at: sent,
    notified_at: null,
  };
  const at = (iso: string) => new Date(iso);
  it('the latest step that has come, until the next; the last for a day', () => {
    expect(dueStep(memo, at('2026-03-02T11:59:00Z'))).toBeNull();
    expect(dueStep(memo, at('2026-03-02T12:00:00Z'))).toBe(-24);
    expect(dueStep(memo, at('2026-03-03T11:59:00Z'))).toBe(-24);
    expect(dueStep(memo, at('2026-03-03T12:00:00Z'))).toBe(0);
    expect(dueStep(memo, at('2026-03-04T12:30:00Z'))).toBe(24);
    expect(dueStep(memo, at('2026-03-05T12:00:00Z'))).toBeNull();
    // Revealed after the step a day before: that step is never sent.
    expect(dueStep({ ...memo, notified_at: '2026-03-02T13:00:00Z' }, at('2026-03-02T14:00:00Z'))).toBeNull();
  });
  it('escalation: managers after the delay, locations after twice the delay; none without one', () => {
    expect(dueEscalations(memo, at('2026-03-04T11:59:00Z'))).toEqual([]);
    expect(dueEscalations(memo, at('2026-03-04T12:00:00Z'))).toEqual(['managers']);
    expect(dueEscalations(memo, at('2026-03-05T12:00:00Z'))).toEqual(['managers', 'location']);
    expect(dueEscalations({ ...memo, escalate_after_hours: null }, at('2026-03-09T12:00:00Z'))).toEqual([]);
  });
});
