import { VIEWER_ZONE_COOKIE } from '@teamline/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../api/cookies';

// Each test takes a fresh copy of the module: what it remembers lasts one page load.
const fresh = async () => {
  vi.resetModules();
  return import('./viewer-zone');
};

describe("the viewer's zone and its cookie", () => {
  beforeEach(() => {
    writeCookie(VIEWER_ZONE_COOKIE, '', -1);
  });

  it('is this runtime’s zone (the tests run in UTC)', async () => {
    const { viewerTimeZone } = await fresh();
    expect(viewerTimeZone()).toBe('UTC');
  });

  it('is not written by reading it for the app, nor at start', async () => {
    const { viewerTimeZone } = await fresh();
    viewerTimeZone();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readCookie(VIEWER_ZONE_COOKIE)).toBeNull();
  });

  it('is written once a date-time has read it, after the render that read it', async () => {
    const { browserZone } = await fresh();
    expect(browserZone()).toBe('UTC');
    expect(readCookie(VIEWER_ZONE_COOKIE)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readCookie(VIEWER_ZONE_COOKIE)).toBe('UTC');
  });

  it('is written once a page: as it is left, or by a date-time, whichever comes first', async () => {
    const { browserZone, rememberViewerZone } = await fresh();
    rememberViewerZone();
    expect(readCookie(VIEWER_ZONE_COOKIE)).toBe('UTC');
    // Another tab wrote another zone since: this page does not write again.
    writeCookie(VIEWER_ZONE_COOKIE, 'America/Chicago', 365);
    rememberViewerZone();
    browserZone();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readCookie(VIEWER_ZONE_COOKIE)).toBe('America/Chicago');
  });
});
