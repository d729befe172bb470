import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../layouts/company/test-render';
import { GifRatingCard } from './GifRatingCard';

const mocks = vi.hoisted(() => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/http')>()),
  api: mocks.api,
}));

describe('GifRatingCard (Settings › Memos)', () => {
  it('shows the company’s rating and saves another one', async () => {
    mocks.api.post.mockImplementation((_path: string, body: { gif_rating: string }) =>
      Promise.resolve({ gif_rating: body.gif_rating }),
    );
    renderAt(<GifRatingCard companyId={7} initial="pg-13" />);
    const save = screen.getByRole('button', { name: 'Save GIF rating' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'GIF rating' })).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'PG-13: some mature content' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'G: suitable for everyone' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(mocks.api.post).toHaveBeenCalledWith('settings/memos', { company_id: 7, gif_rating: 'g' }),
    );
    await waitFor(() => expect(save.disabled).toBe(true));
  });
});
