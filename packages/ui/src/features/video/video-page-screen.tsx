// VideoPageScreen: the /video page — its heading and the tabs Upload Video, Record Video and Video
// Library (Radix tabs: arrow keys move between them), each showing its workflow; the Record tab
// puts the sample script beside the camera. Tab changes go to the page machine.
import { videoPageTabs, type VideoPageTab } from '@twin/machines/video/video-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs';
import { cn } from '../../lib/cn';
import { sampleRecordingScript } from './sample-script';
import type { VideoPageBinding, VideoRecorderBinding, VideoUploadBinding } from './video-bindings';
import { VideoLibrary, type VideoManager } from './video-library';
import { VideoRecorderPanel } from './video-recorder-panel';
import { VideoUploadPanel } from './video-upload-panel';

export interface VideoPageScreenProps {
  page: VideoPageBinding;
  upload: VideoUploadBinding;
  recorder: VideoRecorderBinding;
  /** Rename and Delete in the Video Library tab (issue 26); the app reloads the list after each. */
  manageVideos?: VideoManager;
  className?: string;
}

const tabLabels: Record<VideoPageTab, string> = {
  upload: 'Upload Video',
  record: 'Record Video',
  library: 'Video Library',
};

const isTab = (value: string): value is VideoPageTab => (videoPageTabs as readonly string[]).includes(value);

export function VideoPageScreen({ page, upload, recorder, manageVideos, className }: VideoPageScreenProps) {
  const { snapshot, send } = page;
  const { tab, videos, videosError } = snapshot.context;
  return (
    <div data-slot="video-page" className={cn('mx-auto grid w-full max-w-5xl grid-cols-1 gap-6', className)}>
      <header className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">Your Videos</h1>
        <p className="text-sm text-subtle-foreground md:text-base">
          Upload or record a video of yourself talking to the camera; your twin speaks with it.
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) send({ type: 'tab.select', tab: value });
        }}
      >
        <TabsList aria-label="Video" className="self-start">
          {videoPageTabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="upload" className="rounded-xl border bg-surface p-6 shadow-xs">
          <VideoUploadPanel upload={upload} />
        </TabsContent>
        <TabsContent value="record" className="rounded-xl border bg-surface p-6 shadow-xs">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <section aria-labelledby="sample-script-heading" className="grid content-start gap-3">
              <h2 id="sample-script-heading" className="text-base font-semibold text-foreground">
                Sample script
              </h2>
              <p className="text-xs text-subtle-foreground">
                Read this aloud while looking at the camera, or say anything you like for about a minute.
              </p>
              <blockquote className="grid gap-2 rounded-lg border-l-4 border-primary bg-primary-soft/40 px-4 py-3 text-sm leading-relaxed text-foreground">
                {sampleRecordingScript.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </blockquote>
            </section>
            <VideoRecorderPanel recorder={recorder} />
          </div>
        </TabsContent>
        <TabsContent value="library">
          <VideoLibrary
            videos={videos}
            loading={snapshot.matches('loading')}
            refreshing={snapshot.matches('reloading')}
            error={videosError}
            onReload={() => send({ type: 'videos.reload' })}
            manage={manageVideos}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
