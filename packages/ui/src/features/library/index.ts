// @twin/ui/features/library: the /library page — the screen over the library machine, its view and
// the job card.
export { LibraryScreen, type LibraryScreenProps } from './library-screen';
export { LibraryView, type LibraryViewProps } from './library-view';
export {
  downloadNameOf,
  downloadUrlOf,
  LibraryJobCard,
  type LibraryItemManager,
  type LibraryJobCardProps,
} from './library-job-card';
