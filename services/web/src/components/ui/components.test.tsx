// The shared components — what assistive technology reads (roles, names, states)
// and what the keyboard does.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import {
  FactCard,
  FactList,
  Button,
  clearToasts,
  ConfirmDialog,
  Field,
  Input,
  KeyFigure,
  PageHeader,
  Pagination,
  Select,
  showToast,
  StatusBadge,
  Toaster,
  TOAST_DURATION_MS,
} from './index.ts';

describe('page header', () => {
  it('names the breadcrumb, links the ancestors, heads the page and holds its actions', async () => {
    await renderWithApp(
      <MemoryRouter>
        <PageHeader
          title="Bolletta 123"
          breadcrumb={[
            { label: 'Home', to: '/retail' },
            { label: 'Bollette', to: '/retail/my-bills' },
          ]}
          actions={<Button>Scarica</Button>}
          description="Emessa il 01/10/2026"
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/retail'],
      ['Bollette', '/retail/my-bills'],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bolletta 123');
    expect(screen.getByRole('button', { name: 'Scarica' })).toBeTruthy();
    expect(screen.getByText('Emessa il 01/10/2026')).toBeTruthy();
  });

  it('without a breadcrumb there is no navigation landmark', async () => {
    await renderWithApp(
      <MemoryRouter>
        <PageHeader title="Bollette" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('key figures and badges', () => {
  it('a key figure is a group named by its label', async () => {
    await renderWithApp(<KeyFigure label="Totale da pagare" value="128,40 €" detail="Scadenza" />);
    expect(screen.getByRole('group', { name: 'Totale da pagare' }).textContent).toContain(
      '128,40 €',
    );
  });

  it('§4: a status badge carries its words; tones differ in colour', async () => {
    await renderWithApp(
      <>
        <StatusBadge $tone="green">Attivo</StatusBadge>
        <StatusBadge $tone="red">Cessato</StatusBadge>
      </>,
    );
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).color;
    expect(colour('Attivo')).not.toBe(colour('Cessato'));
  });
});

describe('conventions 21: form fields the GOV.UK way', () => {
  it('labels the control, describes it by hint and error, marks it invalid, keeps the value', async () => {
    await renderWithApp(
      <Field label="Numero del documento" hint="In alto a destra" error="Numero non valido">
        <Input name="number" defaultValue="12ab" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Numero del documento' }) as HTMLInputElement;
    expect(input.value).toBe('12ab');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['In alto a destra', 'Errore: Numero non valido']);
  });

  it('a valid field is not marked invalid and says when it is optional, in German too', async () => {
    await renderWithApp(
      <Field label="Lieferung" optional>
        <Select defaultValue="gas">
          <option value="light">Strom</option>
          <option value="gas">Gas</option>
        </Select>
      </Field>,
      'de',
    );
    const select = screen.getByRole('combobox', { name: 'Lieferung (optional)' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('gas');
  });

  it('a hint shared by a fieldset describes each field first, before its own error', async () => {
    await renderWithApp(
      <fieldset>
        <legend>Periodo</legend>
        <span id="month-hint">Mese e anno</span>
        <Field label="Dal mese" error="Mese non valido" describedBy="month-hint">
          <Input defaultValue="13/2026" />
        </Field>
        <Field label="Al mese" describedBy="month-hint">
          <Input />
        </Field>
      </fieldset>,
    );
    const described = (name: string) =>
      (screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(described('Dal mese')).toEqual(['Mese e anno', 'Errore: Mese non valido']);
    expect(described('Al mese')).toEqual(['Mese e anno']);
  });
});

describe('pagination', () => {
  it('previous and next around the position; nothing for one page', async () => {
    const onPage = vi.fn();
    const several = await renderWithApp(<Pagination page={1} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(nav).getByText('Pagina 1 di 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Precedente' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Successiva' }));
    expect(onPage).toHaveBeenCalledWith(2);
    several.unmount();
    await renderWithApp(<Pagination page={1} pages={1} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('toasts for completed actions', () => {
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('are read out from a polite status region, closed by their button', async () => {
    await renderWithApp(<Toaster />);
    const region = screen.getByRole('status', { name: 'Notifiche' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => void showToast('Pagamento registrato.'));
    expect(within(region).getByText('Pagamento registrato.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Chiudi la notifica' }));
    expect(region.textContent).toBe('');
  });

  it('go by themselves after a while', async () => {
    vi.useFakeTimers();
    await renderWithApp(<Toaster />);
    act(() => void showToast('Lettura inviata.'));
    expect(screen.getByRole('status').textContent).toContain('Lettura inviata.');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

function DialogProbe({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Revoca</Button>
      <ConfirmDialog
        open={open}
        title="Revocare la domiciliazione?"
        confirmLabel="Sì, revoca"
        variant="danger"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        Le prossime bollette andranno pagate in altro modo.
      </ConfirmDialog>
    </>
  );
}

describe('the confirmation dialog', () => {
  it('is named and described, starts on cancel, keeps Tab inside, closes on Esc and gives focus back', async () => {
    const onConfirm = vi.fn();
    await renderWithApp(<DialogProbe onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Revoca' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Revocare la domiciliazione?' });
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Le prossime bollette andranno pagate in altro modo.');
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    const confirm = within(dialog).getByRole('button', { name: 'Sì, revoca' });
    expect(document.activeElement).toBe(cancel);
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its action button, in German', async () => {
    const onConfirm = vi.fn();
    await renderWithApp(<DialogProbe onConfirm={onConfirm} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Revoca' }));
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sì, revoca' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('labelled values, the one list every feature shows its facts in', () => {
  it('a fact card is a region named by its heading, each label with its value', async () => {
    await renderWithApp(
      <FactCard
        title="Il contratto"
        facts={[
          { label: 'Numero', value: 'CTR-1' },
          { label: 'Prodotto', value: 'Luce Verde' },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Il contratto' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Numero', 'Prodotto']);
    expect(values).toEqual(['CTR-1', 'Luce Verde']);
  });

  it('a list of what is about to be sent shows its values in the semibold weight', async () => {
    await renderWithApp(
      <FactList facts={[{ label: 'IBAN', value: 'IT60X0542811101000000123456' }]} strong />,
    );
    const value = screen.getByRole('definition');
    expect(getComputedStyle(value).fontWeight).toBe('600');
  });
});
