import './i18n';
import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { GIF_RATINGS, type GifRating } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gifKeys } from '../../api/gifs';
import { useSaveMemoSettings } from '../../api/settings';
import { showErrorToast, showToast } from '../../stores/toasts';

/**
 * Settings › Memos: the content rating of chat GIF searches (memo settings `gif_rating`, pg-13
 * until an admin changes it; decisions.md, GIFs). Saving drops the GIFs the browser keeps.
 */
export function GifRatingCard({ companyId, initial }: { companyId: number; initial: GifRating }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const save = useSaveMemoSettings(companyId);
  const [saved, setSaved] = useState<GifRating>(initial);
  const [rating, setRating] = useState<GifRating>(initial);

  const submit = () =>
    save.mutate(
      { gif_rating: rating },
      {
        onSuccess: (settings) => {
          setSaved(settings.gif_rating);
          void qc.invalidateQueries({ queryKey: gifKeys.all(companyId) });
          showToast({ variant: 'success', messages: t('gifs.rating.saved') });
        },
        onError: (error) => showErrorToast(error),
      },
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="gif-rating-title">
      <Title order={2} size="h4" id="gif-rating-title" mb={4}>
        {t('gifs.rating.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('gifs.rating.intro')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Radio.Group
            label={t('gifs.rating.label')}
            value={rating}
            onChange={(v) => setRating(GIF_RATINGS.find((r) => r === v) ?? rating)}
          >
            <Stack gap="xs" mt={6}>
              {GIF_RATINGS.map((r) => (
                <Radio key={r} value={r} label={t(`gifs.rating.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={rating === saved}>
              {t('gifs.rating.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
