import { describe, expect, it } from 'vitest';
import { logoutPath } from './AvatarMenu';

describe('Log out keeps the page as the login redirect (spec §4)', () => {
  it('hands the current path and query on; the root needs none', () => {
    expect(logoutPath('/7/settings/integration')).toBe('/logout?redirect=%2F7%2Fsettings%2Fintegration');
    expect(logoutPath('/7/files?type=audio')).toBe('/logout?redirect=%2F7%2Ffiles%3Ftype%3Daudio');
    expect(logoutPath('/')).toBe('/logout');
  });
});
