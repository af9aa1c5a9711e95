// Italian, the default language (§9): every text, one file per feature or area. At run time the language comes in
// two chunks, shell.ts and features.ts (lib/i18n.ts); this whole set is what the tests read, and
// its type is the one every language has (the types and locales.test.ts check the keys).
import features from './features.ts';
import shell from './shell.ts';

const messages = { ...shell, ...features };

export type Messages = typeof messages;
export default messages;
