// The life of a form that sends once (SubmissionForm, SettingsForm and useSubmission): checked
// before sending, the summary focused, the messages following what is corrected, one send per
// press, a refusal back on its field, a failure said with what was typed kept, and "saved".
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { graphql } from '../../lib/graphql.ts';
import { ApiError } from '../../lib/http.ts';
import { Field, Input } from '../ui/index.ts';
import { SettingsForm, SubmissionForm, useSubmission } from './index.ts';

interface Values {
  name: string;
}
type Problem = { field: 'name'; text: string };

const validate = (values: Values): Problem[] =>
  values.name.trim() ? [] : [{ field: 'name', text: 'Scrivete il nome' }];

function NameForm({ send }: { send: (values: Values) => Promise<string> }) {
  const id = useId();
  const form = useSubmission({
    initial: { name: '' },
    validate,
    send,
    refusal: (error) =>
      error instanceof ApiError && error.code === 'BAD_USER_INPUT'
        ? { field: 'name' as const, text: 'Il nome non è accettato' }
        : null,
    onSent: (_result, { reset }) => reset(),
  });
  const error = form.errors[0]?.text;
  return (
    <SubmissionForm
      id={id}
      form={form}
      heading="La richiesta"
      errors={form.errors.map((e) => ({ target: `${id}-name`, text: e.text }))}
      texts={{
        errorTitle: 'C’è un problema',
        failed: 'La richiesta non è stata inviata.',
        send: 'Invia',
        sending: 'Invio in corso…',
      }}
    >
      <Field id={`${id}-name`} label="Nome" error={error}>
        <Input value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />
      </Field>
      <p data-testid="sent">{String(form.sent)}</p>
    </SubmissionForm>
  );
}

describe('a form that sends once', () => {
  it('checks before sending: the summary takes the focus, the messages follow the corrections', async () => {
    const send = vi.fn(async () => 'ok');
    await renderWithApp(<NameForm send={send} />);
    expect(screen.getByRole('form', { name: 'La richiesta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    // The focus moves once the summary is drawn (an effect after the render).
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Nome/ }), { target: { value: 'Anna' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends once per press, says it is sending, then empties the form for another', async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await renderWithApp(<NameForm send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Anna' } });
    const button = screen.getByRole('button', { name: 'Invia' });
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Anna' });
    expect(await screen.findByText('Invio in corso…')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    answer('ok');
    await waitFor(() => expect(screen.getByTestId('sent').textContent).toBe('true'));
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('');
  });

  it('puts a refusal on its field and says any other failure, focused, keeping what was typed', async () => {
    const send = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(400, 'BAD_USER_INPUT', 'no'))
      .mockRejectedValueOnce(new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'down'));
    await renderWithApp(<NameForm send={send} />);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    expect(summary.textContent).toContain('Il nome non è accettato');
    // The focus moves once the summary is drawn (an effect after the render).
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain('La richiesta non è stata inviata.'),
    );
    expect((name as HTMLInputElement).value).toBe('Anna');
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a settings form', () => {
  it('says "saving…" on its button, then "saved" until the next try; a failure under it', async () => {
    const save = vi
      .fn<(values: { on: boolean }) => Promise<boolean>>()
      .mockResolvedValueOnce(true)
      .mockRejectedValueOnce(new Error('down'));
    function Settings() {
      const form = useSubmission({ initial: { on: false }, validate: () => [], send: save });
      return (
        <SettingsForm
          form={form}
          texts={{
            save: 'Salva',
            saving: 'Salvataggio…',
            saved: 'Salvato.',
            failed: 'Non salvato.',
          }}
        >
          <input
            type="checkbox"
            aria-label="Attivo"
            checked={form.values.on}
            onChange={(e) => form.set('on', e.target.checked)}
          />
        </SettingsForm>
      );
    }
    await renderWithApp(<Settings />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attivo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Salvato.'));
    expect(save).toHaveBeenCalledWith({ on: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Non salvato.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('one Idempotency-Key per submission', () => {
  const SAVE = 'mutation SaveName($name: String!) { saveName(name: $name) }';
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  afterEach(() => vi.unstubAllGlobals());

  /** The form, sending through the GraphQL client: each request's key in `keys`, `answers` first. */
  async function renderSaving(keys: Array<string | null>, answers: Array<() => Promise<Response>>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return (answers.shift() ?? (async () => json({ data: { saveName: 'ok' } })))();
      }),
    );
    const send = (values: Values) =>
      graphql<{ saveName: string }>(SAVE, { name: values.name }).then((data) => data.saveName);
    await renderWithApp(<NameForm send={send} />);
  }

  it('a double click sends one request under one key; a retry of the same values keeps it; the next submission has a new one', async () => {
    const keys: Array<string | null> = [];
    let fail: () => void = () => undefined;
    const answers: Array<() => Promise<Response>> = [
      // The first send is lost on the way (the network failed): the customer tries again.
      () => new Promise<Response>((_, reject) => (fail = () => reject(new TypeError('offline')))),
    ];
    await renderSaving(keys, answers);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'Anna' } });
    const button = screen.getByRole('button', { name: 'Invia' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

    fail();
    expect(await screen.findByText('La richiesta non è stata inviata.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    // Sent: the form empties for another.
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect(keys).toEqual([keys[0], keys[0]]);

    fireEvent.change(name, { target: { value: 'Bruno' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a submission corrected after a failure is a new one, with a new key', async () => {
    const keys: Array<string | null> = [];
    const answers = [
      async () =>
        json({ data: null, errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
    ];
    await renderSaving(keys, answers);
    const name = screen.getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('La richiesta non è stata inviata.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Anna Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe(''));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
