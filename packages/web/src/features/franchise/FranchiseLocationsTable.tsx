import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import type { TFranchiseDirectoryLocation, TFranchiseLocations } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFranchiseActions } from '../../api/franchise';
import { showErrorToast } from '../../stores/toasts';

const NEW = 'new';

/** The directory's locations beside the company's: add one (into a location of ours, or a new one), or remove it. */
export function FranchiseLocationsTable({
  companyId,
  data,
}: {
  companyId: number;
  data: TFranchiseLocations;
}) {
  const { t } = useTranslation();
  if (data.directory.length === 0) return <Text c="gray.7">{t('franchise.locations.none')}</Text>;
  return (
    <Table.ScrollContainer
      minWidth={300}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': t('franchise.locations.caption') } }}
    >
      <Table verticalSpacing="sm">
        <Table.Caption>{t('franchise.locations.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('franchise.locations.directory')}</Table.Th>
            <Table.Th>{t('franchise.locations.ours')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.directory.map((d) => (
            <Row key={d.ext_id} companyId={companyId} location={d} company={data.company} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Row({
  companyId,
  location,
  company,
}: {
  companyId: number;
  location: TFranchiseDirectoryLocation;
  company: TFranchiseLocations['company'];
}) {
  const { t } = useTranslation();
  const { add, remove } = useFranchiseActions(companyId);
  const [into, setInto] = useState<string>(NEW);
  // Our locations not synced from another directory location, and a new one of its name.
  const options = [
    { value: NEW, label: t('franchise.locations.newLocation', { name: location.name }) },
    ...company.filter((c) => c.ext_id === null).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  const pending =
    (add.isPending && add.variables?.extId === location.ext_id) ||
    (remove.isPending && remove.variables === location.ext_id);
  const onError = (e: unknown) => showErrorToast(e);
  return (
    <Table.Tr data-ext-id={location.ext_id}>
      <Table.Td>
        <Text fw={600}>{location.name}</Text>
      </Table.Td>
      <Table.Td>
        {location.synced ? (
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Badge color="teal.9" variant="filled" style={{ overflow: 'visible' }}>
              {location.location_name}
            </Badge>
            <Button
              size="xs"
              variant="default"
              loading={pending}
              aria-label={t('franchise.locations.removeLabel', { name: location.name })}
              onClick={() => remove.mutate(location.ext_id, { onError })}
            >
              {t('franchise.locations.remove')}
            </Button>
          </Group>
        ) : (
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              size="xs"
              label={t('franchise.locations.into')}
              data={options}
              value={into}
              onChange={(v) => setInto(v ?? NEW)}
              allowDeselect={false}
              w={{ base: '100%', sm: 240 }}
            />
            <Button
              size="xs"
              loading={pending}
              aria-label={t('franchise.locations.adding', { name: location.name })}
              onClick={() =>
                add.mutate(
                  { extId: location.ext_id, locationId: into === NEW ? null : Number(into) },
                  { onError },
                )
              }
            >
              {t('franchise.locations.add')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
