import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text, Timeline, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCalendarEvent, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TPackage, TPackageStep } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePackageActions } from '../../api/memo-packages';
import { useDates } from '../../i18n/dates';
import { showErrorToast, showToast } from '../../stores/toasts';
import { KindBadge, NO_CLIP } from '../memo-templates/shared';
import { EditStepModal } from './StepModals';

/** The steps by day, in order (the server's order: day, then place within the day). */
export function stepsByDay(steps: TPackageStep[]): Array<[number, TPackageStep[]]> {
  const days = new Map<number, TPackageStep[]>();
  for (const s of steps) days.set(s.day_offset, [...(days.get(s.day_offset) ?? []), s]);
  return [...days.entries()];
}

function IconButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
  color?: string;
}) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant="subtle"
        color={props.color ?? 'gray.8'}
        aria-label={props.label}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A package's timeline: each day with its templates at their times; its editor moves and removes them. */
export function PackageTimeline({ companyId, pkg }: { companyId: number; pkg: TPackage }) {
  const { t } = useTranslation();
  const dates = useDates();
  const actions = usePackageActions(companyId);
  const [editing, setEditing] = useState<TPackageStep | null>(null);
  const busy = actions.updateStep.isPending || actions.removeStep.isPending;
  const move = (step: TPackageStep, position: number) =>
    actions.updateStep.mutate(
      { id: pkg.id, step_id: step.id, position },
      { onError: (e) => showErrorToast(e) },
    );
  const remove = (step: TPackageStep) =>
    actions.removeStep.mutate(
      { id: pkg.id, stepId: step.id },
      {
        onSuccess: () =>
          showToast({
            variant: 'success',
            messages: t('packages.timeline.removed', { title: step.template.title }),
          }),
        onError: (e) => showErrorToast(e),
      },
    );

  if (!pkg.steps.length)
    return (
      <Text c="gray.7" py="md">
        {t('packages.timeline.empty')}
      </Text>
    );
  const days = stepsByDay(pkg.steps);
  return (
    <>
      <Timeline bulletSize={28} lineWidth={2} active={days.length - 1} color="blue.8">
        {days.map(([day, steps]) => (
          <Timeline.Item
            key={day}
            bullet={<IconCalendarEvent size={16} aria-hidden />}
            title={
              <Title order={3} size="h5">
                {day === 0 ? t('packages.timeline.dayZero') : t('packages.timeline.day', { day })}
              </Title>
            }
          >
            <Stack gap="xs" mt="xs" component="ol" p={0} style={{ listStyle: 'none' }}>
              {steps.map((step, i) => (
                <Card
                  component="li"
                  key={step.id}
                  withBorder
                  radius="md"
                  padding="sm"
                  data-testid="package-step"
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={600} c="gray.8">
                        {t('packages.timeline.at', { time: dates.timeOfDay(step.time) })}
                      </Text>
                      <KindBadge kind={step.template.kind} />
                      {step.template.archived && (
                        <Badge size="sm" variant="outline" color="orange.9" styles={NO_CLIP}>
                          {t('packages.timeline.archived')}
                        </Badge>
                      )}
                    </Group>
                    {pkg.can_edit && (
                      <Group gap={2} wrap="nowrap">
                        <IconButton
                          label={t('packages.timeline.moveUp', { title: step.template.title })}
                          onClick={() => move(step, i - 1)}
                          disabled={i === 0 || busy}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t('packages.timeline.moveDown', { title: step.template.title })}
                          onClick={() => move(step, i + 1)}
                          disabled={i === steps.length - 1 || busy}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t('packages.timeline.edit', { title: step.template.title })}
                          onClick={() => setEditing(step)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t('packages.timeline.remove', { title: step.template.title })}
                          onClick={() => remove(step)}
                          disabled={busy}
                          color="red.8"
                        >
                          <IconTrash size={16} aria-hidden />
                        </IconButton>
                      </Group>
                    )}
                  </Group>
                  <Anchor
                    mt={4}
                    component={Link}
                    to={`/${companyId}/memo-template/${step.template.id}`}
                    fw={600}
                  >
                    {step.template.title}
                  </Anchor>
                  {step.template.archived && (
                    <Text size="xs" c="orange.9">
                      {t('packages.timeline.archivedHint')}
                    </Text>
                  )}
                </Card>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
      {editing && (
        <EditStepModal companyId={companyId} pkg={pkg} step={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
