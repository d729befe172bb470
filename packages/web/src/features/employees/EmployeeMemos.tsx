import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeMemos } from '../../api/employees';
import { downloadEmployeeMemos } from './memos-csv';

function memoTitle(memo: unknown, index: number): string {
  if (memo && typeof memo === 'object') {
    const m = memo as Record<string, unknown>;
    for (const key of ['title', 'name', 'subject']) if (typeof m[key] === 'string') return m[key] as string;
  }
  return `#${index + 1}`;
}

function MemoList({ title, memos, empty }: { title: string; memos: unknown[] | undefined; empty: string }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {!memos || memos.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={4} pl="md" m={0}>
          {memos.map((memo, i) => (
            <Text component="li" size="sm" key={memoTitle(memo, i) + String(i)}>
              {memoTitle(memo, i)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Memo summary, read and unread memos, and the memos CSV of one employee. */
export function EmployeeMemos({
  companyId,
  employee,
}: {
  companyId: number;
  employee: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const { summary, read, unread } = useEmployeeMemos(companyId, employee.id);
  const [isDownloading, setIsDownloading] = useState(false);
  const handleDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadEmployeeMemos(companyId, employee);
    } finally {
      setIsDownloading(false);
    }
  };
  const figures = [
    { label: t('employees.detail.summary.total'), value: summary.data?.total },
    { label: t('employees.detail.summary.read'), value: summary.data?.read },
    { label: t('employees.detail.summary.unread'), value: summary.data?.unread },
  ];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="employee-memos-title">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4" id="employee-memos-title">
          {t('employees.detail.memos')}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={isDownloading}
          onClick={handleDownload}
        >
          {t('employees.detail.downloadCsv')}
        </Button>
      </Group>
      <SimpleGrid cols={3} mb="md">
        {figures.map((f) => (
          <Stack key={f.label} gap={0} align="center">
            <Text fw={700} size="xl">
              {f.value ?? '–'}
            </Text>
            <Text size="xs" c="gray.7">
              {f.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MemoList
          title={t('employees.detail.unreadMemos')}
          memos={unread.data}
          empty={t('employees.detail.noUnreadMemos')}
        />
        <MemoList
          title={t('employees.detail.readMemos')}
          memos={read.data}
          empty={t('employees.detail.noReadMemos')}
        />
      </SimpleGrid>
    </Card>
  );
}
