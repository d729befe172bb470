import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrenceAfter, occurrences, type Rule, wallClockInstant } from './occurrences.js';

const rule = (r: Partial<Rule>): Rule => ({
  start_date: '2027-03-12',
  time: '09:00',
  time_zone: 'America/Chicago',
  repeat: 'daily',
  weekdays: [],
  end_date: null,
  count: null,
  ...r,
});
const all = (r: Rule) => [...occurrences(r)].map((d) => d.toISOString());

describe('occurrences', () => {
  it('keep the wall-clock time across the spring change in Chicago, and do not move in Phoenix', () => {
    expect(all(rule({ count: 4 }))).toEqual([
      '2027-03-12T15:00:00.000Z',
      '2027-03-13T15:00:00.000Z',
      '2027-03-14T14:00:00.000Z',
      '2027-03-15T14:00:00.000Z',
    ]);
    expect(all(rule({ count: 4, time_zone: 'America/Phoenix' }))).toEqual([
      '2027-03-12T16:00:00.000Z',
      '2027-03-13T16:00:00.000Z',
      '2027-03-14T16:00:00.000Z',
      '2027-03-15T16:00:00.000Z',
    ]);
  });

  it('keep it across the autumn change too', () => {
    expect(all(rule({ start_date: '2027-11-06', end_date: '2027-11-08' }))).toEqual([
      '2027-11-06T14:00:00.000Z',
      '2027-11-07T15:00:00.000Z',
      '2027-11-08T15:00:00.000Z',
    ]);
  });

  it('a time the spring change skips goes out after it; a repeated one at its first passing', () => {
    expect(wallClockInstant('2027-03-14', '02:30', 'America/Chicago').toISOString()).toBe(
      '2027-03-14T08:30:00.000Z',
    );
    expect(wallClockInstant('2027-11-07', '01:30', 'America/Chicago').toISOString()).toBe(
      '2027-11-07T06:30:00.000Z',
    );
    expect(wallClockInstant('2027-03-14', '02:30', 'America/Phoenix').toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
  });

  it('weekly on chosen days, monthly on the last day of short months, once', () => {
    // 2027-03-12 is a Friday: Monday and Wednesday after it.
    expect(all(rule({ repeat: 'weekly', weekdays: [1, 3], count: 3 })).map((d) => d.slice(0, 10))).toEqual([
      '2027-03-15',
      '2027-03-17',
      '2027-03-22',
    ]);
    expect(
      all(rule({ repeat: 'monthly', start_date: '2027-01-31', count: 3 })).map((d) => d.slice(0, 10)),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
    expect(all(rule({ repeat: 'once' }))).toEqual(['2027-03-12T15:00:00.000Z']);
  });

  it('answer the next one from an instant, and none once the count is reached', () => {
    const r = rule({ count: 2 });
    expect(nextOccurrence(r, new Date('2027-03-12T15:00:00Z'))?.toISOString()).toBe(
      '2027-03-12T15:00:00.000Z',
    );
    expect(occurrenceAfter(r, new Date('2027-03-12T15:00:00Z'))?.toISOString()).toBe(
      '2027-03-13T15:00:00.000Z',
    );
    expect(occurrenceAfter(r, new Date('2027-03-13T15:00:00Z'))).toBeNull();
  });
});
