import './i18n';
import { ActionIcon, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconGif } from '@tabler/icons-react';
import type { GifItem } from '@teamline/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGifsAvailable } from '../../api/gifs';
import { GifPicker } from './GifPicker';

/**
 * A GIF button that opens the picker in a dialog (full screen on a phone) and closes it on a
 * pick; nothing at all when the server has no GIF key (useGifsAvailable).
 */
export function GifPickerButton({
  companyId,
  onPick,
  disabled = false,
}: {
  companyId: number;
  onPick: (gif: GifItem) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const available = useGifsAvailable(companyId);
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  if (!available) return null;
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t('gifs.button')}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        <IconGif size={22} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('gifs.title')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <GifPicker
          companyId={companyId}
          onPick={(gif) => {
            setOpened(false);
            onPick(gif);
          }}
        />
      </Modal>
    </>
  );
}
