// English, the translation fallback (§9), composed from one file per feature or area like it/; one lazily loaded chunk.
import type { Messages } from '../it/index.ts';
import common from './common.ts';
import errors from './errors.ts';
import auth from './auth.ts';
import menu from './menu.ts';
import pages from './pages.ts';
import dashboard from './dashboard.ts';
import invoices from './invoices.ts';
import contracts from './contracts.ts';
import operations from './operations.ts';
import businessHome from './businessHome.ts';
import downloads from './downloads.ts';
import supplies from './supplies.ts';
import overview from './overview.ts';
import profile from './profile.ts';
import support from './support.ts';
import enums from './enums.ts';
import picker from './picker.ts';
import ui from './ui.ts';

const messages: Messages = {
  ...common,
  ...errors,
  ...auth,
  ...menu,
  ...pages,
  ...dashboard,
  ...invoices,
  ...contracts,
  ...operations,
  ...businessHome,
  ...downloads,
  ...supplies,
  ...overview,
  ...profile,
  ...support,
  ...enums,
  ...picker,
  ...ui,
};

export default messages;
