import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import RegisterPage from './RegisterPage.tsx';

const CUSTOMER = {
  customerCode: '600001',
  name: 'Ugo Ignoto',
  address: 'Via San Zeno 12',
  place: '37123 Verona (VR)',
  maskedEmail: 'u***@example.it',
  maskedPhone: '*** 456',
  maskedMobile: null,
};

type Call = { path: string; body: unknown };

/** The BFF's /auth/register stand-in; `verify` decides the check's answer. */
function api(verify: () => Response = () => Response.json(CUSTOMER), state?: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      expect(new Headers(init?.headers).get('x-portal-csrf')).toBe('1');
      if (path === '/auth/register/state')
        return state ? state() : Response.json({ email: 'sconosciuto@demo.it', customer: null });
      if (path === '/auth/register/verify') return verify();
      return Response.json({
        registrationNumber: 'REG-2026-000001',
        email: 'ugo@example.it',
        activationBy: '2026-11-25',
      });
    }),
  );
  return calls;
}

describe('/auth/register', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('checks the codes before sending: a summary linking to each field, the text kept, nothing sent', async () => {
    const calls = api();
    await renderPageAt('/auth/register', <RegisterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrazione' })).toBeTruthy();
    // The heading shows while the registration's state loads; the form comes with it.
    expect(
      await screen.findByText(/Hai effettuato l’accesso come sconosciuto@demo\.it/),
    ).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /^Codice cliente/ }) as HTMLInputElement;
    const tax = screen.getByRole('textbox', { name: /^Codice fiscale/ }) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '60A' } });
    fireEvent.change(tax, { target: { value: 'GNTGUO80A01L781X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const summary = await screen.findByRole('alert', { name: 'Correggi questi dati' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Il codice cliente contiene solo cifre (al massimo 12).',
      'Il codice fiscale non è valido: controlla di averlo scritto bene.',
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(code.value).toBe('60A');
    expect(tax.value).toBe('GNTGUO80A01L781X');
    expect(calls.map((c) => c.path)).toEqual(['/auth/register/state']);
  });

  it('a pair the supplier does not know is said in words; the text stays; too many tries say the wait', async () => {
    let answer = Response.json(
      { error: 'NOT_FOUND', reason: 'customerNotMatched' },
      { status: 404 },
    );
    api(() => answer);
    await renderPageAt('/auth/register', <RegisterPage />);
    const code = (await screen.findByRole('textbox', {
      name: /^Codice cliente/,
    })) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '600001' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Codice fiscale/ }), {
      target: { value: 'PCHLKS85M12A952C' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText(/non corrispondono a un nostro cliente/)).toBeTruthy();
    expect(code.value).toBe('600001');
    answer = Response.json(
      { error: 'RATE_LIMITED', reason: 'tooManyAttempts', retryAfterMs: 600_000 },
      { status: 429 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText(/puoi riprovare tra 10 minuti/)).toBeTruthy();
  });

  it('a right pair leads to the contacts, then to what happens next', async () => {
    const calls = api();
    await renderPageAt('/auth/register', <RegisterPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Codice cliente/ }), {
      target: { value: '600001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Codice fiscale/ }), {
      target: { value: 'gntguo80a01l781e' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    const heading = await screen.findByRole('heading', { name: /I tuoi recapiti/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/Abbiamo trovato il cliente Ugo Ignoto, Via San Zeno 12/)).toBeTruthy();
    expect(screen.getByText(/u\*\*\*@example\.it, \*\*\* 456/)).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.value).toBe('sconosciuto@demo.it');
    fireEvent.change(email, { target: { value: 'ugo@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma la registrazione' }));
    expect(await screen.findByRole('alert', { name: 'Correggi questi dati' })).toBeTruthy();
    expect(email.value).toBe('ugo@');
    fireEvent.change(email, { target: { value: 'ugo@example.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma la registrazione' }));
    const done = await screen.findByRole('heading', { name: 'Registrazione ricevuta' });
    await vi.waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('REG-2026-000001')).toBeTruthy();
    expect(screen.getByText('25/11/2026')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/auth/register/state', null],
      ['/auth/register/verify', { customerCode: '600001', taxCode: 'gntguo80a01l781e' }],
      ['/auth/register/contacts', { email: 'ugo@example.it' }],
    ]);
  });

  it('in German, without a registration in progress: the page offers to sign in again', async () => {
    api(undefined, () =>
      Response.json({ error: 'UNAUTHENTICATED', reason: 'registrationExpired' }, { status: 401 }),
    );
    await renderPageAt('/de/auth/register', <RegisterPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrierung' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Registrierung ist abgelaufen');
    expect(within(alert).getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).toBe(
      '/de/auth/login',
    );
  });
});
