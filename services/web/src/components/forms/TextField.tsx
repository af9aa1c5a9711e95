// A text input in its field (GOV.UK's text input): the label, hint and error of a Field around an
// Input that takes the field's id and descriptions. Every prop the input takes (value, onChange,
// type, autoComplete…) is passed to it; the field's own (label, hint, error, optional, id,
// describedBy) to the field. `entry` says how the text is typed, so a code is never "corrected"
// by the browser: a code copied as written, one in capitals, a number of digits, an e-mail
// address, a telephone number (GOV.UK: spellcheck off for codes and addresses).
import type { ComponentProps } from 'react';
import { Field, Input, type FieldProps } from '../ui/index.ts';

export type Entry = 'code' | 'capitals' | 'digits' | 'email' | 'phone';

const ENTRY = {
  code: { autoComplete: 'off', spellCheck: false },
  capitals: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' },
  digits: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const satisfies Record<Entry, ComponentProps<'input'>>;

/** The input's attributes for how its text is typed (for an Input outside a TextField). */
export function entryProps(entry: Entry): ComponentProps<'input'> {
  return ENTRY[entry];
}

export type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'children'> & { entry?: Entry };

export function TextField(props: TextFieldProps) {
  const { label, hint, error, optional, id, describedBy, entry, ...input } = props;
  const field = { label, hint, error, optional, id, describedBy };
  return (
    <Field {...field}>
      <Input {...(entry ? ENTRY[entry] : {})} {...input} />
    </Field>
  );
}
