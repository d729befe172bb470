import { TextInput, type TextInputProps } from '@mantine/core';
import { applyMask } from '@teamline/shared';
import type { ChangeEvent, ComponentPropsWithoutRef } from 'react';

export interface MaskedInputProps
  extends Omit<TextInputProps & ComponentPropsWithoutRef<'input'>, 'onChange' | 'value' | 'defaultValue'> {
  /** Mask tokens: # a digit, @ a letter, * a letter or digit; any other character is a literal. */
  mask: string;
  value?: string;
  /** Receives the masked text (the form keeps what the user sees). */
  onChange: (value: string) => void;
  /** Upper-cases what is typed (auth codes). */
  uppercase?: boolean;
}

/** Formats what is typed through a mask (spec §5: # digit, @ letter, * alphanumeric). */
export function maskValue(raw: string, mask: string, uppercase = false): string {
  const masked = applyMask(raw, mask);
  return uppercase ? masked.toUpperCase() : masked;
}

/** A Mantine text input that keeps its value in the shape of a mask. */
export function MaskedInput({ mask, value = '', onChange, uppercase = false, ...rest }: MaskedInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(maskValue(event.currentTarget.value, mask, uppercase));
  };
  return <TextInput {...rest} value={value} onChange={handleChange} maxLength={mask.length} />;
}
