// The form kit's feedback: the error summary and its focus, a failure of a send, the button with
// its status, a form's card and steps, and a confirmation.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ApiError } from '../../lib/http.ts';
import {
  CheckActions,
  ConfirmationPanel,
  FailureAlert,
  FormErrorSummary,
  FormPanel,
  SubmitActions,
  useSteps,
  useSummaryFocus,
  type FormError,
} from './index.ts';

describe('error summary', () => {
  it('takes the focus after a try and links each problem to its field or its group’s first control', async () => {
    function Form() {
      const [errors, setErrors] = useState<FormError[]>([]);
      const summary = useSummaryFocus(errors, errors.length > 0);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            summary.request();
            setErrors([
              { target: 'name', text: 'Scrivete il nome' },
              { target: 'range', text: 'Il periodo non è valido' },
            ]);
          }}
        >
          <FormErrorSummary ref={summary.attach} id="s" title="C’è un problema" errors={errors} />
          <input id="name" aria-label="Nome" />
          <div id="range">
            <input aria-label="Periodo" />
          </div>
          <button type="submit">Invia</button>
        </form>
      );
    }
    await renderWithApp(<Form />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(screen.getByRole('link', { name: 'Il periodo non è valido' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Periodo' }));
    fireEvent.click(screen.getByRole('link', { name: 'Scrivete il nome' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });
});

describe('failure of a send', () => {
  it('says what was not done and why, focused; the API’s error in words where the form has none', async () => {
    await renderWithApp(
      <FailureAlert error={new Error('boom')} title="La richiesta non è stata inviata." />,
    );
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(alert.textContent).toContain('La richiesta non è stata inviata.');
    cleanup();
    await renderWithApp(
      <FailureAlert
        error={new ApiError(409, 'CONFLICT', 'pending', 'requestAlreadyPending')}
        title="La richiesta non è stata inviata."
        reason="C’è già una richiesta in corso."
        focus={false}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('C’è già una richiesta in corso.');
    expect(screen.getByRole('alert').getAttribute('tabindex')).toBeNull();
  });
});

describe('buttons and status', () => {
  it('hold the button while busy, disabled or aria-disabled, and say what is going on', async () => {
    await renderWithApp(<SubmitActions label="Invia" busy={false} status="" />);
    expect(screen.getByRole('button', { name: 'Invia' }).hasAttribute('disabled')).toBe(false);
    cleanup();
    await renderWithApp(<SubmitActions label="Invia" busy status="Invio in corso…" />);
    expect(screen.getByRole('button', { name: 'Invia' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Invio in corso…');
    cleanup();
    await renderWithApp(
      <SubmitActions
        label="Salva"
        busyLabel="Salvataggio…"
        busy
        hold="aria"
        status=""
        live={false}
      />,
    );
    const save = screen.getByRole('button', { name: 'Salvataggio…' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBeNull();
  });

  it('check answers: sends once per press, changes, and says it is sending', async () => {
    let sent = 0;
    let changed = 0;
    await renderWithApp(
      <CheckActions
        confirm="Conferma"
        change="Modifica"
        sendingText="Invio…"
        sending={false}
        onSend={() => (sent += 1)}
        onChange={() => (changed += 1)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    expect([sent, changed]).toEqual([1, 1]);
    cleanup();
    await renderWithApp(
      <CheckActions
        confirm="Conferma"
        change="Modifica"
        sendingText="Invio…"
        sending
        onSend={() => (sent += 1)}
        onChange={() => (changed += 1)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Conferma' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Invio…');
  });
});

describe('form card, steps and confirmation', () => {
  it('names the card by its heading; a step opened by goTo takes the focus on its heading, not the first', async () => {
    function Flow() {
      const { step, goTo, headingRef } = useSteps<'edit' | 'check'>('edit');
      return (
        <FormPanel heading={step === 'edit' ? 'Modulo' : 'Controllate'} headingRef={headingRef}>
          <button type="button" onClick={() => goTo(step === 'edit' ? 'check' : 'edit')}>
            Avanti
          </button>
        </FormPanel>
      );
    }
    await renderWithApp(<Flow />);
    expect(screen.getByRole('region', { name: 'Modulo' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    const heading = await screen.findByRole('heading', { name: 'Controllate' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a confirmation takes the focus, says it in a status and opens the form again', async () => {
    let again = 0;
    await renderWithApp(
      <ConfirmationPanel
        heading="Richiesta inviata"
        text="Vi risponderemo entro 30 giorni."
        again={{ label: 'Nuova richiesta', onClick: () => (again += 1) }}
      >
        <p>Pratica 2026-000123</p>
      </ConfirmationPanel>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Richiesta inviata' }));
    expect(screen.getByRole('status').textContent).toBe('Vi risponderemo entro 30 giorni.');
    expect(screen.getByRole('region', { name: 'Richiesta inviata' }).dataset.state).toBe('filed');
    act(() => screen.getByRole('button', { name: 'Nuova richiesta' }).click());
    expect(again).toBe(1);
  });
});
