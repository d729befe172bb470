import { Anchor, Box, Group, Text } from '@mantine/core';
import { COPYRIGHT_YEAR, UNKNOWN_VERSION } from '@teamline/shared';
import { useTranslation } from 'react-i18next';

/** Where Terms, Privacy and Contact lead; a deployment may point them elsewhere at build time. */
const FOOTER_LINKS = {
  terms: import.meta.env.VITE_TERMS_URL ?? 'https://teamline.app/terms',
  privacy: import.meta.env.VITE_PRIVACY_URL ?? 'https://teamline.app/privacy',
  contact: import.meta.env.VITE_CONTACT_URL ?? 'mailto:support@teamline.app',
} as const;

/** The running version, or UNKNOWN VERSION when the build did not say. */
export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' && __APP_VERSION__ ? __APP_VERSION__ : UNKNOWN_VERSION;
}

/** Footer: Terms, Privacy, Contact, the copyright line and the app version (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  const version = appVersion();
  return (
    <Box component="footer" aria-label={t('layout.footer.label')} py="md" px="md" mt="xl">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(['terms', 'privacy', 'contact'] as const).map((key) => (
            <li key={key}>
              <Anchor
                href={FOOTER_LINKS[key]}
                size="sm"
                c="gray.7"
                target={key === 'contact' ? undefined : '_blank'}
                rel="noreferrer"
              >
                {t(`layout.footer.${key}`)}
              </Anchor>
            </li>
          ))}
        </Group>
        <Text size="sm" c="gray.7">
          {t('layout.footer.copyright', { year: COPYRIGHT_YEAR })} ·{' '}
          <span data-testid="app-version">
            {version === UNKNOWN_VERSION
              ? t('layout.footer.unknownVersion')
              : t('layout.footer.version', { version })}
          </span>
        </Text>
      </Group>
    </Box>
  );
}
