import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { TBillingSummary } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../i18n/dates';
import { formatMoney } from './money';

/** The next invoice, the payment method on file and the invoices so far (Stripe). */
export function InvoicesCard({ summary }: { summary: TBillingSummary }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  const { next_invoice: next, payment_method: method, invoices } = summary;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoices-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="invoices-title">
          {t('billing.invoices.title')}
        </Title>
        <div>
          <Text size="sm" fw={600} c="gray.7">
            {t('billing.invoices.next')}
          </Text>
          <Text data-testid="next-invoice">
            {next
              ? next.date
                ? t('billing.invoices.nextOn', {
                    amount: money(next.amount, next.currency),
                    date: dates.date(next.date, 'long'),
                  })
                : money(next.amount, next.currency)
              : t('billing.invoices.noNext')}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={600} c="gray.7">
            {t('billing.invoices.method')}
          </Text>
          <Text data-testid="payment-method">
            {method
              ? [
                  t('billing.invoices.card', { brand: capitalise(method.brand), last4: method.last4 }),
                  method.exp_month && method.exp_year
                    ? t('billing.invoices.expires', {
                        month: String(method.exp_month).padStart(2, '0'),
                        year: method.exp_year,
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(', ')
              : t('billing.invoices.noMethod')}
          </Text>
        </div>
        <Title order={3} size="h4">
          {t('billing.invoices.history')}
        </Title>
        {invoices.length === 0 ? (
          <Text c="gray.7">{t('billing.invoices.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.invoices.columns.date')}</Table.Th>
                  <Table.Th>{t('billing.invoices.columns.number')}</Table.Th>
                  <Table.Th>{t('billing.invoices.columns.amount')}</Table.Th>
                  <Table.Th>{t('billing.invoices.columns.status')}</Table.Th>
                  <Table.Th>{t('billing.invoices.columns.link')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => {
                  const href = invoice.url ?? invoice.pdf_url;
                  const number = invoice.number ?? invoice.id;
                  return (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{dates.date(invoice.created_at)}</Table.Td>
                      <Table.Td>{number}</Table.Td>
                      <Table.Td>{money(invoice.amount, invoice.currency)}</Table.Td>
                      <Table.Td>
                        {t(`billing.invoices.statuses.${invoice.status}`, capitalise(invoice.status))}
                      </Table.Td>
                      <Table.Td>
                        {href && (
                          <Anchor
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('billing.invoices.viewLabel', { number })}
                          >
                            {t('billing.invoices.view')}
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

const capitalise = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
