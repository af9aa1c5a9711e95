// Start-up of the client: theme, translations, data fetching and the router. A failure here is
// logged as §8's 'Error while mounting app'.
import { ERROR_TEXTS } from '@portal/shared/errors';
import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { createAppRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { ApiError } from './lib/http.ts';
import { GlobalStyle, theme } from './theme.ts';

// Only the catalogue shows toasts so far: the toaster loads after the first page, not before it.
const Toaster = lazy(() =>
  import('./components/ui/Toast.tsx').then((module) => ({ default: module.Toaster })),
);

const swrOptions = {
  revalidateOnFocus: false,
  // §7: the BFF already retries what may be retried; a client error is not worth repeating.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError) || error.status >= 500,
  errorRetryCount: 1,
};

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const router = createAppRouter();
  // The first render waits for the router's first match (session, language, page chunk): until
  // then #root keeps what the HTML painted (the BFF's header), which the page then replaces whole.
  // It is a transition: React draws it in slices and yields to the browser between them, so a
  // phone's start-up is not one long task (Lighthouse's total blocking time).
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <I18nextProvider i18n={i18n}>
              <SWRConfig value={swrOptions}>
                <RouterProvider router={router} />
                <Suspense fallback={null}>
                  <Toaster />
                </Suspense>
              </SWRConfig>
            </I18nextProvider>
          </ThemeProvider>
        </StrictMode>,
      ),
    );
  if (router.state.initialized) render();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
} catch (error) {
  console.error(ERROR_TEXTS.mountFailure, error);
}
