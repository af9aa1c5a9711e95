// What the customer types into a filter's text field before it applies (on the search button, or
// after a pause): it follows the address when the address changes (a reset, a link, a reload).
import { useState } from 'react';

export function useDraft(committed: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [last, setLast] = useState(committed);
  if (committed !== last) {
    setLast(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}
