import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildNavItems } from './layouts/company/nav-items';
import { abilitiesFor } from './layouts/company/test-company';
import { renderRoutes } from './layouts/company/test-render';
import type { RouteHandle } from './route-meta';
import { routes } from './routes';

/** The company area's routes (children of /:companyId), by path. */
const companyRoutes = () => {
  const area = routes.flatMap((r) => r.children ?? []).find((r) => r.path === '/:companyId');
  return new Map((area?.children ?? []).map((r) => [r.path ?? '', r]));
};
const handleOf = (path: string) => companyRoutes().get(path)?.handle as RouteHandle | undefined;
const nameOf = (path: string) => handleOf(path)?.name;

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('the route table and the navigation agree (spec §2)', () => {
  it("the nav's Memos › Sent opens the spec's MemoSendsList; compose and the detail stay under its tab", () => {
    const memos = buildNavItems({ abilities: abilitiesFor('manager'), flags: [] }).find(
      (i) => i.labelKey === 'memos',
    );
    const sent = memos?.children?.find((c) => c.labelKey === 'memoSends');
    expect(sent?.path).toBe('memo-sends');
    expect(nameOf(sent?.path ?? '')).toBe('MemoSendsList');
    expect(nameOf(memos?.path ?? '')).toBe('MemoSendsList');
    for (const path of ['memo-sends', 'memos/new', 'memo/:id', 'memo/:id/edit'])
      expect(handleOf(path)?.tab).toBe('memo-sends');
  });

  it('the old memos address goes to Sent with its filters', async () => {
    const area = companyRoutes();
    const old = area.get('memos');
    renderRoutes(
      [
        {
          path: '/:companyId',
          children: [
            { path: 'memos', element: old?.element },
            { path: 'memo-sends', element: <Where /> },
          ],
        },
      ],
      '/5/memos?kind=survey&status=scheduled',
    );
    expect(await screen.findByText('/5/memo-sends?kind=survey&status=scheduled')).toBeTruthy();
  });
});
