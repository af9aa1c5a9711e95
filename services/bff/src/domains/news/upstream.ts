// A post of the content site (WordPress REST), only the fields read here.
export type { WpCategory, WpPost } from '@portal/upstream-contract/rest';
