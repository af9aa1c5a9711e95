// The width of an element as it changes, in whole CSS pixels, so that a drawing is made at the
// width it is given and its words keep their size on a phone. Where the element cannot be measured
// (no ResizeObserver, a width of 0: a test's document) the fallback stands.
import { useLayoutEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement = HTMLDivElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (value: number) => setWidth(value > 0 ? Math.floor(value) : fallback);
    measure(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}
