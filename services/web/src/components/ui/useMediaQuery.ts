// Whether a media query matches, read synchronously on the first render (no flash of the other
// layout) and followed as the window changes. Where matchMedia is missing (jsdom) the given
// fallback holds.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}

/** The media condition of a `theme.media` entry ('@media (min-width: 768px)' → '(min-width: 768px)'). */
export function mediaCondition(media: string): string {
  return media.replace(/^@media\s+/, '');
}
