import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Name, nameSlot, NamedText } from './Name.tsx';

describe('names shown as upstream wrote them (§9)', () => {
  it('marks a name untranslatable and, when upstream wrote it in Italian, Italian', () => {
    const { container } = render(<Name value="Luce Verde Alto Adige" lang="it" />);
    const name = container.querySelector('span');
    expect(name?.textContent).toBe('Luce Verde Alto Adige');
    expect(name?.getAttribute('translate')).toBe('no');
    expect(name?.getAttribute('lang')).toBe('it');
  });

  it("a registry's name is not translated and keeps the page's language", () => {
    const { container } = render(<Name value="Anna Huber" />);
    expect(container.querySelector('span')?.getAttribute('translate')).toBe('no');
    expect(container.querySelector('span')?.hasAttribute('lang')).toBe(false);
  });

  it("shows the page's own none, unmarked, when upstream sent no name", () => {
    const { container } = render(<Name value="" lang="it" none="—" />);
    expect(container.innerHTML).toBe('—');
  });

  it('puts each marked name in its place in a translated sentence, in its order', () => {
    const { container } = render(
      <NamedText
        text={`Los ${nameSlot(1)} der Konvention ${nameSlot(0)}`}
        names={[
          <Name key="convention" value="Convenzione Enti Pubblici Veneto" lang="it" />,
          <Name key="lot" value="Lotto 3" lang="it" />,
        ]}
      />,
    );
    expect(container.textContent).toBe(
      'Los Lotto 3 der Konvention Convenzione Enti Pubblici Veneto',
    );
    expect(
      [...container.querySelectorAll('[translate="no"][lang="it"]')].map((n) => n.textContent),
    ).toEqual(['Lotto 3', 'Convenzione Enti Pubblici Veneto']);
  });
});
