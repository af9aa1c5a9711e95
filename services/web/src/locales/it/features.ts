// Italian, the default language (§9): the texts of every other page (one file per feature). One chunk, loaded with
// the first such page (app/pages.ts), so a new page's texts do not weigh on a first visit.
import businessHome from './businessHome.ts';
import contracts from './contracts.ts';
import downloads from './downloads.ts';
import operations from './operations.ts';
import overview from './overview.ts';
import profile from './profile.ts';
import supplies from './supplies.ts';
import support from './support.ts';

const messages = {
  ...businessHome,
  ...contracts,
  ...downloads,
  ...operations,
  ...overview,
  ...profile,
  ...supplies,
  ...support,
};

export type FeatureMessages = typeof messages;
export default messages;
