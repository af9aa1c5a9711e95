// A text input in its field (GOV.UK's text input): the label, hint and error of a Field around an
// Input that takes the field's id and descriptions. Every prop the input takes (value, onChange,
// type, autoComplete…) is passed to it; the field's own (label, hint, error, optional, id,
// describedBy) to the field.
import type { ComponentProps } from 'react';
import { Field, Input, type FieldProps } from '../ui/index.ts';

export type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'children'>;

export function TextField(props: TextFieldProps) {
  const { label, hint, error, optional, id, describedBy, ...input } = props;
  const field = { label, hint, error, optional, id, describedBy };
  return (
    <Field {...field}>
      <Input {...input} />
    </Field>
  );
}
