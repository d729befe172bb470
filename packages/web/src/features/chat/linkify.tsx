import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** One run of a chat message's text: plain, a web link, or a phone number. */
export type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string };

/**
 * Links (http, https or a bare www.) and phone numbers (7 to 15 digits, an optional leading +,
 * spaces, dots, dashes and brackets between). Nothing else becomes a link: no other scheme
 * (javascript:, data:, vbscript:) can ever match, so no user text reaches an href unchecked.
 */
const TOKEN = /(\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+)|(\+?\(?\d[\d\s().-]{5,}\d)/gi;
/** Punctuation that ends a sentence rather than a link: "see https://x.com." */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Only http(s) with a real host survives; anything the URL parser refuses stays text. */
export function safeUrl(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

function phoneHref(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${raw.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Splits a text into plain runs, links and phone numbers (pure; the tests read it directly). */
export function linkifyPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const push = (piece: Piece) => {
    const prev = pieces[pieces.length - 1];
    if (piece.kind === 'text' && prev?.kind === 'text') prev.text += piece.text;
    else if (piece.text) pieces.push(piece);
  };
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    let raw = match[0];
    const trail = match[1] ? (TRAILING.exec(raw)?.[0] ?? '') : '';
    raw = raw.slice(0, raw.length - trail.length);
    const href = match[1] ? safeUrl(raw) : phoneHref(raw);
    push({ kind: 'text', text: text.slice(last, start) });
    if (href) push({ kind: match[1] ? 'url' : 'phone', text: raw, href });
    else push({ kind: 'text', text: raw });
    push({ kind: 'text', text: trail });
    last = start + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/**
 * A message's text as React nodes: strings stay strings (React escapes them) and links are built
 * as elements with a checked href. Never HTML: there is no dangerouslySetInnerHTML in chat.
 */
export function Linkified({ text }: { text: string }): ReactNode {
  return linkifyPieces(text).map((piece, index) => {
    // The pieces of one text never reorder; their position is their identity.
    const key = `${index}-${piece.kind}`;
    if (piece.kind === 'text') return <Fragment key={key}>{piece.text}</Fragment>;
    return (
      <Anchor
        key={key}
        href={piece.href}
        c="inherit"
        underline="always"
        {...(piece.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {piece.text}
      </Anchor>
    );
  });
}
