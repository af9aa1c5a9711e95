// i18next with it (default), de and the en-US fallback (§9); each language's file is its own
// chunk, loaded when first needed (§7 "Locale files are loaded on demand").
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
import type { Messages } from '../locales/it.ts';

type Language = Locale | typeof FALLBACK_LOCALE;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  it: () => import('../locales/it.ts'),
  de: () => import('../locales/de.ts'),
  'en-US': () => import('../locales/en-US.ts'),
};

export const i18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

function init(): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['it', 'de', FALLBACK_LOCALE],
    resources: {},
    interpolation: { escapeValue: false },
    // Pages render only after the root loader loaded the language; never suspend into a blank page.
    react: { useSuspense: false },
    returnNull: false,
  });
  return initialised;
}

async function ensureBundle(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const messages = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', messages.default, true, true);
}

/** Loads the language's file, switches i18next and dayjs (Monday week start, §9) and html lang. */
export async function setLanguage(language: Locale): Promise<void> {
  await init();
  await ensureBundle(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  // The fallback only matters for a key missing in a file; the parity test keeps that from
  // happening, so it loads after the page instead of before it.
  setTimeout(() => void ensureBundle(FALLBACK_LOCALE).catch(() => undefined), 2000);
}

export function localeTag(language: Locale): string {
  return LOCALE_TAGS[language];
}
