// Start of the development catalogue (catalogue.html): the app's theme and translations around the
// catalogue, in a memory router so links render without the portal's routes.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../components/ui/index.ts';
import { i18n, loadFeatureTexts, setLanguage } from '../lib/i18n.ts';
import { GlobalStyle, theme } from '../theme.ts';
import { Catalogue } from './Catalogue.tsx';
import { addCatalogueMessages } from './messages.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

// The badges of states under way (export jobs) are worded by the features' texts.
void setLanguage('it')
  .then(loadFeatureTexts)
  .then(() => {
    addCatalogueMessages(i18n);
    createRoot(container).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <Catalogue />
              <Toaster />
            </MemoryRouter>
          </I18nextProvider>
        </ThemeProvider>
      </StrictMode>,
    );
  });
