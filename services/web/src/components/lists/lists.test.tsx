// The list kit: a failure said with its retry, the count announced once the API answered, nothing
// found with the way to take the filters off, and the number of pages.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ApiError } from '../../lib/http.ts';
import { ListCount, ListEmpty, ListFailure, pageCount } from './index.ts';

describe('around a list', () => {
  it('says a failure in words with a retry', async () => {
    const retry = vi.fn();
    await renderWithApp(
      <ListFailure error={new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'down')} retry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('announces the count once the API answered, loading until then', async () => {
    await renderWithApp(
      <>
        <ListCount total={undefined} loading count={(n) => `${n} bollette`} />
        <ListCount total={12} loading={false} count={(n) => `${n} bollette`} />
      </>,
    );
    const [loading, counted] = screen.getAllByRole('status');
    expect(loading?.getAttribute('aria-live')).toBe('polite');
    expect(loading?.textContent).not.toBe('');
    expect(counted?.textContent).toBe('12 bollette');
  });

  it('says nothing was found, with the way to take the filters off', async () => {
    const reset = vi.fn();
    await renderWithApp(
      <ListEmpty reset={{ label: 'Azzera i filtri', onClick: reset }}>Nessun risultato.</ListEmpty>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(reset).toHaveBeenCalled();
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
