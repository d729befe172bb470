import { describe, expect, it } from 'vitest';
import { gifUrlField, isGifUrl } from './schemas/gifs.js';

describe('isGifUrl: what a chat message may carry as a GIF', () => {
  it.each([
    'https://media.giphy.com/media/abc/200.gif',
    'https://media2.giphy.com/media/v1.Y2lk/abc/200.gif?cid=1&rid=200.gif',
    'https://i.giphy.com/abc.webp',
    'https://MEDIA.GIPHY.COM/media/abc/200.gif',
  ])('accepts %s', (url) => expect(isGifUrl(url)).toBe(true));

  it.each([
    'http://media.giphy.com/media/abc/200.gif',
    'https://media.giphy.com.evil.example/x.gif',
    'https://evil.example/media.giphy.com/x.gif',
    'https://giphy.com/gifs/abc',
    'https://user:pass@media.giphy.com/x.gif',
    'https://media.giphy.com:8443/x.gif',
    'javascript:alert(1)',
    'not a url',
    '',
    42,
    null,
  ])('refuses %s', (url) => expect(isGifUrl(url)).toBe(false));

  it('takes another list of hosts, and gives a field for request bodies', () => {
    expect(isGifUrl('https://gifs.example/x.gif', ['gifs.example'])).toBe(true);
    expect(gifUrlField.safeParse(' https://media.giphy.com/media/a/200.gif ').data).toBe(
      'https://media.giphy.com/media/a/200.gif',
    );
    expect(gifUrlField.safeParse('https://evil.example/x.gif').error?.issues[0]?.message).toBe(
      'Choose a GIF from the picker',
    );
  });
});
