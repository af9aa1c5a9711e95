import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from './vault.ts';

describe('the refresh tokens kept for the alert jobs (AES-256-GCM at rest)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed bytes do not contain the token', () => {
    const box = seal(key, 'mario.rossi@demo.it', 'refresh-token-value');
    expect(Buffer.from(box).includes(Buffer.from('refresh-token-value'))).toBe(false);
    expect(open(key, 'mario.rossi@demo.it', box)).toBe('refresh-token-value');
  });

  it('does not open with another key, for another customer, or tampered', () => {
    const box = seal(key, 'mario.rossi@demo.it', 'refresh-token-value');
    expect(open(randomBytes(32), 'mario.rossi@demo.it', box)).toBeNull();
    expect(open(key, 'anna.huber@demo.it', box)).toBeNull();
    const tampered = Buffer.from(box);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(open(key, 'mario.rossi@demo.it', tampered)).toBeNull();
  });
});
