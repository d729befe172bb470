import { UnstyledButton } from '@mantine/core';
import type { GifItem } from '@teamline/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './GifGrid.module.css';

const MOVES: Record<string, (index: number, columns: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i, c) => i + c,
  ArrowUp: (i, c) => i - c,
};

/** The cells of the first row: those at the first cell's height. */
function columnsOf(cells: HTMLElement[]): number {
  const top = cells[0]?.offsetTop ?? 0;
  const n = cells.filter((c) => c.offsetTop === top).length;
  return Math.max(1, n);
}

/** Arrow keys move between cells, Home and End to the first and last; Tab leaves the grid. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const cells = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-gif-cell]'));
  const at = cells.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  let to: number | undefined;
  if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = cells.length - 1;
  else to = MOVES[event.key]?.(at, columnsOf(cells));
  if (to === undefined) return;
  event.preventDefault();
  cells[Math.min(cells.length - 1, Math.max(0, to))]?.focus();
}

/** Previews, each a button named for its GIF; the image's alt text is the GIF's title. */
export function GifGrid({
  items,
  labelledBy,
  onPick,
}: {
  items: GifItem[];
  labelledBy: string;
  onPick: (gif: GifItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.grid} aria-labelledby={labelledBy} onKeyDown={moveFocus}>
      {items.map((gif) => {
        const title = gif.title.trim() || t('gifs.untitled');
        return (
          <li key={gif.id} className={classes.item}>
            <UnstyledButton
              className={classes.cell}
              data-gif-cell
              title={title}
              aria-label={t('gifs.pick', { title })}
              onClick={() => onPick(gif)}
            >
              <img
                className={classes.image}
                src={gif.preview_url}
                alt={title}
                width={gif.preview_width || undefined}
                height={gif.preview_height || undefined}
                loading="lazy"
                decoding="async"
              />
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
