// i18next with it (default), de and the en-US fallback (§9). Each language is one chunk composed of
// its per-feature files (locales/<lang>/index.ts), loaded when first needed (§7 "Locale files are
// loaded on demand"). The fallback is loaded only when a key is missing in the page's language.
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_TAGS,
  type Locale,
} from '@portal/shared/constants';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '../locales/it/index.ts';

type Language = Locale | typeof FALLBACK_LOCALE;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  it: () => import('../locales/it/index.ts'),
  de: () => import('../locales/de/index.ts'),
  'en-US': () => import('../locales/en-US/index.ts'),
};

export const i18n = i18next.createInstance();

const loading = new Map<Language, Promise<void>>();

/** Loads a language's chunk once; a failed load may be tried again. */
function ensureBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (messages) => {
        // 'added' re-renders the components that use translations (react.bindI18nStore).
        i18n.addResourceBundle(language, 'translation', messages.default, true, true);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * A key missing in the page's language: i18next reports it here (saveMissing), and the fallback's
 * chunk is loaded; once added, the components re-render with the fallback's text. The parity test
 * keeps this from happening in a release, so the fallback costs nothing on a normal visit.
 */
function loadFallbackOnMissingKey(): void {
  if (i18n.hasResourceBundle(FALLBACK_LOCALE, 'translation')) return;
  // Before the page's language has loaded every key is missing — the toaster renders ahead of the
  // root loader — and that is no missing key: it made every first visit load the fallback too.
  if (!i18n.hasResourceBundle(i18n.language, 'translation')) return;
  ensureBundle(FALLBACK_LOCALE).catch(() => undefined);
}

let initialised: Promise<unknown> | null = null;

function init(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['it', 'de', FALLBACK_LOCALE],
    resources: {},
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: loadFallbackOnMissingKey,
    // Pages render only after the root loader loaded the language; never suspend into a blank page.
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
  });
  return initialised;
}

/** Loads the language's file, switches i18next and dayjs (Monday week start, §9) and html lang. */
export async function setLanguage(language: Locale): Promise<void> {
  await init();
  await ensureBundle(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
}

/** Whether the fallback's chunk is loaded (tests: it loads only for a missing key). */
export function fallbackLoaded(): boolean {
  return i18n.hasResourceBundle(FALLBACK_LOCALE, 'translation');
}

export function localeTag(language: Locale): string {
  return LOCALE_TAGS[language];
}
