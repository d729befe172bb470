import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loader the Home's parts show while their data (or their code) arrives. */
export function Pending() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
