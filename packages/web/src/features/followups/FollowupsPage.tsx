import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FollowupKind, useFollowups } from '../../api/followups';
import { can } from '../../layouts/company/abilities';
import { useCurrentCompany } from '../../layouts/company/use-current-company';
import { formatWhen } from '../inbox/format';
import { AcknowledgeModal, type AcknowledgeTarget } from './AcknowledgeModal';

interface Row {
  kind: FollowupKind;
  id: number;
  employee: string;
  urgent: boolean;
  at: string;
  subject: ReactNode;
  subjectText: string;
  note: string | null;
}

/** Awaiting a manager, urgent first, then the longest waiting (the server's order within each). */
const urgentFirst = (rows: Row[]) => [...rows].sort((a, b) => Number(b.urgent) - Number(a.urgent));

function Section({
  title,
  rows,
  onAcknowledge,
}: {
  title: string;
  rows: Row[];
  onAcknowledge: (row: Row) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = `followups-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Badge variant={rows.length ? 'filled' : 'light'} color={rows.length ? 'blue.8' : 'gray'}>
            {rows.length}
          </Badge>
        </Group>
        {rows.length === 0 ? (
          <Text c="gray.7">{t('followups.none')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {urgentFirst(rows).map((row) => (
              <li key={`${row.kind}-${row.id}`}>
                <Card withBorder radius="sm" padding="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={700}>{row.employee}</Text>
                        {row.urgent && (
                          <Badge color="red.9" variant="filled" size="sm">
                            {t('followups.urgent')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm">{row.subject}</Text>
                      {row.note && <Text size="sm">“{row.note}”</Text>}
                      <Text size="xs" c="gray.7">
                        {formatWhen(row.at, i18n.language)}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      // Never squeezed by a long subject: Mantine clips a shrunk label ('Acknowl').
                      style={{ flexShrink: 0 }}
                      onClick={() => onAcknowledge(row)}
                      aria-label={t('followups.acknowledgeFor', {
                        name: row.employee,
                        subject: row.subjectText,
                      })}
                    >
                      {t('followups.acknowledge')}
                    </Button>
                  </Group>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Follow-ups (/flags): flagged messages, raised hands and check-ins awaiting a manager. */
export default function FollowupsPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const canManage = can(company, 'followups.manage');
  const overview = useFollowups(company.id, canManage);
  const [target, setTarget] = useState<AcknowledgeTarget | null>(null);

  if (!canManage)
    return (
      <Stack gap="sm">
        <Title order={1}>{t('followups.title')}</Title>
        <Text>{t('followups.managersOnly')}</Text>
      </Stack>
    );

  const name = (e: { name: string } | null) => e?.name ?? t('followups.someone');
  const data = overview.data;
  const flagged: Row[] = (data?.flagged_messages ?? [])
    .filter((f) => f.is_awaiting_manager)
    .map((f) => ({
      kind: 'flagged_message',
      id: f.id,
      employee: name(f.employee),
      urgent: f.is_urgent,
      at: f.flagged_at ?? f.updated_at,
      subjectText: f.memo.title,
      subject: (
        <Anchor component={Link} to={`/${company.id}/memo/${f.memo.id}`} inherit>
          {f.memo.title}
        </Anchor>
      ),
      note: f.flag_data?.note ?? null,
    }));
  const hands: Row[] = (data?.raised_hands ?? [])
    .filter((h) => h.is_awaiting_manager)
    .map((h) => ({
      kind: 'raised_hand',
      id: h.id,
      employee: name(h.employee),
      urgent: h.is_urgent,
      at: h.created_at,
      subjectText: h.note,
      subject: t('followups.raisedHand'),
      note: h.note,
    }));
  const checkins: Row[] = (data?.checkins ?? [])
    .filter((c) => c.is_awaiting_manager)
    .map((c) => ({
      kind: 'checkin',
      id: c.id,
      employee: name(c.employee),
      urgent: c.is_urgent,
      at: c.acknowledged_at ?? c.updated_at,
      subjectText: c.topic,
      subject: c.topic,
      note: c.note,
    }));
  const open = (row: Row) =>
    setTarget({ kind: row.kind, id: row.id, employee: row.employee, subject: row.subjectText });

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('followups.title')}</Title>
        <Text c="gray.7">{t('followups.intro')}</Text>
      </Stack>
      {overview.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : overview.isError ? (
        <Text role="alert">{t('followups.loadFailed')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          <Section title={t('followups.flagged')} rows={flagged} onAcknowledge={open} />
          <Section title={t('followups.hands')} rows={hands} onAcknowledge={open} />
          <Section title={t('followups.checkins')} rows={checkins} onAcknowledge={open} />
        </SimpleGrid>
      )}
      <AcknowledgeModal companyId={company.id} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
