import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-search.ts';

const faq = [
  { question: 'Come funziona lo split payment?', answer: ['Si paga solo l’imponibile.'] },
  { question: 'Perché trovo consumi stimati?', answer: ['Le letture sono del distributore.'] },
  { question: 'Wie erhalte ich die Rückerstattung?', answer: ['Über das SDI.'] },
];

describe('the FAQ search', () => {
  it('keeps every entry for an empty search', () => {
    expect(filterFaq(faq, '  ')).toEqual(faq);
  });

  it('needs every word, in the question or the answer, ignoring case and accents', () => {
    expect(filterFaq(faq, 'SPLIT imponibile')).toEqual([faq[0]]);
    expect(filterFaq(faq, 'perche distributore')).toEqual([faq[1]]);
    expect(filterFaq(faq, 'ruckerstattung')).toEqual([faq[2]]);
    expect(filterFaq(faq, 'split distributore')).toEqual([]);
  });
});
