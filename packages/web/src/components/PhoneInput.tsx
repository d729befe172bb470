import { MSG, PHONE_MASK } from '@teamline/shared';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

export type PhoneInputProps = Omit<MaskedInputProps, 'mask' | 'uppercase' | 'refusedMessage'>;

/** A US phone number in the (###)-###-#### mask; a letter is refused with the §5 text. */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <MaskedInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555)-555-0100"
      {...props}
      mask={PHONE_MASK}
      refusedMessage={MSG.phoneDigits}
    />
  );
}
