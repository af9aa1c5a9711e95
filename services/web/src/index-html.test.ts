// @vitest-environment node
// index.html paints the header bar with the portal's name before the client runs;
// its name in each language must be the one the client's header shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from './locales/de/index.ts';
import it_ from './locales/it/index.ts';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('the page before the client runs', () => {
  it('§9: names the portal as the header does, in it and de', () => {
    expect(html).toContain(`<span class="boot-it">${it_.app.name}</span>`);
    expect(html).toContain(`<span class="boot-de">${de.app.name}</span>`);
  });

  it('keeps the static bar inside #root, which the client replaces on its first render', () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(root).toContain('class="boot-bar" aria-hidden="true"');
  });
});
