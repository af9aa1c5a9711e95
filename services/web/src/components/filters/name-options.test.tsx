// A filter's options that are names (a registry's, a site's) are never translated and carry the
// language upstream wrote them in; the filter's own words ("all") stay the page's.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { SelectFilter } from './FilterBar.tsx';

describe('names among a filter’s options', () => {
  it('marks a name option translate="no" with its language, and leaves the others alone', async () => {
    renderWithApp(
      <SelectFilter
        label="Sede"
        value=""
        onChange={() => undefined}
        all={{ label: 'Tutte le sedi' }}
        options={[
          { value: '1', label: 'Sede legale – Via Torino 99, Milano', name: { lang: 'it' } },
          { value: '2', label: 'ACME Industrie S.p.A.', name: {} },
          { value: '3', label: 'Non indicata' },
        ]}
      />,
    );
    await screen.findByRole('combobox', { name: 'Sede' });
    const option = (text: string) => screen.getByText(text, { selector: 'option' });
    expect(option('Sede legale – Via Torino 99, Milano').getAttribute('translate')).toBe('no');
    expect(option('Sede legale – Via Torino 99, Milano').getAttribute('lang')).toBe('it');
    expect(option('ACME Industrie S.p.A.').getAttribute('translate')).toBe('no');
    expect(option('ACME Industrie S.p.A.').hasAttribute('lang')).toBe(false);
    expect(option('Tutte le sedi').hasAttribute('translate')).toBe(false);
    expect(option('Non indicata').hasAttribute('translate')).toBe(false);
  });
});
