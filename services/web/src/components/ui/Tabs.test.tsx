// Tabs follow the WAI-ARIA keyboard pattern (roving tabindex, arrows, Home/End).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'summary', label: 'Riepilogo', content: 'Il riepilogo.' },
  { id: 'readings', label: 'Letture', content: 'Le letture.' },
  { id: 'documents', label: 'Documenti', content: 'I documenti.' },
];

describe('tabs', () => {
  it('one tab list named by its label, the first tab selected, its panel alone shown', async () => {
    await renderWithApp(<Tabs label="Fornitura" items={items} />);
    const list = screen.getByRole('tablist', { name: 'Fornitura' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0]!)).toBe(true);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Riepilogo' });
    expect(panel.textContent).toBe('Il riepilogo.');
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByRole('tabpanel', { name: 'Letture' })).toBeNull();
  });

  it('arrows move and select (wrapping), Home and End go to the ends, focus follows', async () => {
    const onSelect = vi.fn();
    await renderWithApp(<Tabs label="Fornitura" items={items} onSelect={onSelect} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Riepilogo').focus();
    fireEvent.keyDown(tab('Riepilogo'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Letture'));
    expect(tab('Letture').getAttribute('aria-selected')).toBe('true');
    expect(tab('Letture').tabIndex).toBe(0);
    expect(tab('Riepilogo').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Le letture.');
    fireEvent.keyDown(tab('Letture'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Documenti'));
    fireEvent.keyDown(tab('Documenti'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Riepilogo'));
    fireEvent.keyDown(tab('Riepilogo'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Documenti'));
    fireEvent.keyDown(tab('Documenti'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Riepilogo'));
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'readings',
      'documents',
      'summary',
      'documents',
      'summary',
    ]);
  });

  it('a click selects; a selection kept by the page is followed', async () => {
    const kept = await renderWithApp(<Tabs label="Fornitura" items={items} selected="documents" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('I documenti.');
    kept.unmount();
    await renderWithApp(<Tabs label="Fornitura" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Letture' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Le letture.');
  });
});
