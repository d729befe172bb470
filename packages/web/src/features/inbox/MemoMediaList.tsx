import { Anchor, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TMemoMedia } from '@teamline/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../memos/file-size';

/**
 * The attachments of an opened memo, for the employee: images inline (the thumbnail, a tap opens
 * the full picture), video and audio with the browser's own controls, PDFs as a download link.
 * Every url is media/signature, fetched with the session cookie.
 */
export function MemoMediaList({ media }: { media: TMemoMedia[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (media.length === 0) return null;
  const images = media.filter((m) => m.type_category === 'image');
  const players = media.filter((m) => m.type_category === 'video' || m.type_category === 'audio');
  const documents = media.filter((m) => m.type_category === 'document');

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('inbox.media.title')}
      </Title>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {images.map((m) => (
            <Anchor
              key={m.id}
              href={m.url}
              target="_blank"
              rel="noopener"
              aria-label={t('inbox.media.openImage', { name: m.name })}
            >
              <Image src={m.thumb_url ?? m.url} alt={m.name} radius="sm" fit="cover" h={140} loading="lazy" />
            </Anchor>
          ))}
        </SimpleGrid>
      )}
      {players.map((m) =>
        m.type_category === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: memo videos are uploaded without captions
          <video
            key={m.id}
            src={m.url}
            controls
            preload="metadata"
            aria-label={m.name}
            style={{ width: '100%' }}
          />
        ) : (
          <Stack key={m.id} gap={4}>
            <Text size="sm">{m.name}</Text>
            {/* biome-ignore lint/a11y/useMediaCaption: memo audio is uploaded without captions */}
            <audio src={m.url} controls preload="metadata" aria-label={m.name} style={{ width: '100%' }} />
          </Stack>
        ),
      )}
      {documents.map((m) => (
        <Group key={m.id} gap="xs" wrap="nowrap">
          <IconDownload size={18} aria-hidden />
          <Anchor
            href={m.url}
            download={m.original_filename}
            aria-label={t('inbox.media.download', { name: m.name })}
          >
            {m.name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {t('inbox.media.pdf', { size: formatBytes(m.size, i18n.language) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
