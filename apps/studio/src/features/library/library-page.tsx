// /library (spec part 1 §2 Library): the library machine over both job lists, rendered by ui's
// LibraryScreen; results play and download through the server's media links under the base URL.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { LibraryScreen } from '@twin/ui/features/library';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createLibraryMachine } from './library-machines';

export function LibraryPage() {
  useDocumentTitle('Video Library');
  const [machine] = useState(() => createLibraryMachine(api));
  const library = useActorRef(machine);
  const snapshot = useSelector(library, (state) => state);
  return <LibraryScreen snapshot={snapshot} send={library.send} mediaSrc={api.urls.media} />;
}
