// /localize (spec part 1 §2 Localize): the localize wizard with the studio's effects, rendered by
// ui's LocalizeScreen; results play and download through the server's media links under the base
// URL, and a completed job leads to /library. Creating a job refreshes the sidebar's credits.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { CreditsContext } from '@twin/ui/features/app-layout';
import { LocalizeScreen } from '@twin/ui/features/localize';
import { api } from '../../lib/api';
import { uploadingApi } from '../../lib/uploading-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DubEditorPage } from './dub-editor-page';
import { createLocalizeMachine, localizeInput } from './localize-machines';

/** /localize, or with `?dub={jobId}` the dubbing editor of that finished localization ("Edit dub", issue 25). */
export function LocalizePage() {
  const [search] = useSearchParams();
  const dubJobId = search.get('dub');
  return dubJobId ? <DubEditorPage key={dubJobId} jobId={dubJobId} /> : <LocalizeWizardPage />;
}

function LocalizeWizardPage() {
  useDocumentTitle('Video Localization');
  const navigate = useNavigate();
  const credits = CreditsContext.useActorRef();
  const [machine] = useState(() =>
    createLocalizeMachine({
      api,
      uploadingApi,
      goToLibrary: () => void navigate('/library'),
      creditsSpent: () => credits.send({ type: 'credits.refresh' }),
    }),
  );
  const wizard = useActorRef(machine, { input: localizeInput });
  const snapshot = useSelector(wizard, (state) => state);
  return <LocalizeScreen snapshot={snapshot} send={wizard.send} mediaSrc={api.urls.media} />;
}
