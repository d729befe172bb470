import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { addTexts, switchLocale } from './index';

/**
 * A lazy part's texts (i18n/index.ts, addTexts): its Spanish is loaded for a Spanish reader only,
 * and is in before anything of the part renders or the UI switches.
 */

afterEach(async () => {
  await switchLocale('en');
  vi.restoreAllMocks();
});

describe('texts of a lazy part', () => {
  it('an English reader gets the English at once and never loads the Spanish; switching loads it first', async () => {
    const spanish = vi.fn(async () => ({ partOne: { hello: 'Hola' } }));
    await addTexts({ partOne: { hello: 'Hello' } }, spanish);
    expect(i18n.t('partOne.hello')).toBe('Hello');
    expect(spanish).not.toHaveBeenCalled();

    await switchLocale('es');
    expect(spanish).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('es');
    expect(i18n.t('partOne.hello')).toBe('Hola');

    // Loaded once: switching back and forth asks for it no more.
    await switchLocale('en');
    await switchLocale('es');
    expect(spanish).toHaveBeenCalledTimes(1);
  });

  it('a part added while the UI is in Spanish resolves once its Spanish is in', async () => {
    await switchLocale('es');
    let arrive: (texts: Record<string, unknown>) => void = () => undefined;
    const added = addTexts(
      { partTwo: { bye: 'Goodbye' } },
      () => new Promise((resolve) => (arrive = resolve)),
    );
    let ready = false;
    void added.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive({ partTwo: { bye: 'Adiós' } });
    await added;
    expect(i18n.t('partTwo.bye')).toBe('Adiós');
  });

  it('a Spanish part that does not arrive leaves its English; the next switch asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await switchLocale('es');
    const spanish = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ partThree: { ok: 'Listo' } });
    await addTexts({ partThree: { ok: 'Done' } }, spanish);
    expect(i18n.t('partThree.ok')).toBe('Done');

    await switchLocale('en');
    await switchLocale('es');
    expect(spanish).toHaveBeenCalledTimes(2);
    expect(i18n.t('partThree.ok')).toBe('Listo');
  });

  it('a switch whose Spanish does not arrive stays in the language it was in', async () => {
    const spanish = vi.fn(async (): Promise<Record<string, unknown>> => {
      throw new Error('offline');
    });
    await addTexts({ partFour: { go: 'Go' } }, spanish);
    await expect(switchLocale('es')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
  });
});
