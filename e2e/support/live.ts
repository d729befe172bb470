import type { Page } from '@playwright/test';

/** Opens a page of the company area and resolves once its realtime socket is up. */
export async function openLive(page: Page, path: string): Promise<void> {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto(path);
  await socket;
}
