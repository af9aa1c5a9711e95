// Italian, the default language (§9): the texts of every other page (one file per feature). One chunk, loaded with
// the first such page (app/pages.ts), so a new page's texts do not weigh on a first visit.
import alertKinds from './alertKinds.ts';
import businessHome from './businessHome.ts';
import contracts from './contracts.ts';
import convention from './convention.ts';
import conventionOrders from './conventionOrders.ts';
import conventionReporting from './conventionReporting.ts';
import costs from './costs.ts';
import downloads from './downloads.ts';
import invoiceExport from './invoiceExport.ts';
import loadCurves from './loadCurves.ts';
import loyalty from './loyalty.ts';
import manageSupply from './manageSupply.ts';
import notifications from './notifications.ts';
import operations from './operations.ts';
import overview from './overview.ts';
import payment from './payment.ts';
import progress from './progress.ts';
import profile from './profile.ts';
import registration from './registration.ts';
import services from './services.ts';
import supplies from './supplies.ts';
import supplyAlerts from './supplyAlerts.ts';
import support from './support.ts';
import utilities from './utilities.ts';

const messages = {
  ...alertKinds,
  ...businessHome,
  ...contracts,
  ...convention,
  ...conventionOrders,
  ...conventionReporting,
  ...costs,
  ...downloads,
  ...invoiceExport,
  ...loadCurves,
  ...loyalty,
  ...manageSupply,
  ...notifications,
  ...operations,
  ...overview,
  ...payment,
  ...progress,
  ...profile,
  ...registration,
  ...services,
  ...supplies,
  ...supplyAlerts,
  ...support,
  ...utilities,
};

export type FeatureMessages = typeof messages;
export default messages;
