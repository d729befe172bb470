import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PACKAGE_DEFAULT_TIME, PACKAGE_OFFSET_MAX, type TPackage, type TPackageStep } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { usePackageActions, usePackageTemplates } from '../../api/memo-packages';
import { firstFieldErrors } from '../../components/form/zod-validate';
import { showErrorToast } from '../../stores/toasts';

type Errors = Partial<Record<'template_id' | 'day_offset' | 'time', string>>;

/** The day offset and time fields both modals share. */
function DayAndTime(props: {
  day: number | string;
  time: string;
  errors: Errors;
  onDay: (v: number | string) => void;
  onTime: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NumberInput
        label={t('packages.step.dayOffset')}
        description={t('packages.step.dayOffsetHelp')}
        min={0}
        max={PACKAGE_OFFSET_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={props.day}
        onChange={props.onDay}
        error={props.errors.day_offset}
      />
      <TextInput
        type="time"
        label={t('packages.step.time')}
        description={t('packages.step.timeHelp')}
        value={props.time}
        onChange={(e) => props.onTime(e.currentTarget.value)}
        error={props.errors.time}
      />
    </Group>
  );
}

/** What a refused save says, by field; anything else is a toast. */
function useFailure(setErrors: (e: Errors) => void) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) setErrors(firstFieldErrors(error.errors));
    else showErrorToast(error);
  };
}

/** Adds one of the company's templates on a day (list-templates: live ones). */
export function AddStepModal({
  companyId,
  pkg,
  opened,
  onClose,
}: {
  companyId: number;
  pkg: TPackage;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actions = usePackageActions(companyId);
  const [search, setSearch] = useState('');
  const [terms] = useDebouncedValue(search.trim(), 300);
  const lastDay = pkg.steps.at(-1)?.day_offset ?? 0;
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [day, setDay] = useState<number | string>(pkg.steps.length ? lastDay + 1 : 0);
  const [time, setTime] = useState(PACKAGE_DEFAULT_TIME);
  const [errors, setErrors] = useState<Errors>({});
  const choices = usePackageTemplates(companyId, pkg.id, { terms, per_page: 50 }, opened);
  const failed = useFailure(setErrors);
  const chosen = choices.data?.memo_templates.find((x) => String(x.id) === templateId);
  const data = (choices.data?.memo_templates ?? []).map((x) => ({
    value: String(x.id),
    label: x.in_package ? `${x.title} (${t('packages.step.inPackage', { count: x.in_package })})` : x.title,
  }));
  // The chosen template stays listed while another search runs.
  if (templateId && !data.some((d) => d.value === templateId) && chosen)
    data.unshift({ value: templateId, label: chosen.title });
  const submit = () => {
    if (!templateId) return setErrors({ template_id: t('packages.step.chooseTemplate') });
    actions.addStep.mutate(
      { id: pkg.id, template_id: Number(templateId), day_offset: Number(day), time },
      { onSuccess: onClose, onError: failed },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('packages.step.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Select
          label={t('packages.step.template')}
          placeholder={t('packages.step.searchTemplates')}
          searchable
          data={data}
          value={templateId}
          onChange={(v) => {
            setTemplateId(v);
            setErrors({});
          }}
          onSearchChange={setSearch}
          nothingFoundMessage={t('packages.step.noTemplates')}
          error={errors.template_id}
          required
        />
        <DayAndTime day={day} time={time} errors={errors} onDay={setDay} onTime={setTime} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('packages.form.cancel')}
          </Button>
          <Button onClick={submit} loading={actions.addStep.isPending}>
            {t('packages.step.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A step's day offset and time. */
export function EditStepModal({
  companyId,
  pkg,
  step,
  onClose,
}: {
  companyId: number;
  pkg: TPackage;
  step: TPackageStep;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actions = usePackageActions(companyId);
  const [day, setDay] = useState<number | string>(step.day_offset);
  const [time, setTime] = useState(step.time);
  const [errors, setErrors] = useState<Errors>({});
  const failed = useFailure(setErrors);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${t('packages.step.editTitle')} · ${step.template.title}`}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <DayAndTime day={day} time={time} errors={errors} onDay={setDay} onTime={setTime} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('packages.form.cancel')}
          </Button>
          <Button
            loading={actions.updateStep.isPending}
            onClick={() =>
              actions.updateStep.mutate(
                { id: pkg.id, step_id: step.id, day_offset: Number(day), time },
                { onSuccess: onClose, onError: failed },
              )
            }
          >
            {t('packages.step.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
