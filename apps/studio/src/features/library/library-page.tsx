// /library (spec part 1 §2 Library): the library machine over both job lists, rendered by ui's
// LibraryScreen; results play and download through the server's media links under the base URL.
// Renaming and deleting an item (issue 26) go through the api client; the lists refresh after each.
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { LibraryScreen } from '@twin/ui/features/library';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createLibraryMachine, libraryItemManager } from './library-machines';

export function LibraryPage() {
  useDocumentTitle('Video Library');
  const [machine] = useState(() => createLibraryMachine(api));
  const library = useActorRef(machine);
  const snapshot = useSelector(library, (state) => state);
  const manage = useMemo(
    () => libraryItemManager(api, () => library.send({ type: 'jobs.refresh' })),
    [library],
  );
  return <LibraryScreen snapshot={snapshot} send={library.send} mediaSrc={api.urls.media} manage={manage} />;
}
