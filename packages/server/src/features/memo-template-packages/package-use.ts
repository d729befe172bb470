import { MEMO_TEXT, PACKAGE_TEXT, PACKAGE_USE_MEMOS_MAX, type ZPackageUseRequest } from '@teamline/shared';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import type { Database } from '../../db/index.js';
import type { MemoTemplatePackageRow, MemoTemplateSendRow } from '../../db/schema-templates.js';
import { invalid } from '../../http/errors.js';
import { localDateTime } from '../../jobs/schedules.js';
import type { Member } from '../../policies/member.js';
import { memoSenderOf } from '../../policies/memo.js';
import type { Realtime } from '../../realtime/realtime.js';
import { addDays, employeePlaces, zonedTime } from '../celebrations/celebration-dates.js';
import {
  createSend,
  deleteSends,
  findSend,
  sendMemos,
} from '../memo-template-sends/memo-template-sends.service.js';
import { publishSend } from '../memo-template-sends/send-publish.js';
import type { Log } from '../memo-templates/template-media.js';
import { assertTargets, isEmptyTargets, reachedEmployees, type Targets } from '../memos/memo-targets.js';
import { updateMemo } from '../memos/memos.service.js';
import { companyTimezone } from '../reports/reports.service.js';
import { packageSteps } from './memo-template-packages.service.js';

type UseRequest = z.output<typeof ZPackageUseRequest>;

/** One memo of a use: a step for the people of one time zone. */
interface Planned {
  templateId: number;
  startAt: string;
  zone: string;
  recipientIds: number[];
}

/**
 * Whom the targeting reaches now, by the zone of each one's first location (spec §9's default for
 * those with none), zones in name order.
 */
async function peopleByZone(db: Database, member: Member, targets: Targets): Promise<Map<string, number[]>> {
  const reached = await reachedEmployees(db, memoSenderOf(member), targets).execute();
  const places = await employeePlaces(
    db,
    reached.map((e) => e.id),
  );
  const zones = new Map<string, number[]>();
  for (const [id, place] of places) zones.set(place.timeZone, [...(zones.get(place.timeZone) ?? []), id]);
  return new Map([...zones.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * POST memo-template-packages/use (decisions.md, Template packages): the package applied to
 * recipients from a start date, as ONE template send made by createSend and published by
 * publishSend (all or nothing). Each step becomes one memo per distinct time zone of the people
 * reached, starting on start date + its offset at its time in that zone; a memo whose start has
 * already come goes out at once, the others are scheduled and go out with the minute job. With
 * one zone each memo keeps the chosen targeting (locations, audiences, people); with several,
 * each zone's memo names its people. If anything fails, the send and its memos go again.
 */
export async function usePackage(opts: {
  db: Database;
  realtime: Realtime;
  storage: Storage;
  member: Member;
  pkg: MemoTemplatePackageRow;
  input: UseRequest;
  log: Log;
}): Promise<MemoTemplateSendRow> {
  const { db, member, pkg, input } = opts;
  const steps = await packageSteps(db, [pkg.id]);
  if (!steps.length) throw invalid({ id: [PACKAGE_TEXT.noSteps] });
  const archived = await db
    .selectFrom('memo_templates')
    .select('id')
    .where(
      'id',
      'in',
      steps.map((s) => s.template_id),
    )
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  if (archived) throw invalid({ id: [PACKAGE_TEXT.archivedTemplate] });
  const now = new Date();
  const today = localDateTime(now, await companyTimezone({ db, companyId: member.companyId })).date;
  if (input.start_date < today) throw invalid({ start_date: [PACKAGE_TEXT.startPassed] });
  const targets: Targets = {
    locationIds: input.location_ids,
    audienceIds: input.audience_ids,
    recipientIds: input.recipient_ids,
  };
  if (isEmptyTargets(targets)) throw invalid({ location_ids: [MEMO_TEXT.noRecipients] });
  await assertTargets(db, memoSenderOf(member), targets);
  const zones = await peopleByZone(db, member, targets);
  if (!zones.size) throw invalid({ location_ids: [PACKAGE_TEXT.nobodyReached] });
  if (zones.size * steps.length > PACKAGE_USE_MEMOS_MAX) throw invalid({ id: [PACKAGE_TEXT.tooManyMemos] });
  const planned: Planned[] = steps.flatMap((step) =>
    [...zones.entries()].map(([zone, recipientIds]) => ({
      templateId: step.template_id,
      startAt: zonedTime(addDays(input.start_date, step.day_offset), step.send_time, zone).toISOString(),
      zone,
      recipientIds,
    })),
  );
  const split = zones.size > 1;
  const made = await createSend({
    ...opts,
    input: {
      company_id: member.companyId,
      name: input.name || `${pkg.name} · ${input.start_date}`,
      template_ids: planned.map((p) => p.templateId),
      location_ids: input.location_ids,
      audience_ids: input.audience_ids,
      recipient_ids: input.recipient_ids,
    },
  });
  try {
    const memos = await sendMemos(db, made.id);
    for (const [i, memo] of memos.entries()) {
      const plan = planned[i] as Planned;
      const future = plan.startAt > new Date().toISOString();
      if (!future && !split) continue;
      await updateMemo({
        db,
        realtime: opts.realtime,
        member,
        memo,
        input: {
          ...(future ? { start_at: plan.startAt } : {}),
          ...(split ? { location_ids: [], audience_ids: [], recipient_ids: plan.recipientIds } : {}),
          publish: false,
        },
      });
    }
    const send = await publishSend({ ...opts, send: await findSend({ db, member, id: made.id }) });
    await db
      .updateTable('memo_template_packages')
      .set((eb) => ({ use_count: eb('use_count', '+', 1), last_used_at: now.toISOString() }))
      .where('id', '=', pkg.id)
      .execute();
    return send;
  } catch (err) {
    await deleteSends({ db, sends: [made] });
    throw err;
  }
}
