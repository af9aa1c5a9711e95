// i18next with it (default), de and the en-US fallback (§9). Each language comes in two chunks
// (locales/<lang>/shell.ts and features.ts), each composed of per-feature files and loaded when
// first needed (§7 "Locale files are loaded on demand"): the shell's texts before the first render,
// the other pages' texts with the first such page (loadFeatureTexts, app/pages.ts). The fallback
// is loaded only when a key is missing in the page's language.
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALE_TAGS,
  type Locale,
} from '@portal/shared/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Language = Locale | typeof FALLBACK_LOCALE;
/** The two chunks of a language: the shell's texts and every other page's. */
type Part = 'shell' | 'features';

const loaders: Record<Language, Record<Part, () => Promise<{ default: object }>>> = {
  it: {
    shell: () => import('../locales/it/shell.ts'),
    features: () => import('../locales/it/features.ts'),
  },
  de: {
    shell: () => import('../locales/de/shell.ts'),
    features: () => import('../locales/de/features.ts'),
  },
  'en-US': {
    shell: () => import('../locales/en-US/shell.ts'),
    features: () => import('../locales/en-US/features.ts'),
  },
};

export const i18n = i18next.createInstance();

/** The parts every language in use needs: the shell's always, the features' once a page asked. */
const wanted = new Set<Part>(['shell']);
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
let active: Locale = DEFAULT_LOCALE;

/** Loads one part of a language once; a failed load may be tried again. */
function ensurePart(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[language][part]().then(
      (messages) => {
        // 'added' re-renders the components that use translations (react.bindI18nStore).
        i18n.addResourceBundle(language, 'translation', messages.default, true, true);
        loaded.add(key);
        loading.delete(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every wanted part of a language. */
async function ensureBundle(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => ensurePart(language, part)));
}

/**
 * The texts of the pages beyond the shell, in the active language (and the fallback, once it is
 * in use): a page module that needs them is resolved only after them, so it never renders a key.
 */
export async function loadFeatureTexts(): Promise<void> {
  wanted.add('features');
  await Promise.all([
    ensurePart(active, 'features'),
    ...(fallbackLoaded() ? [ensurePart(FALLBACK_LOCALE, 'features')] : []),
  ]);
}

/**
 * A key missing in the page's language: i18next reports it here (saveMissing), and the fallback's
 * chunk is loaded; once added, the components re-render with the fallback's text. The parity test
 * keeps this from happening in a release, so the fallback costs nothing on a normal visit.
 */
function loadFallbackOnMissingKey(): void {
  if (fallbackLoaded()) return;
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

/** Loads the language's file, switches i18next (and so dayjs, lib/dayjs.ts) and html lang. */
export async function setLanguage(language: Locale): Promise<void> {
  await init();
  active = language;
  await ensureBundle(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Whether the fallback's chunk is loaded (tests: it loads only for a missing key). */
export function fallbackLoaded(): boolean {
  return loaded.has(`${FALLBACK_LOCALE}:shell`);
}

export function localeTag(language: Locale): string {
  return LOCALE_TAGS[language];
}
