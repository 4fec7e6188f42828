// /video (spec part 2 §2): Upload Video, Record Video and Video Library. The page machine
// (@twin/machines/video/video-page) runs the upload and recorder workflows and loads the library; this
// page renders their screen and sends intents. Renaming and deleting a video (issue 26) go through
// the api client, and the library reloads after each.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useBinding } from '@twin/ui/components';
import { VideoPageScreen, type VideoManager } from '@twin/ui/features/video';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { studioVideoPage } from './studio-video-machines';

export function VideoPage() {
  useDocumentTitle('Upload Video');
  const page = useActorRef(studioVideoPage);
  const snapshot = useSelector(page, (state) => state);
  const upload = useBinding(snapshot.context.upload);
  const recorder = useBinding(snapshot.context.recorder);
  const manageVideos = useMemo<VideoManager>(
    () => ({
      rename: async (video, name) => {
        await api.videos.rename(video.id, { name });
        page.send({ type: 'videos.reload' });
      },
      remove: async (video) => {
        await api.videos.delete(video.id);
        page.send({ type: 'videos.reload' });
      },
    }),
    [page],
  );
  return (
    <VideoPageScreen
      page={{ snapshot, send: page.send }}
      upload={upload}
      recorder={recorder}
      manageVideos={manageVideos}
    />
  );
}
