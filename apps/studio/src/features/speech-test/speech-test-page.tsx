// /test-vibe (spec part 1 §2 Speech test page): the speech test machine with the studio's effects —
// the speech-test service through the api client, under the base the server names at run time (no
// login token), the microphone and the download — rendered by ui's SpeechTestScreen.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { SpeechTestScreen } from '@twin/ui/features/speech-test';
import { createApiClient } from '@twin/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { captureAudio } from '../../lib/capture-audio';
import { loadPublicConfig } from '../../lib/public-config';
import { saveFile } from './save-file';
import { speechTestApiLoader } from './speech-test-api';
import { createSpeechTestMachine } from './speech-test-machines';

export function SpeechTestPage() {
  useDocumentTitle('Speech Test');
  const [machine] = useState(() =>
    createSpeechTestMachine({
      speechTestApi: speechTestApiLoader({
        loadConfig: loadPublicConfig,
        // Same origin like lib/api.ts's client; only its speech-test calls are used, which send no token.
        createClient: (options) => createApiClient({ baseUrl: '', getToken: () => null, ...options }),
      }),
      captureAudio,
      saveFile,
    }),
  );
  const speechTest = useActorRef(machine, { input: {} });
  const snapshot = useSelector(speechTest, (state) => state);
  return <SpeechTestScreen snapshot={snapshot} send={speechTest.send} />;
}
