import { Anchor, Badge, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { AnyMemoKind, TMemoStats } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { PageControls } from '../../../components/ListPagination';
import { useDates } from '../../../i18n/dates';

interface RecipientsTableProps {
  stats: TMemoStats;
  kind: AnyMemoKind;
  zone: string | undefined;
  onPage: (page: number) => void;
}

type Recipient = TMemoStats['recipients'][number];

const FLAG_COLORS = { open: 'red.9', answered: 'blue.8', closed: 'gray' } as const;

/**
 * A recipient's flag by the follow-up lifecycle: when, its state (open: awaiting a manager;
 * answered: awaiting the employee; closed), the employee's note and the manager's answer.
 */
function FlagCell({ recipient: r, when }: { recipient: Recipient; when: (iso: string | null) => string }) {
  const { t } = useTranslation();
  if (!r.flagged_at || !r.flag_state) return <>—</>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">
        {when(r.flagged_at)}
        {r.is_urgent && r.flag_state === 'open' ? ` · ${t('memos.detail.urgent')}` : ''}
      </Text>
      <Badge
        size="xs"
        variant={r.flag_state === 'closed' ? 'light' : 'filled'}
        color={FLAG_COLORS[r.flag_state]}
      >
        {t(`memos.detail.flagState.${r.flag_state}`)}
      </Badge>
      {r.flag_note && (
        <Text size="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          “{r.flag_note}”
        </Text>
      )}
      {r.manager_note && (
        <Text size="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          {t('memos.detail.flagAnswer', { note: r.manager_note })}
        </Text>
      )}
    </Stack>
  );
}

/** Who received the memo and what they did, one page at a time. */
export function RecipientsTable({ stats, kind, zone, onPage }: RecipientsTableProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso, zone) : '—');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recipients-title">
      <Title order={2} size="h4" id="recipients-title" mb="sm">
        {t('memos.detail.recipientsTitle')}
      </Title>
      {stats.recipients.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('memos.detail.noRecipients')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('memos.detail.employee')}</Table.Th>
                <Table.Th scope="col">{t('memos.detail.stats.read')}</Table.Th>
                <Table.Th scope="col">
                  {kind === 'survey'
                    ? t('memos.detail.stats.answered')
                    : t('memos.detail.stats.acknowledged')}
                </Table.Th>
                <Table.Th scope="col">{t('memos.detail.stats.flagged')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.recipients.map((r) => (
                <Table.Tr key={r.employee_id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {r.employee?.name ?? `#${r.employee_id}`}
                      </Text>
                      {r.is_past_due && (
                        <Badge size="xs" color="red.9" variant="filled">
                          {t('memos.pastDue')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{when(r.read_at)}</Table.Td>
                  <Table.Td>
                    {/* When they answered: a bare 'Yes' would read as their answer to a Yes/No question. */}
                    {when(kind === 'survey' && !r.answered ? null : r.acknowledged_at)}
                    {r.acknowledgement_note && (
                      <Text size="xs" c="gray.8">
                        “{r.acknowledgement_note}”
                      </Text>
                    )}
                    {r.acknowledgement_photo_url && (
                      <Anchor href={r.acknowledgement_photo_url} target="_blank" rel="noopener" size="xs">
                        <Image
                          src={r.acknowledgement_photo_url}
                          alt={t('memos.detail.photoOf', { name: r.employee?.name ?? `#${r.employee_id}` })}
                          w={56}
                          h={56}
                          fit="cover"
                          radius="sm"
                          mt={4}
                        />
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <FlagCell recipient={r} when={when} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {stats.total_pages > 1 && (
        <Group justify="center" mt="md">
          <PageControls
            total={stats.total_pages}
            value={stats.current_page}
            onChange={onPage}
            aria-label={t('memos.detail.recipientPages')}
          />
        </Group>
      )}
    </Card>
  );
}
