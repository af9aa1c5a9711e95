// A first visit as the browser's own Performance API sees it, without throttling: navigation
// timing, first contentful paint, largest contentful paint, the sum of layout shifts and the
// JavaScript transferred. A cross-check of Lighthouse's simulated figures on the same pages.
import type { BrowserContext } from '@playwright/test';

export interface PageTiming {
  ttfb: number;
  domContentLoaded: number;
  load: number;
  fcp: number | null;
  lcp: number | null;
  cls: number;
  scripts: number;
  scriptBytes: number;
}

/** Lighthouse's mobile screen (Moto G Power), so both see the same layout. */
const MOBILE = { width: 412, height: 823 };

/** Opens `url` in a new tab of `context` with an empty HTTP cache and reads the page's timings. */
export async function measurePage(context: BrowserContext, url: string): Promise<PageTiming> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(MOBILE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(url, { waitUntil: 'networkidle' });
    // Let the last frame paint before LCP and layout shifts are read.
    await page.waitForTimeout(500);
    return await page.evaluate(
      () =>
        new Promise<PageTiming>((resolve) => {
          let lcp: number | null = null;
          let cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
              if (!shift.hadRecentInput) cls += shift.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          const [navigation] = performance.getEntriesByType(
            'navigation',
          ) as PerformanceNavigationTiming[];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          const scripts = (
            performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
          // Buffered entries reach the observers in a task of their own.
          setTimeout(
            () =>
              resolve({
                ttfb: navigation?.responseStart ?? 0,
                domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
                load: navigation?.loadEventEnd ?? 0,
                fcp,
                lcp,
                cls,
                scripts: scripts.length,
                scriptBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
              }),
            100,
          );
        }),
    );
  } finally {
    await page.close();
  }
}
