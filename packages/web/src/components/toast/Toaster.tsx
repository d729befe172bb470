import { Box, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { TOAST_MAX_WIDTH_PX, TOAST_TICK_MS } from '@teamline/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localText } from '../../i18n/server-texts';
import { useStore } from '../../stores/store';
import { dismissToast, type Toast, type ToastVariant, toastStore } from '../../stores/toasts';

/** Accent (bar, border) and title colour per variant; titles are darker than Mantine's 9 shades of green
 * and orange, which fall short of WCAG AA on white. */
const VARIANT_COLORS: Record<ToastVariant, { accent: string; title: string }> = {
  default: { accent: 'var(--mantine-color-gray-7)', title: 'var(--mantine-color-gray-9)' },
  success: { accent: 'var(--mantine-color-green-8)', title: '#1f6e31' },
  error: { accent: 'var(--mantine-color-red-8)', title: 'var(--mantine-color-red-9)' },
  warning: { accent: 'var(--mantine-color-orange-6)', title: '#9c3a07' },
  info: { accent: 'var(--mantine-color-blue-8)', title: 'var(--mantine-color-blue-9)' },
};

/**
 * Counts a toast down in TOAST_TICK_MS steps and dismisses it at zero (spec §4, §9);
 * `timeout === false` never ends, and the countdown holds while `paused`.
 */
export function useToastCountdown(toast: Toast, paused: boolean): number | null {
  const { timeout, id } = toast;
  const [remaining, setRemaining] = useState<number | null>(timeout === false ? null : timeout);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (timeout === false) return;
    const timer = setInterval(() => {
      if (!pausedRef.current) setRemaining((r) => (r === null ? r : Math.max(0, r - TOAST_TICK_MS)));
    }, TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [timeout]);

  useEffect(() => {
    if (remaining === 0) dismissToast(id);
  }, [remaining, id]);

  return remaining;
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [isHovered, setIsHovered] = useState(false);
  const remaining = useToastCountdown(toast, isHovered);
  const colors = VARIANT_COLORS[toast.variant];
  const progress = toast.timeout === false || remaining === null ? null : (remaining / toast.timeout) * 100;
  const handleDismiss = () => dismissToast(toast.id);

  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      w="100%"
      data-variant={toast.variant}
      data-testid="toast"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      style={{ overflow: 'hidden', borderLeft: `4px solid ${colors.accent}`, pointerEvents: 'auto' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="xs" p="sm" pr={toast.dismissible ? 6 : 'sm'}>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {toast.title && (
            <Text fw={600} size="sm" c={colors.title}>
              {localText(toast.title)}
            </Text>
          )}
          {toast.messages.length === 1 && (
            <Text size="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
              {localText(toast.messages[0] ?? '')}
            </Text>
          )}
          {toast.messages.length > 1 && (
            <Box component="ul" m={0} pl="md" c="gray.9" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {toast.messages.map((message, index) => (
                // Messages may repeat; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once per toast
                <li key={index}>{localText(message)}</li>
              ))}
            </Box>
          )}
        </Stack>
        {toast.dismissible && (
          <CloseButton size="sm" aria-label={t('auth.toast.dismiss')} onClick={handleDismiss} />
        )}
      </Group>
      {progress !== null && (
        <Box h={3} bg="gray.1" aria-hidden>
          <Box
            h="100%"
            data-testid="toast-progress"
            style={{
              width: `${progress}%`,
              background: colors.accent,
              transition: `width ${TOAST_TICK_MS}ms linear`,
            }}
          />
        </Box>
      )}
    </Paper>
  );
}

/** Renders the toast store: a stack at the bottom right, newest last, at most 300 px wide. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore);
  return (
    <Stack
      role="status"
      aria-live="polite"
      aria-label={t('auth.toast.region')}
      gap="xs"
      pos="fixed"
      bottom={16}
      right={16}
      w={`min(${TOAST_MAX_WIDTH_PX}px, calc(100vw - 32px))`}
      style={{ zIndex: 1000, pointerEvents: 'none' }}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
