import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { TMemoStats } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

type Result = TMemoStats['survey_results'][number];

/** One question: a bar chart of option counts, and a table of the counts per location. */
function QuestionResult({ result }: { result: Result }) {
  const { t } = useTranslation();
  const total = result.options.reduce((n, o) => n + o.count, 0);
  const headingId = `question-${result.question}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {result.text}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('memos.detail.answers', { count: total })}
      </Text>
      <BarChart
        h={Math.max(120, result.options.length * 40)}
        data={result.options.map((o) => ({ option: o.option, count: o.count }))}
        dataKey="option"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        xAxisProps={{ allowDecimals: false }}
        series={[{ name: 'count', label: t('memos.detail.responses'), color: 'blue.6' }]}
      />
      {result.by_location.length > 0 && (
        <Table.ScrollContainer minWidth={400} mt="md">
          <Table striped withTableBorder>
            <Table.Caption>{t('memos.detail.byLocation')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('memos.detail.location')}</Table.Th>
                {result.options.map((o) => (
                  <Table.Th key={o.option} scope="col" ta="right">
                    {o.option}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.by_location.map((l) => (
                <Table.Tr key={l.location_id ?? 'none'}>
                  <Table.Th scope="row" fw={500}>
                    {l.location_name ?? t('memos.detail.noLocation')}
                  </Table.Th>
                  {result.options.map((o) => (
                    <Table.Td key={o.option} ta="right">
                      {l.options.find((x) => x.option === o.option)?.count ?? 0}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/** Survey answers per question and per location (loaded only for surveys: charts are heavy). */
export default function SurveyResults({ results }: { results: Result[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="survey-results-title">
      <Title order={2} size="h4" id="survey-results-title">
        {t('memos.detail.resultsTitle')}
      </Title>
      {results.map((r) => (
        <QuestionResult key={r.question} result={r} />
      ))}
    </Stack>
  );
}
