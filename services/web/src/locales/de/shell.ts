// German (§9): the texts of the shell — layouts, menu, errors, sign-in pages, shared
// components and enumerations — and of the pages on every customer's first path (the retail
// dashboard with its latest notifications, and the bills). One chunk, loaded before the first render (lib/i18n.ts).
import type { ShellMessages } from '../it/shell.ts';
import common from './common.ts';
import errors from './errors.ts';
import auth from './auth.ts';
import menu from './menu.ts';
import pages from './pages.ts';
import enums from './enums.ts';
import status from './status.ts';
import ui from './ui.ts';
import picker from './picker.ts';
import dashboard from './dashboard.ts';
import invoices from './invoices.ts';
import notificationKinds from './notificationKinds.ts';
import alerts from './alerts.ts';

const messages: ShellMessages = {
  ...common,
  ...errors,
  ...auth,
  ...menu,
  ...pages,
  ...enums,
  ...status,
  ...ui,
  ...picker,
  ...dashboard,
  ...invoices,
  ...notificationKinds,
  ...alerts,
};

export default messages;
