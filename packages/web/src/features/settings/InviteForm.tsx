import { Button, Card, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailField, phoneField, type Role, requiredString } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/http';
import { useInvitationActions } from '../../api/invitations';
import { firstFieldErrors, zodValidate } from '../../components/form/zod-validate';
import { PhoneInput } from '../../components/PhoneInput';
import { showErrorToast, showToast } from '../../stores/toasts';

type Channel = 'phone' | 'email';

interface InviteValues {
  name: string;
  channel: Channel;
  phone: string;
  email: string;
  role: Role;
}

/** The employees/invite payload, built from the shared field rules so the texts match the server's. */
const ZInviteForm = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('phone'), name: requiredString(120), phone: phoneField, role: z.string() }),
  z.object({ channel: z.literal('email'), name: requiredString(120), email: emailField, role: z.string() }),
]);

const INITIAL: InviteValues = { name: '', channel: 'phone', phone: '', email: '', role: 'employee' };

interface InviteFormProps {
  companyId: number;
  /** The server lets the caller hand out manager and admin roles (employees.assign_management). */
  canAssignManagement: boolean;
}

/** Invite one person by phone or e-mail; only who may assign management roles chooses the role. */
export function InviteForm({ companyId, canAssignManagement }: InviteFormProps) {
  const { t } = useTranslation();
  const { invite } = useInvitationActions(companyId);
  const form = useForm<InviteValues>({ initialValues: INITIAL, validate: zodValidate(ZInviteForm) });
  const roles: Role[] = canAssignManagement ? ['employee', 'manager', 'admin'] : ['employee'];

  const handleSubmit = form.onSubmit((values) => {
    const parsed = ZInviteForm.parse(values);
    const body =
      parsed.channel === 'phone'
        ? { name: parsed.name, phone: parsed.phone, role: values.role }
        : { name: parsed.name, email: parsed.email, role: values.role };
    invite.mutate(body, {
      onSuccess: () => {
        showToast({ variant: 'success', messages: t('settings.invitations.sent', { name: parsed.name }) });
        form.setValues({ ...INITIAL, channel: values.channel });
        form.resetDirty();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isValidation) form.setErrors(firstFieldErrors(error.errors));
        showErrorToast(error);
      },
    });
  });
  const handleChannelChange = (value: string) => {
    form.setFieldValue('channel', value as Channel);
    form.clearErrors();
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invite-form-title">
      <Title order={2} size="h4" id="invite-form-title" mb="md">
        {t('settings.invitations.formTitle')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('settings.invitations.name')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600} id="invite-channel-label">
              {t('settings.invitations.sendBy')}
            </Text>
            <SegmentedControl
              aria-labelledby="invite-channel-label"
              value={form.values.channel}
              onChange={handleChannelChange}
              data={[
                { value: 'phone', label: t('settings.invitations.byPhone') },
                { value: 'email', label: t('settings.invitations.byEmail') },
              ]}
            />
          </Stack>
          {form.values.channel === 'phone' ? (
            <PhoneInput
              label={t('settings.invitations.phone')}
              placeholder={t('settings.invitations.phonePlaceholder')}
              withAsterisk
              value={form.values.phone}
              onChange={(value) => form.setFieldValue('phone', value)}
              error={form.errors.phone}
            />
          ) : (
            <TextInput
              label={t('settings.invitations.email')}
              type="email"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('email')}
            />
          )}
          <Select
            label={t('settings.invitations.role')}
            description={canAssignManagement ? undefined : t('settings.invitations.roleHint')}
            data={roles.map((role) => ({ value: role, label: t(`settings.invitations.roles.${role}`) }))}
            allowDeselect={false}
            disabled={!canAssignManagement}
            {...form.getInputProps('role')}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('settings.invitations.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
