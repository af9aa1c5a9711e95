// The form kit's "check answers" flow: checked before going on, the summary and the messages
// following what is corrected, the answers to check, one send per press, a refusal back on its
// field, a failure said on the check step, a send that leaves, and the form again for another.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { AnswersCheck, AnswersForm, TextField, useCheckFlow } from './index.ts';

interface Problem {
  field: 'name';
  text: string;
}

const REFUSED = new Error('refused');

function Flow({
  send,
  leaves = false,
}: {
  send: (name: string) => Promise<string>;
  leaves?: boolean;
}) {
  const [name, setName] = useState('');
  const flow = useCheckFlow<Problem, string>({
    validate: () => (name.trim() ? [] : [{ field: 'name', text: 'Scrivete il nome' }]),
    send: () => send(name),
    refusal: (error) =>
      error === REFUSED ? { field: 'name', text: 'Il nome non è accettato' } : null,
    leaves,
  });
  if (flow.result !== null) {
    return (
      <div>
        <h2>Inviato {flow.result}</h2>
        <button
          type="button"
          onClick={() => {
            setName('');
            flow.again();
          }}
        >
          Un altro
        </button>
      </div>
    );
  }
  if (flow.step === 'check') {
    return (
      <AnswersCheck
        flow={flow}
        heading="Controllate"
        failure={flow.failure !== null && <p role="alert">Non inviato</p>}
        texts={{ confirm: 'Conferma', change: 'Modifica', sending: 'Invio…' }}
      >
        <p>Nome: {name}</p>
      </AnswersCheck>
    );
  }
  const errorOf = flow.current.find((p) => p.field === 'name')?.text;
  return (
    <AnswersForm
      id="f"
      flow={flow}
      heading="Modulo"
      errorTitle="C’è un problema"
      errors={flow.summarised.map((p) => ({ target: 'name', text: p.text }))}
      next="Continua"
      cancel={{ to: '/back', label: 'Annulla' }}
    >
      <TextField
        id="name"
        label="Nome"
        error={errorOf}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </AnswersForm>
  );
}

async function show(send: (name: string) => Promise<string>, leaves = false) {
  await renderWithApp(
    <MemoryRouter>
      <Flow send={send} leaves={leaves} />
    </MemoryRouter>,
  );
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Nome/ }), { target: { value } });

describe('check answers flow', () => {
  it('goes on only with no problem; the summary takes the focus and the message follows the correction', async () => {
    await show(async (name) => name);
    expect(screen.getByRole('link', { name: 'Annulla' }).getAttribute('href')).toBe('/back');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole('textbox', { name: /Nome/ }).getAttribute('aria-invalid')).toBe('true');
    typeName('Ada');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nome/ }).getAttribute('aria-invalid')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const heading = await screen.findByRole('heading', { name: 'Controllate' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(await screen.findByRole<HTMLInputElement>('textbox', { name: /Nome/ })).toHaveProperty(
      'value',
      'Ada',
    );
  });

  it('sends once per press, then opens the last step; the form again starts empty', async () => {
    let calls = 0;
    let release: (value: string) => void = () => undefined;
    await show(() => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    });
    typeName('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('button', { name: 'Conferma' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invio…'));
    expect(calls).toBe(1);
    release('n. 7');
    expect(await screen.findByRole('heading', { name: 'Inviato n. 7' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Un altro' }));
    expect(await screen.findByRole<HTMLInputElement>('textbox', { name: /Nome/ })).toHaveProperty(
      'value',
      '',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal that names a field goes back on the form; any other failure is said on the check step', async () => {
    let answer: Error = REFUSED;
    await show(() => Promise.reject(answer));
    typeName('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    expect(summary.textContent).toContain('Il nome non è accettato');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nome/ }).value).toBe('Ada');
    answer = new Error('down');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non inviato');
    expect(screen.getByRole('heading', { name: 'Controllate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conferma' }).hasAttribute('disabled')).toBe(false);
  });

  it('a send that takes the browser elsewhere keeps the button busy once it went', async () => {
    let calls = 0;
    await show(async () => {
      calls += 1;
      return 'away';
    }, true);
    typeName('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const confirm = await screen.findByRole('button', { name: 'Conferma' });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toBe(1));
    // The send's answer is in: the button still holds.
    await act(() => Promise.resolve());
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(calls).toBe(1);
    expect(screen.queryByRole('heading', { name: /Inviato/ })).toBeNull();
  });
});
