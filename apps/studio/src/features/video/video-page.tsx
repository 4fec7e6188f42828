// /video (spec part 2 §2): Upload Video, Record Video and Video Library. The page machine
// (@twin/machines/video-page) runs the upload and recorder workflows and loads the library; this
// page renders their screen and sends intents.
import { useActorRef, useSelector } from '@xstate/react';
import { useBinding } from '@twin/ui/features/create-voice';
import { VideoPageScreen } from '@twin/ui/features/video';
import { useDocumentTitle } from '../../lib/use-document-title';
import { studioVideoPage } from './studio-video-machines';

export function VideoPage() {
  useDocumentTitle('Upload Video');
  const page = useActorRef(studioVideoPage);
  const snapshot = useSelector(page, (state) => state);
  const upload = useBinding(snapshot.context.upload);
  const recorder = useBinding(snapshot.context.recorder);
  return <VideoPageScreen page={{ snapshot, send: page.send }} upload={upload} recorder={recorder} />;
}
