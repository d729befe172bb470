/**
 * Machine translation for the compose form. Off unless TRANSLATE_URL names a
 * LibreTranslate-compatible server: POST {url}/translate with
 * { q: string[], source, target, format: 'text' | 'html', api_key? } answering
 * { translatedText: string[] } (docs/configuration.md).
 */
export interface Translator {
  translate(
    texts: string[],
    opts: { source: string; target: string; format: 'text' | 'html' },
  ): Promise<string[]>;
}

export class TranslationError extends Error {}

export function libreTranslate(opts: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}): Translator {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/translate`;
  return {
    async translate(texts, { source, target, format }) {
      if (!texts.length) return [];
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: texts,
            source,
            target,
            format,
            ...(opts.apiKey ? { api_key: opts.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new TranslationError(`Translation request failed: ${String(err)}`);
      }
      if (!res.ok) throw new TranslationError(`Translation service answered ${res.status}`);
      const body = (await res.json()) as { translatedText?: unknown };
      const out = body.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || out.some((t) => typeof t !== 'string'))
        throw new TranslationError('Translation service answered an unexpected shape');
      return out as string[];
    },
  };
}
