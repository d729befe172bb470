import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBillingUrls } from '../../api/billing';
import { billingDestination, billingExit } from '../../features/billing/leave';
import { useDates } from '../../i18n/dates';
import { type BannerChoice, type BannerInput, type BannerLevel, type BannerLine, pickBanner } from './banner';

const LEVEL_COLORS: Record<BannerLevel, { bg: string; c: string }> = {
  info: { bg: 'blue.7', c: 'white' },
  warn: { bg: 'yellow.3', c: 'dark.9' },
  alarm: { bg: 'red.8', c: 'white' },
};

export interface AppBannerProps extends BannerInput {
  companyId: number | null;
  /** Reloads the page for a new version; replaceable in tests. */
  onReload?: () => void;
}

/** The banner above the company layout: at most one, by priority (spec §2). */
export function AppBanner({ companyId, onReload, ...input }: AppBannerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dates = useDates();
  const billingUrls = useBillingUrls(companyId ?? 0);
  const banner = pickBanner(input);
  if (!banner) return null;

  const formatDate = (iso: string) => dates.date(iso, 'long');
  const text = (line: BannerLine) =>
    t(`layout.banner.${line.key}`, {
      ...line.values,
      ...(line.key === 'trialEnded' && line.values?.date
        ? { date: formatDate(String(line.values.date)) }
        : {}),
    });

  const handleFixPayment = async () => {
    // The billing portal fixes the payment method; without its URL (a failure is swallowed,
    // spec §8), the Subscription page offers the same.
    const destination = companyId === null ? null : billingDestination(await billingUrls.mutateAsync({}));
    if (destination) billingExit.leaveTo(destination);
    else if (companyId !== null) navigate(`/${companyId}/settings/subscription`);
  };
  const handleClick = () =>
    banner.kind === 'payment'
      ? void handleFixPayment()
      : handleBannerClick(banner, companyId, navigate, onReload);
  const Icon =
    banner.kind === 'version' ? IconRefresh : banner.level === 'info' ? IconInfoCircle : IconAlertTriangle;
  const colors = LEVEL_COLORS[banner.level];

  return (
    <Box bg={colors.bg} c={colors.c} data-level={banner.level} data-kind={banner.kind}>
      <UnstyledButton
        onClick={handleClick}
        disabled={billingUrls.isPending}
        w="100%"
        px="md"
        py={8}
        c="inherit"
        data-testid="app-banner"
      >
        <Group gap="xs" justify="center" wrap="nowrap">
          <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} c="inherit" ta="center">
            {banner.lines.map(text).join(' ')}
          </Text>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

function handleBannerClick(
  banner: BannerChoice,
  companyId: number | null,
  navigate: (to: string) => void,
  onReload?: () => void,
) {
  if (banner.kind === 'version') {
    if (onReload) onReload();
    else window.location.reload();
    return;
  }
  if (banner.kind === 'subscription' && companyId !== null) {
    navigate(`/${companyId}/settings/subscription`);
    return;
  }
  // Any other banner click goes to Profile (spec §2).
  navigate('/profile');
}
