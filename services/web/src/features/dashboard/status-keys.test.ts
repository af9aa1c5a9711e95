import { CONTRACT_STATUS_CODES, contractStatus, contractStatusCode } from '@portal/shared/status';
import { describe, expect, it } from 'vitest';
import it_ from '@/locales/it/index.ts';
import { STATUS_KEYS } from './status-keys.ts';

describe('§4 status labels: the Italian texts are the spec’s labels', () => {
  it('shows every contract state as §4 names it (case-insensitive; unknown → Attivo)', () => {
    for (const [state, code] of Object.entries(CONTRACT_STATUS_CODES)) {
      const shown = it_.supply.statuses[STATUS_KEYS[code]];
      // 'in fase di attivazione' is shown as is: as the supplier spells it ('In fase di attivazione').
      const expected =
        state === 'in fase di attivazione'
          ? 'In fase di attivazione'
          : contractStatus(state.toUpperCase()).label;
      expect(shown, state).toBe(expected);
    }
    expect(it_.supply.statuses[STATUS_KEYS[contractStatusCode('qualcosa di nuovo')]]).toBe(
      'Attivo',
    );
  });
});
