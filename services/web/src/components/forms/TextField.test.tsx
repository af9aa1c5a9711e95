// A text input in its field: labelled by the label, described by its hint and error, marked
// invalid while in error, and every input prop (type, value, onChange) reaching the input.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { TextField } from './index.ts';

describe('a text field', () => {
  it('wires label, hint and error to the input and passes the input its props', async () => {
    const onChange = vi.fn();
    await renderWithApp(
      <TextField
        id="email"
        label="E-mail"
        hint="La useremo per risponderti."
        error="Scrivi un indirizzo e-mail valido."
        type="email"
        autoComplete="email"
        value="mario@"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.id).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-error')?.textContent).toBe(
      'Errore: Scrivi un indirizzo e-mail valido.',
    );
    fireEvent.change(input, { target: { value: 'mario@example.it' } });
    expect(onChange).toHaveBeenCalledWith('mario@example.it');
  });

  it('says an optional field and leaves a valid one undescribed', async () => {
    await renderWithApp(<TextField label="Note" optional defaultValue="" />);
    const input = screen.getByRole('textbox', { name: /Note/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByText(/facoltativo/i)).toBeTruthy();
  });

  it('types a code as written, in capitals, as digits, an e-mail address or a phone, as told', async () => {
    await renderWithApp(
      <>
        <TextField id="cig" label="CIG" entry="capitals" defaultValue="" />
        <TextField id="code" label="Codice cliente" entry="digits" defaultValue="" />
        <TextField id="mail" label="E-mail" entry="email" defaultValue="" />
        <TextField id="tel" label="Cellulare" entry="phone" defaultValue="" />
        <TextField id="n" label="Numero" entry="code" autoComplete="on" defaultValue="" />
      </>,
    );
    const attributes = (name: string) => {
      const input = screen.getByRole('textbox', { name });
      return ['type', 'autocomplete', 'spellcheck', 'autocapitalize', 'inputmode'].map((a) =>
        input.getAttribute(a),
      );
    };
    expect(attributes('CIG')).toEqual([null, 'off', 'false', 'characters', null]);
    expect(attributes('Codice cliente')).toEqual([null, 'off', 'false', null, 'numeric']);
    expect(attributes('E-mail')).toEqual(['email', 'email', 'false', null, null]);
    expect(attributes('Cellulare')).toEqual(['tel', 'tel', null, null, 'tel']);
    // What the field says itself wins over its kind of entry.
    expect(attributes('Numero')).toEqual([null, 'on', 'false', null, null]);
  });
});
