// LibraryScreen: maps the library machine's snapshot to LibraryView and its intents to events.
import { libraryView, type LibraryEvent, type LibrarySnapshot } from '@twin/machines/library';
import type { LibraryItemManager } from './library-job-card';
import { LibraryView } from './library-view';

export interface LibraryScreenProps {
  snapshot: LibrarySnapshot;
  send: (event: LibraryEvent) => void;
  /** The app's media URL helper (a server media link under its base URL). */
  mediaSrc: (pathOrUrl: string) => string;
  /** Rename and Delete of the cards (issue 26); the app refreshes the list after each. */
  manage?: LibraryItemManager;
}

export function LibraryScreen({ snapshot, send, mediaSrc, manage }: LibraryScreenProps) {
  const view = libraryView(snapshot);
  return (
    <LibraryView
      {...view}
      mediaSrc={mediaSrc}
      manage={manage}
      onRefresh={() => send({ type: 'jobs.refresh' })}
      onLoadMore={() => send({ type: 'list.loadMore' })}
      onNearBottom={() => send({ type: 'list.nearBottom' })}
    />
  );
}
