import { Box, type MantineColor } from '@mantine/core';
import { AVATAR_SIZES } from '@teamline/shared';

export type AvatarSize = keyof typeof AVATAR_SIZES;

/** One avatar size unit is a quarter rem, so sm (12 units) is 3 rem. */
const UNIT_REM = 0.25;

/** The first letter of a name, upper-cased; '?' when there is no name. */
export function avatarLetter(name: string | null | undefined): string {
  const first = name?.trim().charAt(0) ?? '';
  return first ? first.toLocaleUpperCase() : '?';
}

export interface AvatarProps {
  name: string | null | undefined;
  size?: AvatarSize;
  round?: boolean;
  color?: MantineColor;
  /** Decorative when the surrounding control already names the person. */
  decorative?: boolean;
}

/** A letter avatar (spec §2): sizes sm 12, md 16, lg 24 units, optionally round and coloured. */
export function Avatar({
  name,
  size = 'sm',
  round = false,
  color = 'blue',
  decorative = false,
}: AvatarProps) {
  const rem = AVATAR_SIZES[size] * UNIT_REM;
  return (
    <Box
      component="span"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : (name ?? undefined)}
      aria-hidden={decorative || undefined}
      data-size={size}
      data-round={round || undefined}
      w={`${rem}rem`}
      h={`${rem}rem`}
      bg={`${color}.7`}
      c="white"
      fw={600}
      fz={`${rem * 0.45}rem`}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        borderRadius: round ? '50%' : 'var(--mantine-radius-md)',
        userSelect: 'none',
      }}
    >
      {avatarLetter(name)}
    </Box>
  );
}
