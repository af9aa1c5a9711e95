// The page scaffold: every page's title and its loading, empty, error and
// "no supply of this kind" states, with skeletons that reserve the final layout. The states are
// exported for sections of a page, which show them the same way.
export { PageScaffold, type PageQuery, type PageScaffoldProps } from './PageScaffold.tsx';
export { SkeletonBlock, SkeletonStack, SkeletonTable } from './skeletons.tsx';
export {
  EmptyState,
  ErrorState,
  LoadingAnnouncement,
  NoSupplyState,
  SectionLoading,
} from './states.tsx';
