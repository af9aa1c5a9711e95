import { describe, expect, it } from 'vitest';
import { contactErrors } from './contact.ts';

const ok = { email: 'amministrazione@acme.it', phone: '+39 045 1234567', mobile: '' };

describe('§3 anagrafica contacts: what the profile form accepts', () => {
  it('a valid e-mail with optional numbers passes; empty numbers are not sent, so they pass', () => {
    expect(contactErrors(ok)).toEqual([]);
    expect(contactErrors({ ...ok, phone: '', mobile: '333 1234567' })).toEqual([]);
  });

  it('the e-mail is required, at most 254 characters and an address', () => {
    expect(contactErrors({ ...ok, email: '  ' })).toEqual([
      { field: 'email', problem: 'required' },
    ]);
    expect(contactErrors({ ...ok, email: 'acme.it' })).toEqual([
      { field: 'email', problem: 'invalid' },
    ]);
    expect(contactErrors({ ...ok, email: `${'a'.repeat(250)}@x.it` })).toEqual([
      { field: 'email', problem: 'tooLong' },
    ]);
  });

  it('numbers are digits and spaces with an optional +, 6 to 20 characters; every problem is listed in order', () => {
    expect(contactErrors({ email: 'x', phone: '045-123', mobile: '1'.repeat(21) })).toEqual([
      { field: 'email', problem: 'invalid' },
      { field: 'phone', problem: 'invalid' },
      { field: 'mobile', problem: 'tooLong' },
    ]);
    expect(contactErrors({ ...ok, phone: '12345' })).toEqual([
      { field: 'phone', problem: 'invalid' },
    ]);
  });
});
