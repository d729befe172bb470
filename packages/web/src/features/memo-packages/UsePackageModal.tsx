import { Button, Group, List, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPackage } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { usePackageActions } from '../../api/memo-packages';
import { firstFieldErrors } from '../../components/form/zod-validate';
import { addDays, todayIn, useDates } from '../../i18n/dates';
import { showErrorToast, showToast } from '../../stores/toasts';
import { RecipientsField, type TargetValues, toTargeting } from '../memos/compose/RecipientsField';

type Field = keyof TargetValues | 'start_date' | 'name' | 'id';

/**
 * "Use": recipients (compose's targeting picker) and a start date; the server makes one
 * template send whose memos go out at their offsets, and its page opens.
 */
export function UsePackageModal({
  companyId,
  pkg,
  onClose,
}: {
  companyId: number;
  pkg: TPackage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const navigate = useNavigate();
  const actions = usePackageActions(companyId);
  const today = todayIn(dates.zone);
  const phone = useMediaQuery('(max-width: 48em)');
  const [targets, setTargets] = useState<TargetValues>({
    location_ids: [],
    audience_ids: [],
    recipient_ids: [],
  });
  const [start, setStart] = useState(today);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start);
  const submit = () =>
    actions.use.mutate(
      {
        id: pkg.id,
        start_date: start,
        ...(name.trim() ? { name: name.trim() } : {}),
        ...toTargeting(targets),
      },
      {
        onSuccess: (send) => {
          showToast({ variant: 'success', messages: t('packages.use.done', { name: send.name }) });
          onClose();
          navigate(`/${companyId}/memo-send/${send.id}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fields = firstFieldErrors(error.errors);
            setErrors(fields);
            if (fields.id) showErrorToast(error);
          } else showErrorToast(error);
        },
      },
    );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('packages.use.title', { name: pkg.name })}
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('packages.use.intro')}
        </Text>
        <RecipientsField
          companyId={companyId}
          values={targets}
          onChange={(field, ids) => {
            setTargets((v) => ({ ...v, [field]: ids }));
            setErrors({});
          }}
          errors={{
            location_ids: errors.location_ids,
            audience_ids: errors.audience_ids,
            recipient_ids: errors.recipient_ids,
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('packages.use.startDate')}
            min={today}
            required
            value={start}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.start_date}
          />
          <TextInput
            label={t('packages.use.sendName')}
            description={t('packages.use.sendNameHelp', { name: pkg.name })}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
        </SimpleGrid>
        {valid && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('packages.use.schedule')}
            </Title>
            <List size="sm" spacing={2}>
              {pkg.steps.map((s) => (
                <List.Item key={s.id}>
                  <Text span size="sm" fw={600}>
                    {t('packages.use.scheduleLine', {
                      date: dates.day(addDays(start, s.day_offset), {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                      }),
                      time: dates.timeOfDay(s.time),
                    })}
                  </Text>{' '}
                  — {s.template.title}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('packages.form.cancel')}
          </Button>
          <Button onClick={submit} loading={actions.use.isPending} disabled={!valid}>
            {t('packages.use.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
