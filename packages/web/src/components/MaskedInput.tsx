import { TextInput, type TextInputProps } from '@mantine/core';
import { maskInput } from '@teamline/shared';
import { type ChangeEvent, type ComponentPropsWithoutRef, useEffect, useState } from 'react';

export interface MaskedInputProps
  extends Omit<TextInputProps & ComponentPropsWithoutRef<'input'>, 'onChange' | 'value' | 'defaultValue'> {
  /** Mask tokens: # a digit, @ a letter, * a letter or digit; any other character is a literal. */
  mask: string;
  value?: string;
  /** Receives the masked text (the form keeps what the user sees). */
  onChange: (value: string) => void;
  /** Upper-cases what is typed (auth codes). */
  uppercase?: boolean;
  /** Shown under the field when a typed character was refused, until the next good one or a form error. */
  refusedMessage?: string;
}

/** Formats what is typed through a mask (spec §5: # digit, @ letter, * alphanumeric). */
export function maskValue(raw: string, mask: string, uppercase = false): string {
  const { value } = maskInput(raw, mask);
  return uppercase ? value.toUpperCase() : value;
}

/**
 * The one masked text input: keeps its value in the shape of the mask, never lets a refused
 * character in (a letter in a phone leaves the field as it was), and says why when it refuses.
 */
export function MaskedInput({
  mask,
  value = '',
  onChange,
  uppercase = false,
  refusedMessage,
  error,
  ...rest
}: MaskedInputProps) {
  const [refused, setRefused] = useState(false);
  // A newer verdict of the form (a submit) takes the place of the refusal note.
  useEffect(() => {
    if (error) setRefused(false);
  }, [error]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const result = maskInput(event.currentTarget.value, mask);
    setRefused(result.refused);
    onChange(uppercase ? result.value.toUpperCase() : result.value);
  };
  const shown = refused && refusedMessage ? refusedMessage : error;
  return <TextInput {...rest} error={shown} value={value} onChange={handleChange} maxLength={mask.length} />;
}
