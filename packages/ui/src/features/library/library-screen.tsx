// LibraryScreen: maps the library machine's snapshot to LibraryView and its intents to events.
import { libraryView, type LibraryEvent, type LibrarySnapshot } from '@twin/machines/library';
import { LibraryView } from './library-view';

export interface LibraryScreenProps {
  snapshot: LibrarySnapshot;
  send: (event: LibraryEvent) => void;
  /** The app's media URL helper (a server media link under its base URL). */
  mediaSrc: (pathOrUrl: string) => string;
}

export function LibraryScreen({ snapshot, send, mediaSrc }: LibraryScreenProps) {
  const view = libraryView(snapshot);
  return (
    <LibraryView
      {...view}
      mediaSrc={mediaSrc}
      onRefresh={() => send({ type: 'jobs.refresh' })}
      onLoadMore={() => send({ type: 'list.loadMore' })}
      onNearBottom={() => send({ type: 'list.nearBottom' })}
    />
  );
}
