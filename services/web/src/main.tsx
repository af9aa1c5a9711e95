// Start-up of the client: theme, translations, data fetching and the router. A failure here is
// logged as §8's 'Error while mounting app'.
import { ERROR_TEXTS } from '@portal/shared/errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { createAppRouter } from './app/router.tsx';
import { Toaster } from './components/ui/Toast.tsx';
import { i18n } from './lib/i18n.ts';
import { ApiError } from './lib/http.ts';
import { GlobalStyle, theme } from './theme.ts';

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
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <I18nextProvider i18n={i18n}>
            <SWRConfig value={swrOptions}>
              <RouterProvider router={router} />
              <Toaster />
            </SWRConfig>
          </I18nextProvider>
        </ThemeProvider>
      </StrictMode>,
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
