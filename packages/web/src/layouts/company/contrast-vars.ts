import type { CSSProperties } from 'react';

/**
 * Mantine's default blue.6 buttons and links and its gray 'dimmed' text fall below the WCAG AA
 * contrast of 4.5:1 on white and gray.0 (axe: color-contrast). These variables, set on the
 * layout roots, move them one or two shades darker. Best moved into the app theme
 * (primaryShade 8 and a cssVariablesResolver) — then this file can go.
 */
export const CONTRAST_VARS = {
  '--mantine-primary-color-filled': 'var(--mantine-color-blue-8)',
  '--mantine-primary-color-filled-hover': 'var(--mantine-color-blue-9)',
  '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;
