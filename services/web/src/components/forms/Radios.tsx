// A choice of one among a few (GOV.UK radios): a fieldset named by its legend, the hint and the
// error under it, each option a 44 px target with its own hint. The first option carries the id
// the error summary links to. Arrow keys move between options, as the browser does for radios.
import type { ReactNode } from 'react';
import { Choice } from './Choice.tsx';
import { Fieldset } from './Fieldset.tsx';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
  /** Not to be chosen now (the form is busy, or the option does not apply yet). */
  disabled?: boolean;
}

export interface RadiosProps<V extends string> {
  id: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly RadioOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
}

export function Radios<V extends string>({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  onChange,
}: RadiosProps<V>) {
  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error} gap={1}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          id={index === 0 ? id : `${id}-${option.value}`}
          type="radio"
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          label={option.label}
          hint={option.hint}
          disabled={option.disabled}
          tightHint
        />
      ))}
    </Fieldset>
  );
}
