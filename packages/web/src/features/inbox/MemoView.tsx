import { Anchor, Box, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TInboxMemo } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useInboxMemo } from '../../api/inbox';
import { useDates } from '../../i18n/dates';
import { MemoHtml } from '../memos/MemoHtml';
import { AcknowledgeForm } from './AcknowledgeForm';
import { FlagPanel } from './FlagPanel';
import classes from './Inbox.module.css';
import { MemoBadges } from './InboxList';
import { MemoMediaList } from './MemoMediaList';
import { SurveyForm } from './SurveyForm';

/** One opened memo (opening marks it read): its content and what the employee can do with it. */
export function MemoView({
  companyId,
  memoId,
  onBack,
}: {
  companyId: number;
  memoId: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useInboxMemo(companyId, memoId);
  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('inbox.back')}
      </Group>
    </Anchor>
  );
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError)
    return (
      <Stack gap="sm">
        {back}
        <Text role="alert">{t('inbox.memoFailed')}</Text>
      </Stack>
    );
  const memo = query.data;

  return (
    <Stack gap="md" component="article" aria-labelledby="memo-title">
      {back}
      <MemoBody companyId={companyId} memo={memo} />
      <Button variant="subtle" onClick={onBack} hiddenFrom="sm">
        {t('inbox.back')}
      </Button>
    </Stack>
  );
}

/**
 * An opened memo as the employee sees it: its card and what they can do with it. `preview` (a
 * template shown to management) shows the same screen with every control disabled.
 */
export function MemoBody({
  companyId,
  memo,
  preview = false,
}: {
  companyId: number;
  memo: TInboxMemo;
  preview?: boolean;
}) {
  const when = useDates().dateTime;
  const { t } = useTranslation();
  const actions = (
    <>
      {memo.kind === 'survey' ? (
        <SurveyForm companyId={companyId} memo={memo} />
      ) : (
        <AcknowledgeForm companyId={companyId} memo={memo} />
      )}
      {memo.can_flag && <FlagPanel companyId={companyId} memo={memo} />}
    </>
  );
  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} id="memo-title">
            {memo.title}
          </Title>
          {!preview && (
            <Text size="sm" c="gray.7">
              {memo.author ? `${t('inbox.from', { name: memo.author.name })} · ` : ''}
              {t('inbox.sentOn', {
                date: when(memo.display_start_at ?? memo.published_at),
              })}
            </Text>
          )}
          {memo.due_at && (
            <Text size="sm" c={memo.is_past_due ? 'red.8' : 'gray.7'} fw={memo.is_past_due ? 600 : 400}>
              {t('inbox.dueOn', { date: when(memo.due_at) })}
            </Text>
          )}
          <MemoBadges memo={memo} />
          <Box className={classes.content}>
            <MemoHtml html={memo.content} />
          </Box>
          <MemoMediaList media={memo.media} />
          {memo.author_description && (
            <Text size="sm" c="gray.7">
              {memo.author_description}
            </Text>
          )}
        </Stack>
      </Card>
      {preview ? (
        <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">{actions}</Stack>
        </fieldset>
      ) : (
        actions
      )}
    </>
  );
}
