// Terms beside their values: a desk's contacts in a card named by its heading, each value a link or
// a text with its hint, the first number in the large type; facts as tiles that wrap.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ContactCard, FactGrid, TermList } from './index.ts';

describe('terms and their values', () => {
  it('shows a desk’s contacts in a card named by its heading, links and hints', async () => {
    await renderWithApp(
      <ContactCard
        heading="Contatti"
        lines={[
          {
            term: 'Telefono',
            text: '800 123 456',
            href: 'tel:800123456',
            large: true,
            hint: 'Gratuito',
          },
          { term: 'E-mail', text: 'info@example.it', href: 'mailto:info@example.it' },
          { term: 'Orari', text: 'lun–ven 8–20' },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'Contatti' });
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Telefono', 'E-mail', 'Orari']);
    expect(within(card).getByRole('link', { name: '800 123 456' }).getAttribute('href')).toBe(
      'tel:800123456',
    );
    expect(within(card).getByRole('link', { name: 'info@example.it' }).getAttribute('href')).toBe(
      'mailto:info@example.it',
    );
    const hours = within(card).getByText('lun–ven 8–20');
    expect(hours.tagName).toBe('SPAN');
    expect(hours.className).toContain('line');
    expect(within(card).getByText('Gratuito').closest('dd')?.textContent).toBe(
      '800 123 456Gratuito',
    );
  });

  it('lays out a term list and a fact grid as description lists', async () => {
    await renderWithApp(
      <>
        <TermList>
          <dt>Numero</dt>
          <dd>123</dd>
        </TermList>
        <FactGrid $min={50}>
          <dt>Totale</dt>
          <dd>10 €</dd>
        </FactGrid>
      </>,
    );
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '123',
      '10 €',
    ]);
  });
});
