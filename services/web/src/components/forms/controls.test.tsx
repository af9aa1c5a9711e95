// The form kit's controls: what assistive technology reads of them (names, descriptions, states)
// and what the keyboard and the pointer do.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Field } from '../ui/index.ts';
import { CharacterCount, CheckboxField, Choice, Fieldset, Radios, TextArea } from './index.ts';

describe('fieldset', () => {
  it('is a group named by its legend and described by its hint and error', async () => {
    await renderWithApp(
      <Fieldset id="split" legend="Scissione dei pagamenti" hint="Per gli enti" error="Scegliete">
        <Choice id="split-yes" type="radio" name="split" label="Sì" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Scissione dei pagamenti' });
    expect(group.getAttribute('aria-describedby')).toBe('split-hint split-error');
    expect(document.getElementById('split-error')?.textContent).toBe('Errore: Scegliete');
  });
});

describe('choices', () => {
  it('label a checkbox, a radio and a switch, and describe each by its hint', async () => {
    await renderWithApp(
      <>
        <Choice id="c" label="Scelta" />
        <Choice id="r" type="radio" label="Opzione" hint="Spiegazione" />
        <Choice id="s" type="switch" label="Marketing" strong />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Scelta' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Opzione' }).getAttribute('aria-describedby')).toBe(
      'r-hint',
    );
    expect(screen.getByText('Spiegazione').id).toBe('r-hint');
    const toggle = screen.getByRole('switch', { name: 'Marketing' });
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('radios: one choice of a group, the first option carrying the id, hints and the error', async () => {
    function Question() {
      const [value, setValue] = useState<'EMAIL' | 'PAPER' | ''>('');
      return (
        <Radios
          id="delivery"
          name="delivery"
          legend="Come ricevere le bollette"
          error={value === '' ? 'Scegliete come' : undefined}
          value={value}
          onChange={setValue}
          options={[
            { value: 'EMAIL', label: 'Per e-mail', hint: 'Al vostro indirizzo' },
            { value: 'PAPER', label: 'Su carta' },
          ]}
        />
      );
    }
    await renderWithApp(<Question />);
    const group = screen.getByRole('group', { name: 'Come ricevere le bollette' });
    expect(group.getAttribute('aria-describedby')).toBe('delivery-error');
    const email = screen.getByRole('radio', { name: 'Per e-mail' });
    expect(email.id).toBe('delivery');
    expect(email.getAttribute('aria-describedby')).toBe('delivery-hint');
    const paper = screen.getByRole('radio', { name: 'Su carta' });
    expect(paper.id).toBe('delivery-PAPER');
    fireEvent.click(paper);
    expect((paper as HTMLInputElement).checked).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('an option that does not apply now cannot be chosen', async () => {
    await renderWithApp(
      <Radios
        id="scope"
        name="scope"
        legend="Che cosa esportare"
        value="all"
        onChange={() => undefined}
        options={[
          { value: 'one', label: 'La fornitura scelta', disabled: true },
          { value: 'all', label: 'Tutte le forniture' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'La fornitura scelta' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('radio', { name: 'Tutte le forniture' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a checkbox question: its error above it names it and marks it invalid', async () => {
    await renderWithApp(
      <CheckboxField
        id="privacy"
        label="Ho letto l’informativa"
        error="Confermate di aver letto l’informativa"
        after={<a href="/legal/privacy">Informativa</a>}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ho letto l’informativa' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('privacy-error');
    expect(screen.getByRole('link', { name: 'Informativa' })).toBeTruthy();
  });
});

describe('text area with its count', () => {
  it('is labelled by its Field and described by its hint and count', async () => {
    await renderWithApp(
      <>
        <Field id="message" label="Messaggio" hint="Da 20 a 4000 caratteri" describedBy="count">
          <TextArea size="message" defaultValue="Buongiorno" />
        </Field>
        <CharacterCount id="count">10 caratteri su 4000</CharacterCount>
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Messaggio' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-describedby')).toBe('count message-hint');
    expect(screen.getByText('10 caratteri su 4000').id).toBe('count');
  });
});
