import type { TPackage, TPackageStep, TPackagesPage } from '@teamline/shared';

/** Records as memo-template-packages answers them, for the page tests. */
export function buildStep(over: Partial<TPackageStep> & { title?: string } = {}): TPackageStep {
  const { title = 'Welcome', ...rest } = over;
  return {
    id: 70,
    day_offset: 0,
    time: '09:00',
    position: 0,
    template: { id: 11, kind: 'message', title, category: null, archived: false },
    ...rest,
  };
}

export function buildPackage(over: Partial<TPackage> = {}): TPackage {
  const steps = over.steps ?? [
    buildStep(),
    buildStep({ id: 71, day_offset: 1, time: '14:30', title: 'Food safety' }),
    buildStep({ id: 72, day_offset: 3, time: '08:00', title: 'First week survey' }),
  ];
  return {
    id: 30,
    company_id: 5,
    name: 'New hire, first week',
    description: null,
    step_count: steps.length,
    span_days: steps.reduce((m, s) => Math.max(m, s.day_offset), 0),
    use_count: 2,
    last_used_at: null,
    creator: { id: 3, name: 'Morgan Manager' },
    created_at: '2026-03-10T15:30:00.000Z',
    updated_at: '2026-03-10T15:30:00.000Z',
    can_edit: true,
    can_use: true,
    ...over,
    steps,
  };
}

export function buildPackagesPage(packages: TPackage[], over: Partial<TPackagesPage> = {}): TPackagesPage {
  return {
    memo_template_packages: packages,
    current_page: 1,
    total_pages: 1,
    total: packages.length,
    per_page: 25,
    sort_by: 'updated_at',
    sort_direction: 'desc',
    terms: '',
    ...over,
  };
}
