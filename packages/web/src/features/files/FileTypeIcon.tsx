import { ThemeIcon } from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconHeadphones, IconMovie, IconPhoto } from '@tabler/icons-react';
import type { TMediaFile } from '@teamline/shared';

const COLORS = { image: 'teal', video: 'grape', audio: 'orange', document: 'blue' } as const;

/** A file's type as an icon, where it has no thumbnail (decorative: the name and type are written beside it). */
export function FileTypeIcon({
  file,
  size,
}: {
  file: Pick<TMediaFile, 'type' | 'type_category'>;
  size: number;
}) {
  const icon = size * 0.55;
  const glyph =
    file.type_category === 'image' ? (
      <IconPhoto size={icon} />
    ) : file.type_category === 'video' ? (
      <IconMovie size={icon} />
    ) : file.type_category === 'audio' ? (
      <IconHeadphones size={icon} />
    ) : file.type === 'pdf' ? (
      <IconFileTypePdf size={icon} />
    ) : (
      <IconFileText size={icon} />
    );
  return (
    <ThemeIcon
      variant="light"
      color={file.type === 'pdf' ? 'red' : COLORS[file.type_category]}
      size={size}
      radius="md"
      aria-hidden
    >
      {glyph}
    </ThemeIcon>
  );
}
