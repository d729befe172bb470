import { afterEach, describe, expect, it, vi } from 'vitest';
import { GifError, gifGet } from './gifs';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) => vi.fn(() => Promise.resolve(new Response(body, { status })));

describe('the GIF client error (spec §8)', () => {
  it('carries the server’s message with the status', async () => {
    vi.stubGlobal(
      'fetch',
      answer(502, JSON.stringify({ message: 'The GIF service answered with status 500.' })),
    );
    const error = await gifGet('trending', { company_id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GifError);
    expect(error).toMatchObject({ status: 502, message: 'The GIF service answered with status 500.' });
  });

  it('says Error fetching when there is no message, or no answer at all (status 0)', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>proxy</html>'));
    await expect(gifGet('trending', {})).rejects.toMatchObject({ status: 500, message: 'Error fetching' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(gifGet('trending', {})).rejects.toMatchObject({ status: 0, message: 'Error fetching' });
  });

  it('unwraps the content of an answer, and asks the proxy with the query', async () => {
    const fetchMock = answer(200, JSON.stringify({ data: { content: { available: true, rating: 'g' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(gifGet('status', { company_id: 7, q: undefined })).resolves.toEqual({
      available: true,
      rating: 'g',
    });
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/gifs/status?company_id=7');
  });
});
