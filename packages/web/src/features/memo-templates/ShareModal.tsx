import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LOCALES, type TMemoTemplate } from '@teamline/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useTemplateActions } from '../../api/memo-templates';
import { localText } from '../../i18n/server-texts';
import { showErrorToast, showToast } from '../../stores/toasts';

type Locale = (typeof LOCALES)[number];

/**
 * Share a template to the community (description, category, language), or update its share (a
 * fresh copy of the template as it is now), withdraw it, share it again.
 */
export function ShareModal({
  companyId,
  template,
  opened,
  onClose,
}: {
  companyId: number;
  template: TMemoTemplate;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { share } = useTemplateActions(companyId);
  const current = template.share;
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [language, setLanguage] = useState<Locale>('en');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setDescription(current?.description ?? '');
    setCategory(current?.category ?? template.category ?? '');
    setLanguage(current?.language ?? (i18n.language === 'es' ? 'es' : 'en'));
    setErrors({});
  }, [opened, current, template.category, i18n.language]);

  const send = (published: boolean | undefined, toast: string) => {
    setErrors({});
    share.mutate(
      {
        update: current !== null,
        body: {
          id: template.id,
          description: description.trim() || null,
          category: category.trim() || null,
          language,
          ...(published === undefined ? {} : { published }),
        },
      },
      {
        onSuccess: (saved) => {
          showToast({ variant: 'success', messages: t(toast, { title: saved.title }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            setErrors(
              Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, localText(v[0] ?? '')])),
            );
          }
          showErrorToast(error);
        },
      },
    );
  };
  const withdrawn = current !== null && !current.published;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('templates.share.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!current) send(undefined, 'templates.toasts.shared');
          else if (withdrawn) send(true, 'templates.toasts.republished');
          else send(undefined, 'templates.toasts.shareUpdated');
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('templates.share.intro')}
          </Text>
          <Textarea
            label={t('templates.share.description')}
            description={t('templates.share.descriptionHint')}
            rows={4}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('templates.share.category')}
              value={category}
              maxLength={60}
              onChange={(e) => setCategory(e.currentTarget.value)}
              error={errors.category}
            />
            <Select
              label={t('templates.share.language')}
              data={LOCALES.map((l) => ({ value: l, label: t(`templates.share.languages.${l}`) }))}
              value={language}
              onChange={(v) => setLanguage(v === 'es' ? 'es' : 'en')}
              allowDeselect={false}
            />
          </Group>
          {current && !withdrawn && (
            <Text size="sm" c="gray.7">
              {t('templates.share.updateHint')}
            </Text>
          )}
          <Group justify="space-between" mt="sm">
            <div>
              {current?.published && (
                <Button
                  variant="light"
                  color="red"
                  loading={share.isPending && share.variables?.body.published === false}
                  disabled={share.isPending}
                  onClick={() => send(false, 'templates.toasts.withdrawn')}
                >
                  {t('templates.share.withdraw')}
                </Button>
              )}
            </div>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={share.isPending && share.variables?.body.published !== false}
                disabled={share.isPending}
              >
                {!current
                  ? t('templates.share.submit')
                  : withdrawn
                    ? t('templates.share.republish')
                    : t('templates.share.update')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
