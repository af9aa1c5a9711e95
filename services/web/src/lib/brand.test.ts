// The client takes the supplier's brand from the page the BFF served, once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BRAND, forgetBrand, readBrand, useBrand } from './brand.ts';

function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'portal-brand';
  element.textContent = text;
  document.head.append(element);
}

const ALPINA = { ...DEMO_BRAND, name: 'Energia Alpina <S.p.A.>', shortName: 'Alpina' };

beforeEach(() => forgetBrand());
afterEach(() => document.getElementById('portal-brand')?.remove());

describe('the brand of the page', () => {
  it('reads the brand the BFF embedded, "<" escaped as the BFF writes it', () => {
    embed(JSON.stringify(ALPINA).replace(/</g, '\\u003c'));
    expect(readBrand()).toEqual(ALPINA);
    expect(useBrand()).toBe(readBrand());
  });

  it('reads it once: a later change of the element changes nothing', () => {
    embed(JSON.stringify(ALPINA));
    expect(readBrand().name).toBe('Energia Alpina <S.p.A.>');
    document.getElementById('portal-brand')!.textContent = JSON.stringify(DEMO_BRAND);
    expect(readBrand().name).toBe('Energia Alpina <S.p.A.>');
  });

  it('falls back to the demo brand without the element or with unreadable JSON', () => {
    expect(readBrand()).toBe(DEMO_BRAND);
    forgetBrand();
    embed('{not json');
    expect(readBrand()).toBe(DEMO_BRAND);
  });

  it('the demo brand carries what the pages show and none of the legal pages’ texts', () => {
    expect(DEMO_BRAND.name).toBe('Demo Energia');
    expect(DEMO_BRAND.legal.vatNumber).toBe('IT01234567897');
    expect(DEMO_BRAND.contacts.hours.de).toMatch(/Montag/);
    expect(DEMO_BRAND).not.toHaveProperty('notices');
  });
});
