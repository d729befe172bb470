import { Center } from '@mantine/core';
import { IconFileTypePdf, IconMovie, IconMusic, IconPhoto } from '@tabler/icons-react';
import type { MediaTypeCategory, TMediaFile } from '@teamline/shared';

export const TYPE_ICONS: Record<MediaTypeCategory, typeof IconPhoto> = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconMusic,
  document: IconFileTypePdf,
};

/** A file's thumbnail (filename_thumb: images, and PDFs and videos where one was made), else its type's icon. */
export function MediaThumb({
  file,
  size = 48,
}: {
  file: Pick<TMediaFile, 'filepath_thumb' | 'type_category'>;
  size?: number;
}) {
  if (file.filepath_thumb)
    return (
      <img
        src={file.filepath_thumb}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{
          objectFit: 'cover',
          // A document's first page: its top, on a thin edge (a white page on a white table).
          ...(file.type_category === 'document'
            ? { objectPosition: 'top', border: '1px solid var(--mantine-color-gray-3)' }
            : {}),
          borderRadius: 4,
          flexShrink: 0,
          background: 'var(--mantine-color-gray-1)',
        }}
      />
    );
  const Icon = TYPE_ICONS[file.type_category];
  return (
    <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }} c="gray.7">
      <Icon size={Math.round(size * 0.6)} stroke={1.4} aria-hidden />
    </Center>
  );
}
