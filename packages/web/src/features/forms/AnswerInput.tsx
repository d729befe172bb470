import { Checkbox, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFormField } from '@teamline/shared';
import { PhoneInput } from '../../components/PhoneInput';
import type { AnswerValues } from './answers';

/** The input of one field that is not a file or a signature, by its type. */
export function AnswerInput({ field, form }: { field: TFormField; form: UseFormReturnType<AnswerValues> }) {
  const common = {
    label: field.label,
    description: field.help_text ?? undefined,
    withAsterisk: field.required,
    error: form.errors[field.key],
  };
  const value = form.values[field.key];
  const set = (v: AnswerValues[string]) => form.setFieldValue(field.key, v);
  const text = typeof value === 'string' ? value : '';
  const onText = (e: { currentTarget: { value: string } }) => set(e.currentTarget.value);
  switch (field.type) {
    case 'long_text':
      return <Textarea {...common} rows={4} value={text} onChange={onText} />;
    case 'number':
      return <TextInput {...common} inputMode="decimal" value={text} onChange={onText} />;
    case 'date':
      return <TextInput {...common} type="date" value={text} onChange={onText} />;
    case 'time':
      return <TextInput {...common} type="time" value={text} onChange={onText} />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" value={text} onChange={onText} />;
    case 'phone':
      return <PhoneInput {...common} value={text} onChange={set} />;
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={common.description}
          error={common.error}
          checked={value === true}
          onChange={(e) => set(e.currentTarget.checked)}
          required={field.required}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={text || null} onChange={set}>
          <Stack gap={8} mt={6}>
            {field.options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value.map(String) : []} onChange={set}>
          <Stack gap={8} mt={6}>
            {field.options.map((o) => (
              <Checkbox key={o} value={o} label={o} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return <TextInput {...common} value={text} onChange={onText} />;
  }
}
