// The FAQ search: every word typed must appear in the question or the answer,
// ignoring case and accents (perche finds perché, Ruckerstattung finds Rückerstattung).

export interface Searchable {
  question: string;
  answer: readonly string[];
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('it');
}

export function searchWords(text: string): string[] {
  return fold(text).split(/\s+/).filter(Boolean);
}

export function filterFaq<T extends Searchable>(entries: readonly T[], text: string): T[] {
  const words = searchWords(text);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = fold(`${entry.question} ${entry.answer.join(' ')}`);
    return words.every((word) => haystack.includes(word));
  });
}
