import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../layouts/company/test-render';
import { GIF_SEARCH_DEBOUNCE_MS, GifPicker } from './GifPicker';
import { GifPickerButton } from './GifPickerButton';
import { buildGif, CATEGORIES, callsTo, gifFetch, gifPage } from './test-gifs';

const TRENDING = gifPage([buildGif('a', 'Happy cat'), buildGif('b', 'Dancing dog'), buildGif('c', '')], 40);
const CATS = gifPage([buildGif('k', 'Cat nap')]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function open(answers: Parameters<typeof gifFetch>[0] = {}) {
  const fetchMock = gifFetch({
    trending: [200, TRENDING],
    categories: [200, CATEGORIES],
    search: [200, CATS],
    ...answers,
  });
  vi.stubGlobal('fetch', fetchMock);
  const onPick = vi.fn();
  renderAt(<GifPicker companyId={5} onPick={onPick} />);
  return { fetchMock, onPick };
}

describe('GifPicker', () => {
  it('shows trending GIFs on open, each a button with its title as alt text, and GIPHY’s attribution', async () => {
    const { fetchMock } = open();
    expect(await screen.findByAltText('Happy cat')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Dancing dog' })).toBeTruthy();
    // An untitled GIF is still named.
    expect(screen.getByRole('button', { name: 'Send GIF' })).toBeTruthy();
    expect(screen.getByText('Powered by GIPHY')).toBeTruthy();
    expect(callsTo(fetchMock, 'trending')).toEqual([{ company_id: '5', offset: '0', limit: '24' }]);
  });

  it('hands the picked GIF to onPick', async () => {
    const { onPick } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Happy cat' }));
    expect(onPick).toHaveBeenCalledWith(TRENDING.items[0]);
  });

  it('moves between cells with the arrow keys, Home and End', async () => {
    open();
    const first = await screen.findByRole('button', { name: 'Send Happy cat' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Dancing dog' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send GIF' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
  });

  it('searches once typing rests, not on every key', async () => {
    const { fetchMock } = open();
    await screen.findByAltText('Happy cat');
    const box = screen.getByRole('searchbox', { name: 'Search GIFs' });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'ca' } });
    fireEvent.change(box, { target: { value: 'cat' } });
    expect(
      await screen.findByAltText('Cat nap', {}, { timeout: GIF_SEARCH_DEBOUNCE_MS + 1500 }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'search')).toEqual([{ company_id: '5', q: 'cat', offset: '0', limit: '24' }]);
    expect(screen.getByRole('heading', { name: 'GIFs for “cat”' })).toBeTruthy();
  });

  it('searches a category when it is chosen', async () => {
    const { fetchMock } = open();
    const group = await screen.findByRole('group', { name: 'Categories' });
    fireEvent.click(within(group).getByRole('button', { name: 'Animals' }));
    await screen.findByAltText('Cat nap', {}, { timeout: GIF_SEARCH_DEBOUNCE_MS + 1500 });
    expect(callsTo(fetchMock, 'search')[0]).toMatchObject({ q: 'Animals' });
  });

  it('loads the next page from where the last one ended', async () => {
    const { fetchMock } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'More GIFs' }));
    await waitFor(() => expect(callsTo(fetchMock, 'trending')).toHaveLength(2));
    expect(callsTo(fetchMock, 'trending')[1]).toMatchObject({ offset: '3' });
  });

  it('shows the server’s message with the status, or Error fetching', async () => {
    open({ trending: [502, { message: 'The GIF service answered with status 500.' }] });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The GIF service answered with status 500. (502)',
    );
    vi.unstubAllGlobals();
  });

  it('says Error fetching when the answer carries no message', async () => {
    open({ trending: [500, 'oops'] });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching (500)');
  });
});

describe('GifPickerButton', () => {
  it('is not there when the server has no GIF key', async () => {
    const fetchMock = gifFetch({ status: [200, { available: false, rating: 'pg-13' }] });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<GifPickerButton companyId={5} onPick={vi.fn()} />);
    await waitFor(() => expect(callsTo(fetchMock, 'status')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add a GIF' })).toBeNull();
  });

  it('opens the picker in a dialog and closes it on a pick', async () => {
    const fetchMock = gifFetch({
      status: [200, { available: true, rating: 'pg-13' }],
      trending: [200, TRENDING],
      categories: [200, CATEGORIES],
    });
    vi.stubGlobal('fetch', fetchMock);
    const onPick = vi.fn();
    renderAt(<GifPickerButton companyId={5} onPick={onPick} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a GIF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a GIF' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send Dancing dog' }));
    expect(onPick).toHaveBeenCalledWith(TRENDING.items[1]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a GIF' })).toBeNull());
  });
});
