import type { TAbilities } from '@teamline/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { renderRoutes } from '../../layouts/company/test-render';
import { buildTemplate } from './test-templates';

const calls = vi.fn();
vi.mock('../../api/http', async (original) => ({
  ...(await original<typeof import('../../api/http')>()),
  api: {
    post: async (path: string, body: unknown) => {
      calls(path, body);
      return buildTemplate({ id: 31, memo_id: 9 });
    },
  },
}));
const viewer: { abilities: Partial<TAbilities> } = { abilities: {} };
vi.mock('../../layouts/company/use-current-company', () => ({
  useCurrentCompany: () => buildCompany('manager', { id: 5, abilities: viewer.abilities }),
}));

const { SaveAsTemplateButton } = await import('./SaveAsTemplateButton');

const renderButton = (kind: 'message' | 'survey' | 'celebration') =>
  renderRoutes(
    [
      { path: '/:companyId/memo/:id', element: <SaveAsTemplateButton memo={{ id: 9, kind }} /> },
      { path: '/:companyId/memo-template/:id', element: <p>the template</p> },
    ],
    '/5/memo/9',
  );

describe('Save as template (a memo’s page)', () => {
  beforeEach(() => {
    calls.mockReset();
    viewer.abilities = {};
  });

  it('saves the memo as a template (create with memo_id) and opens it', async () => {
    const { router } = renderButton('survey');
    fireEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/memo-template/31'));
    expect(calls).toHaveBeenCalledWith('memo-templates/create', { company_id: 5, memo_id: 9 });
  });

  it('is not offered for a celebration, nor without memo_templates.manage', () => {
    renderButton('celebration');
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
    viewer.abilities = { 'memo_templates.manage': false };
    renderButton('message');
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
  });
});
