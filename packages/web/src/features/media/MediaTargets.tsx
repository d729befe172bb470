import { Badge, Text } from '@mantine/core';
import type { TMediaFile } from '@teamline/shared';
import { useTranslation } from 'react-i18next';
import { NO_CLIP } from '../memo-templates/shared';

type Targeted = Pick<TMediaFile, 'locations' | 'audiences' | 'recipients'>;

/** Who a file is for, in words: its locations, audiences and people, or that it is for no one yet. */
export function MediaTargets({ file }: { file: Targeted }) {
  const { t } = useTranslation();
  const groups = [
    { key: 'locations', names: file.locations.map((x) => x.name) },
    { key: 'audiences', names: file.audiences.map((x) => x.name) },
    { key: 'people', names: file.recipients.map((x) => x.name) },
  ].filter((g) => g.names.length > 0);
  if (groups.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('media.targets.none')}
      </Text>
    );
  return (
    <Text size="sm" component="div">
      {groups.map((g) => (
        <div key={g.key}>
          <Text span size="sm" c="gray.7">
            {`${t(`media.targets.${g.key}`)}: `}
          </Text>
          {g.names.join(', ')}
        </div>
      ))}
    </Text>
  );
}

/** Whether employees it is for can open it in Files now. */
export function ViewableBadge({ file }: { file: Pick<TMediaFile, 'marked_viewable_at'> }) {
  const { t } = useTranslation();
  const viewable = Boolean(file.marked_viewable_at);
  return (
    <Badge
      size="sm"
      tt="none"
      variant={viewable ? 'filled' : 'outline'}
      color={viewable ? 'teal.9' : 'gray.7'}
      styles={NO_CLIP}
    >
      {viewable ? t('media.viewable.yes') : t('media.viewable.no')}
    </Badge>
  );
}
