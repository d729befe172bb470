import { AUTH_CODE_LENGTH } from '@teamline/shared';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

/** The custom text input type of spec §5/§9, kept as a data attribute (browsers know no such type). */
export const AUTH_CODE_INPUT_TYPE = 'auth-code';
const AUTH_CODE_MASK = '*'.repeat(AUTH_CODE_LENGTH);

export type AuthCodeInputProps = Omit<MaskedInputProps, 'mask' | 'uppercase'>;

/** The 6-character sign-in code: letters and digits only, upper-cased as typed. */
export function AuthCodeInput(props: AuthCodeInputProps) {
  return (
    <MaskedInput
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      data-type={AUTH_CODE_INPUT_TYPE}
      styles={{ input: { letterSpacing: '0.4em', fontFamily: 'ui-monospace, monospace', fontSize: 20 } }}
      {...props}
      mask={AUTH_CODE_MASK}
      uppercase
    />
  );
}
