import { ZGifItem } from '@teamline/shared';
import { describe, expect, it } from 'vitest';
import { giphyObject } from '../../../test/fake-giphy/server.js';
import { presentCategories, presentGif, presentPage, toFlag, toInt, toTags } from './gifs.presenter.js';

describe('GIF items as spec §3 says', () => {
  it('coerces flags to booleans, sizes to integers and tags to text', () => {
    const gif = presentGif(giphyObject('abc', 'Happy cat', { is_sticker: '1', tags: ['funny', ' cat ', 3] }));
    expect(gif).toEqual({
      id: 'abc',
      title: 'Happy cat',
      url: 'https://media.giphy.com/media/abc/200.gif',
      width: 267,
      height: 200,
      preview_url: 'https://media.giphy.com/media/abc/100w.gif',
      preview_width: 100,
      preview_height: 75,
      is_sticker: true,
      rating: 'g',
      tags: 'funny, cat, 3',
    });
    expect(ZGifItem.parse(gif)).toEqual(gif);
  });

  it.each([
    [0, false],
    [1, true],
    ['0', false],
    ['1', true],
    [true, true],
    [false, false],
    ['true', true],
    [null, false],
    [undefined, false],
  ])('flag %s → %s', (raw, flag) => expect(toFlag(raw)).toBe(flag));

  it('reads sizes as whole numbers, anything else as 0', () => {
    expect([toInt('200'), toInt(150.7), toInt('x'), toInt(-3), toInt(undefined)]).toEqual([
      200, 150, 0, 0, 0,
    ]);
  });

  it('joins a tag list, keeps one tag, and makes nothing an empty text', () => {
    expect([toTags(['a', 'b']), toTags('one'), toTags(null), toTags([{}, ''])]).toEqual([
      'a, b',
      'one',
      '',
      '',
    ]);
  });

  it('leaves out an item whose images are not on GIPHY’s media host, or that has no id', () => {
    const elsewhere = {
      ...giphyObject('x', 'Elsewhere'),
      images: { fixed_height: { url: 'https://evil.example/x.gif', width: '1', height: '1' } },
    };
    expect(presentGif(elsewhere)).toBeNull();
    expect(presentGif({ ...giphyObject('y', 'No id'), id: '' })).toBeNull();
    expect(presentGif('nonsense')).toBeNull();
  });

  it('falls back to the message rendition as the preview, and keeps GIPHY’s page counts', () => {
    const only = {
      id: 'z',
      title: '',
      images: { fixed_width: { url: 'https://i.giphy.com/z.gif', width: '200', height: '100' } },
    };
    expect(presentGif(only)).toMatchObject({
      url: 'https://i.giphy.com/z.gif',
      preview_url: 'https://i.giphy.com/z.gif',
    });
    const page = presentPage({
      data: [only, { id: 'bad' }],
      pagination: { offset: '10', count: 2, total_count: '99' },
    });
    expect(page.items).toHaveLength(1);
    expect(page.pagination).toEqual({ offset: 10, count: 2, total_count: 99 });
  });

  it('names each category, with its sample GIF when it has one', () => {
    expect(
      presentCategories({
        data: [
          { name: 'Animals', name_encoded: 'animals', gif: giphyObject('a', 'A') },
          { name: 'Empty' },
          { nope: 1 },
        ],
      }),
    ).toEqual([
      expect.objectContaining({
        name: 'Animals',
        name_encoded: 'animals',
        gif: expect.objectContaining({ id: 'a' }),
      }),
      { name: 'Empty', name_encoded: 'Empty', gif: null },
    ]);
  });
});
