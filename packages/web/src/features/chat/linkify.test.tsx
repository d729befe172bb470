import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Linkified, linkifyPieces, safeUrl } from './linkify';

afterEach(cleanup);

const view = (text: string) =>
  render(
    <MantineProvider>
      <p data-testid="msg">
        <Linkified text={text} />
      </p>
    </MantineProvider>,
  );

describe('linkifyPieces', () => {
  it('finds links and phone numbers between plain text', () => {
    expect(linkifyPieces('see https://example.com/a?b=1 or call (555) 123-4567.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'url', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' or call ' },
      { kind: 'phone', text: '(555) 123-4567', href: 'tel:5551234567' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('gives a bare www. link https and leaves sentence punctuation outside', () => {
    expect(linkifyPieces('go to www.shop.test, now')).toEqual([
      { kind: 'text', text: 'go to ' },
      { kind: 'url', text: 'www.shop.test', href: 'https://www.shop.test/' },
      { kind: 'text', text: ', now' },
    ]);
  });

  it('keeps an international number with its plus', () => {
    expect(linkifyPieces('+34 612 345 678')).toEqual([
      { kind: 'phone', text: '+34 612 345 678', href: 'tel:+34612345678' },
    ]);
  });

  it('leaves short numbers (a price, a time) as text', () => {
    expect(linkifyPieces('it costs 12.50 at 10:30')).toEqual([
      { kind: 'text', text: 'it costs 12.50 at 10:30' },
    ]);
  });
});

describe('safeUrl', () => {
  it('refuses every scheme but http and https', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeUrl('vbscript:msgbox')).toBeNull();
    expect(safeUrl('https://ok.test')).toBe('https://ok.test/');
  });
});

describe('Linkified (XSS)', () => {
  it('never turns a javascript: text into a link', () => {
    view('click javascript:alert(document.cookie) now');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('msg').textContent).toBe('click javascript:alert(document.cookie) now');
  });

  it('shows HTML as text, not as elements', () => {
    view('<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:x">a</a>');
    const msg = screen.getByTestId('msg');
    expect(msg.querySelector('img, script, a')).toBeNull();
    expect(msg.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('does not let a quote in a link break out of the href', () => {
    view('https://evil.test/"onmouseover="alert(1)');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://evil.test/');
    expect(link.getAttribute('onmouseover')).toBeNull();
  });

  it('opens web links in a new tab without an opener, phone links in place', () => {
    view('https://a.test and 555 123 4567');
    const [web, phone] = screen.getAllByRole('link');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toContain('noopener');
    expect(phone?.getAttribute('href')).toBe('tel:5551234567');
    expect(phone?.getAttribute('target')).toBeNull();
  });

  it('encodes a link whose path hides markup', () => {
    view('https://a.test/<svg/onload=alert(1)>');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://a.test/');
  });
});
