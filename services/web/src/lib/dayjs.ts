// dayjs in the page's language (§9: Italian and German month and day names, weeks from Monday), the
// one way the web imports it. Only the pages that work with dates load it — the date picker, costs,
// load curves, convention reporting — not the first screen; it follows i18next's language.
import 'dayjs/locale/de';
import 'dayjs/locale/it';
import dayjs from 'dayjs';
import { i18n } from './i18n.ts';

function follow(language: string | undefined): void {
  dayjs.locale(language === 'de' ? 'de' : 'it');
}

follow(i18n.language);
i18n.on('languageChanged', follow);

export default dayjs;
