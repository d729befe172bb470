import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../layouts/company/test-company';
import { ManagementOnly } from '../settings/AdminOnly';
import { isPublishingPaused, pausedProps } from './PublishingPaused';
import { fakeServer, renderCompanyPage } from './test-billing';

const ROUTE = '/:companyId/memo-sends';
const lapsed = (role: 'manager' | 'admin') =>
  buildCompany(role, { is_subscribed: false, abilities: { 'memos.publish': false } });

function Page({ paused }: { paused: boolean }) {
  return (
    <ManagementOnly title="Memos" ability="memos.manage" publishes>
      <Button {...pausedProps(paused)}>Publish</Button>
    </ManagementOnly>
  );
}

describe('publishing paused when the plan lapsed (memos.publish false)', () => {
  it('a manager is told before trying, naming the admins to ask; Publish is disabled and described', async () => {
    fakeServer({
      'GET company/managers': {
        content: [
          { id: 1, name: 'Dana Admin', role: 'admin' },
          { id: 2, name: 'Mo Manager', role: 'manager' },
          { id: 3, name: 'Ari Admin', role: 'admin' },
        ],
      },
    });
    const company = lapsed('manager');
    renderCompanyPage(<Page paused={isPublishingPaused(company)} />, ROUTE, '/7/memo-sends', company);
    expect(screen.getByText('Publishing is paused')).toBeTruthy();
    expect(
      await screen.findByText('Ask Dana Admin or Ari Admin to renew it in Settings › Subscription.'),
    ).toBeTruthy();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(publish.getAttribute('aria-describedby')).toBe('publishing-paused');
    expect(document.getElementById('publishing-paused')).toBeTruthy();
  });

  it('an admin gets the way to renew instead', () => {
    const server = fakeServer({});
    const company = lapsed('admin');
    renderCompanyPage(<Page paused={isPublishingPaused(company)} />, ROUTE, '/7/memo-sends', company);
    expect(screen.getByRole('link', { name: 'Renew the subscription' }).getAttribute('href')).toBe(
      '/7/settings/subscription',
    );
    expect(server.calls).toEqual([]);
  });

  it('says nothing while publishing is allowed', () => {
    fakeServer({});
    const company = buildCompany('manager');
    renderCompanyPage(<Page paused={isPublishingPaused(company)} />, ROUTE, '/7/memo-sends', company);
    expect(screen.queryByText('Publishing is paused')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false);
  });
});
