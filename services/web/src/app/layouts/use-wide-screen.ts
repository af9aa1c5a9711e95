// Whether the window is at least as wide as the theme's medium breakpoint (768 px): there the menu
// is a side column and the account controls sit in the header; below it both live in the drawer
// (issue 17 item 3). Read synchronously on the first render, so a phone never paints the wide
// header first. Without matchMedia (tests in jsdom) the screen counts as wide.
import { useSyncExternalStore } from 'react';

export function wideScreenQuery(breakpoint: string): string {
  return `(min-width: ${breakpoint})`;
}

export function useWideScreen(breakpoint: string): boolean {
  const query = wideScreenQuery(breakpoint);
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
  );
}
