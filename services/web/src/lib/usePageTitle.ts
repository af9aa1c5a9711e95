import { useEffect } from 'react';
import { useBrand } from './brand.ts';

/**
 * Every page names itself in the document title (WCAG 2.4.2), followed by the supplier's name
 * (the brand, as in the title the BFF writes into the page).
 */
export function usePageTitle(title: string): void {
  const suffix = useBrand().name;
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
