// English, the translation fallback (§9): every text, one file per feature or area. At run time the language comes in
// two chunks, shell.ts and features.ts (lib/i18n.ts); this whole set is what the tests read, and
// has the type of it/ (the types and locales.test.ts check the keys).
import type { Messages } from '../it/index.ts';
import features from './features.ts';
import shell from './shell.ts';

const messages: Messages = { ...shell, ...features };

export default messages;
