import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_CODE_INPUT_TYPE, AuthCodeInput } from './AuthCodeInput';
import { maskValue } from './MaskedInput';
import { PhoneInput } from './PhoneInput';

afterEach(cleanup);

function Controlled({ kind }: { kind: 'phone' | 'code' }) {
  const [value, setValue] = useState('');
  const Input = kind === 'phone' ? PhoneInput : AuthCodeInput;
  return (
    <MantineProvider>
      <Input label="Field" value={value} onChange={setValue} />
    </MantineProvider>
  );
}

describe('maskValue', () => {
  it('puts digits into the phone mask and adds its literals', () => {
    expect(maskValue('5551234567', '(###)-###-####')).toBe('(555)-123-4567');
    expect(maskValue('555', '(###)-###-####')).toBe('(555');
    expect(maskValue('5551', '(###)-###-####')).toBe('(555)-1');
  });

  it('drops what a token does not accept and what overflows the mask', () => {
    expect(maskValue('55a5-12x3', '(###)-###-####')).toBe('(555)-123');
    expect(maskValue('555123456799', '(###)-###-####')).toBe('(555)-123-4567');
  });

  it('knows @ for letters and * for letters or digits', () => {
    expect(maskValue('a1b2', '@@')).toBe('ab');
    expect(maskValue('a1-b2c3d', '******')).toBe('a1b2c3');
    expect(maskValue('ab12cd', '******', true)).toBe('AB12CD');
  });

  it('lets a trailing literal be deleted', () => {
    expect(maskValue('(555)', '(###)-###-####')).toBe('(555');
  });

  it('leaves no literal behind a refused character', () => {
    expect(maskValue('a', '(###)-###-####')).toBe('');
    expect(maskValue('(555)-x', '(###)-###-####')).toBe('(555');
  });
});

describe('PhoneInput', () => {
  it('formats as the user types', () => {
    render(<Controlled kind="phone" />);
    const input = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '555123' } });
    expect(input.value).toBe('(555)-123');
    fireEvent.change(input, { target: { value: '(555)-123-45678' } });
    expect(input.value).toBe('(555)-123-4567');
    expect(input.type).toBe('tel');
    expect(input.maxLength).toBe(14);
  });

  it('refuses letters, keeps the field as it was and says to use numbers', () => {
    render(<Controlled kind="phone" />);
    const input = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a' } });
    expect(input.value).toBe('');
    expect(screen.getByText('Please use only numbers for this field')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '555' } });
    expect(input.value).toBe('(555');
    expect(screen.queryByText('Please use only numbers for this field')).toBeNull();
    fireEvent.change(input, { target: { value: '(555b' } });
    expect(input.value).toBe('(555');
    expect(screen.getByText('Please use only numbers for this field')).toBeTruthy();
  });
});

describe('AuthCodeInput', () => {
  it('upper-cases and keeps 6 letters or digits', () => {
    render(<Controlled kind="code" />);
    const input = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ab 12-cd9' } });
    expect(input.value).toBe('AB12CD');
    expect(input.dataset.type).toBe(AUTH_CODE_INPUT_TYPE);
    expect(input.autocomplete).toBe('one-time-code');
  });
});
