// Italian, the default language (§9), one file per feature or area, composed here into one lazily loaded
// chunk. de/ and en-US/ have exactly the same files and keys (the types and a test check).
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

const messages = {
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

export type Messages = typeof messages;
export default messages;
