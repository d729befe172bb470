import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Ability } from '@teamline/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from './abilities';
import { useCurrentCompany } from './use-current-company';

/** Who may use a page, as its note says: the team's admins, or its managers and admins. */
export type AllowedPeople = 'admins' | 'management';

export interface NotForYouProps {
  /** The page's own title, so the caller knows where they are. */
  title: string;
  who: AllowedPeople;
  /** A sentence more specific than the default one for `who` (e.g. who may invite people). */
  reason?: string;
}

/**
 * The one "not for you" page of the company area: the page's title, a plain statement that the
 * page is not for the caller and who may use it, and the way back Home. Every guarded page shows
 * it (through RequireAbility), as does a record the server answers 403 for.
 */
export function NotForYou({ title, who, reason }: NotForYouProps) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Card withBorder radius="md" padding="lg" role="note" aria-labelledby="not-for-you-heading">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="gray" size={40} radius="xl" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text fw={700} id="not-for-you-heading">
              {t('layout.notForYou.heading')}
            </Text>
            <Text>{reason ?? t(`layout.notForYou.${who}`)}</Text>
            <Anchor component={Link} to={`/${company.id}`} fw={600}>
              {t('layout.notForYou.home')}
            </Anchor>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}

export interface RequireAbilityProps extends NotForYouProps {
  /** What the server must allow the caller (company/details abilities) for the page to be theirs. */
  ability: Ability;
  children: ReactNode;
}

/** The page when the server allows the caller `ability`, else the "not for you" page. */
export function RequireAbility({ ability, children, ...note }: RequireAbilityProps) {
  const company = useCurrentCompany();
  if (can(company, ability)) return <>{children}</>;
  return <NotForYou {...note} />;
}
