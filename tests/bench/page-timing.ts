// A first visit as the browser's own Performance API sees it, without throttling: navigation
// timing, first contentful paint, largest contentful paint, the sum of layout shifts and the
// JavaScript transferred; and, from a Chromium trace, the CPU time of the page's main thread (the
// longest task and all tasks), which other load on the machine hardly moves, unlike wall times.
// A cross-check of Lighthouse's simulated figures on the same pages.
import type { Browser, BrowserContext } from '@playwright/test';

export interface PageTiming {
  ttfb: number;
  domContentLoaded: number;
  load: number;
  fcp: number | null;
  lcp: number | null;
  cls: number;
  scripts: number;
  scriptBytes: number;
  /** CPU ms of the main thread's longest task (Lighthouse multiplies it by 4 for a phone). */
  longestTaskCpu: number;
  /** CPU ms of all the main thread's tasks until the network is idle. */
  mainThreadCpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderer main thread that evaluated the page's modules, and its tasks' CPU time. */
function mainThreadTasks(trace: Buffer): { longest: number; total: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const module = events.find((event) => event.name === 'v8.evaluateModule');
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === module?.pid &&
      event.tid === module?.tid,
  );
  const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
  return { longest: Math.max(0, ...cpu), total: cpu.reduce((sum, ms) => sum + ms, 0) };
}

/** Lighthouse's mobile screen (Moto G Power), so both see the same layout. */
const MOBILE = { width: 412, height: 823 };

/** Opens `url` in a new tab of `context` with an empty HTTP cache and reads the page's timings. */
export async function measurePage(
  browser: Browser,
  context: BrowserContext,
  url: string,
): Promise<PageTiming> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(MOBILE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const tasks = mainThreadTasks(await browser.stopTracing());
    // Let the last frame paint before LCP and layout shifts are read.
    await page.waitForTimeout(500);
    const timing = await page.evaluate(
      () =>
        new Promise<Omit<PageTiming, 'longestTaskCpu' | 'mainThreadCpu'>>((resolve) => {
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
    return { ...timing, longestTaskCpu: tasks.longest, mainThreadCpu: tasks.total };
  } finally {
    await page.close();
  }
}
