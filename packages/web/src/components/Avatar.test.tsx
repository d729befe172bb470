import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, avatarLetter } from './Avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the first letter of the name, upper-cased', () => {
    expect(avatarLetter('maria lopez')).toBe('M');
    expect(avatarLetter('  Ángel')).toBe('Á');
    expect(avatarLetter('')).toBe('?');
    expect(avatarLetter(null)).toBe('?');
  });

  it('renders the letter, named by the full name, at the size of its units', () => {
    render(
      <MantineProvider>
        <Avatar name="jordan" size="lg" round />
      </MantineProvider>,
    );
    const avatar = screen.getByRole('img', { name: 'jordan' });
    expect(avatar.textContent).toBe('J');
    expect(avatar.dataset.size).toBe('lg');
    expect(avatar.dataset.round).toBe('true');
    // lg is 24 units of a quarter rem.
    expect(avatar.style.width).toBe('6rem');
  });

  it('sm and md are 12 and 16 units', () => {
    render(
      <MantineProvider>
        <Avatar name="a" size="sm" />
        <Avatar name="b" size="md" />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'a' }).style.width).toBe('3rem');
    expect(screen.getByRole('img', { name: 'b' }).style.width).toBe('4rem');
  });
});
