// The page scaffold (issue 11 item 4): every page's title and its loading, empty, error and
// "no supply of this kind" states, with skeletons that reserve the final layout.
export { PageScaffold, type PageQuery, type PageScaffoldProps } from './PageScaffold.tsx';
export { SkeletonBlock, SkeletonTable } from './skeletons.tsx';
