import { Stack } from '@mantine/core';
import type { Ability } from '@teamline/shared';
import type { ReactNode } from 'react';
import { RequireAbility } from '../../layouts/company/NotForYou';
import { PublishingPausedNotice } from '../billing/PublishingPaused';

interface GateProps {
  title: string;
  /** What the server must allow the caller for the page (company/details abilities). */
  ability: Ability;
  children: ReactNode;
}

/** Settings pages only admins may use: anyone else gets the "not for you" page (the server says 403 anyway). */
export function AdminOnly({ title, ability, children }: GateProps) {
  return (
    <RequireAbility title={title} ability={ability} who="admins">
      {children}
    </RequireAbility>
  );
}

/**
 * Pages management may open too (locations and audiences to read, tags to keep, memos): shown
 * when the server grants `ability`, exactly as it will answer (decisions.md, Places).
 */
export function ManagementOnly({
  title,
  ability,
  children,
  publishes = false,
}: GateProps & { publishes?: boolean }) {
  return (
    <RequireAbility title={title} ability={ability} who="management">
      {publishes ? (
        // A page whose actions publish says first when publishing is paused (decisions.md, Billing).
        <Stack gap="md">
          <PublishingPausedNotice />
          {children}
        </Stack>
      ) : (
        children
      )}
    </RequireAbility>
  );
}
