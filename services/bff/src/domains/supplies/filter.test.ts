import { describe, expect, it } from 'vitest';
import { upstreamStatus } from './filter.ts';

describe('the supplies status filter in upstream words (§4)', () => {
  it('a §4 key goes upstream as statoFornitura is written', () => {
    expect(upstreamStatus('ACTIVE')).toBe('Attiva');
    expect(upstreamStatus('ACTIVATING')).toBe('In fase di attivazione');
    expect(upstreamStatus('SUSPENDED')).toBe('Sospesa');
    expect(upstreamStatus('CEASED')).toBe('Cessata');
    expect(upstreamStatus(null)).toBeUndefined();
  });

  it('UNKNOWN is no filter value: BAD_USER_INPUT on status', () => {
    expect(() => upstreamStatus('UNKNOWN')).toThrow(/status cannot filter by UNKNOWN/);
  });
});
