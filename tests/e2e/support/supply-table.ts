// The business supplies table as the tests read it: its texts in it and de, its columns, and the
// rows once the page's answer is on screen.
import { expect, type Locator, type Page } from '@playwright/test';

export const TEXT = {
  it: {
    prefix: '',
    title: { light: 'Forniture luce', gas: 'Forniture gas' },
    greenTitle: { light: 'Energia verde luce', gas: 'Energia verde gas' },
    caption: 'Elenco delle forniture',
    greenCaption: 'Elenco delle forniture con energia verde',
    count: /^(\d+) fornitur[ae]$/,
    greenCount: /^(\d+) fornitur[ae] con energia verde$/,
    point: { light: 'POD', gas: 'PDR' },
    kind: { light: 'Potenza impegnata', gas: 'Classe del contatore' },
    search: 'Cerca',
    status: 'Stato',
    site: 'Sede',
    active: 'Attivo',
    next: 'Successiva',
    page: (n: number) => new RegExp(`^Pagina ${n} di \\d+$`),
    openContract: /^Apri il contratto della fornitura /,
    totals: 'Totali delle forniture con energia verde',
    co2: 'CO₂ evitata in un anno',
    certificate: /Garanzia di Origine/,
    greenEmpty: 'Nessuna fornitura di questo tipo ha energia da fonti rinnovabili.',
    memberChoice: 'Anagrafica intestataria',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    title: { light: 'Stromlieferstellen', gas: 'Gaslieferstellen' },
    greenTitle: { light: 'Grüner Strom', gas: 'Grünes Gas' },
    caption: 'Liste der Lieferstellen',
    greenCaption: 'Liste der Lieferstellen mit grüner Energie',
    count: /^(\d+) Lieferstellen?$/,
    greenCount: /^(\d+) Lieferstellen? mit grüner Energie$/,
    point: { light: 'POD', gas: 'PDR' },
    kind: { light: 'Vertragsleistung', gas: 'Zählerklasse' },
    search: 'Suchen',
    status: 'Status',
    site: 'Standort',
    active: 'Aktiv',
    next: 'Weiter',
    page: (n: number) => new RegExp(`^Seite ${n} von \\d+$`),
    openContract: /^Vertrag der Lieferstelle .+ öffnen$/,
    totals: 'Summen der Lieferstellen mit grüner Energie',
    co2: 'Vermiedenes CO₂ pro Jahr',
    certificate: /Herkunftsnachweis/,
    greenEmpty: 'Keine Lieferstelle dieser Art bezieht Energie aus erneuerbaren Quellen.',
    memberChoice: 'Stammdaten des Vertragsinhabers',
    placeholder: /in Vorbereitung/i,
  },
} as const;
export type Language = keyof typeof TEXT;

export /** Column of each value in the supplies table (SupplyTable, variant 'all'). */
const COLUMN = { point: 0, status: 1, site: 2, consumption: 5 } as const;

/** The site's name, the first line of its cell (the address is under it). */
export const siteNameOf = (cell: string) => cell.split('\n')[0]?.trim() ?? '';

/** The table's rows once the page's answer is on screen (not a skeleton, not a revalidation). */
export async function settledRows(page: Page, caption: string): Promise<Locator> {
  const region = page.getByRole('region', { name: caption });
  await expect(region.locator('table')).toHaveAttribute('aria-busy', 'false');
  const rows = region.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows;
}

export async function countOf(page: Page, pattern: RegExp): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: pattern });
  await expect(status).toBeVisible();
  return Number(pattern.exec((await status.innerText()).trim())?.[1]);
}

export async function cells(rows: Locator, column: number): Promise<string[]> {
  return (await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts()).map((t) => t.trim());
}
