// VideoPickerSources: what the speech page's video picker shows when the user has no videos (spec
// part 2 §2): two tabs, Upload and Record (Radix tabs: arrow keys move between them), each the
// /video workflow's panel — the upload (any video/ type, 'Please select a video file.') and the
// camera. Tab changes go to lip-sync start, which closes the camera when Record is left; once a
// video is processed the picker loads the videos again and shows the grid.
import type { LipsyncSourceTab } from '@twin/machines/video/lipsync-start';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs';
import type { VideoRecorderBinding, VideoUploadBinding } from '../video-bindings';
import { VideoRecorderPanel } from '../video-recorder-panel';
import { VideoUploadPanel } from '../video-upload-panel';

export interface VideoPickerSourcesProps {
  tab: LipsyncSourceTab;
  onTabChange: (tab: LipsyncSourceTab) => void;
  upload: VideoUploadBinding;
  recorder: VideoRecorderBinding;
}

const tabLabels: Record<LipsyncSourceTab, string> = { upload: 'Upload', record: 'Record' };
const isTab = (value: string): value is LipsyncSourceTab => value === 'upload' || value === 'record';

export function VideoPickerSources({ tab, onTabChange, upload, recorder }: VideoPickerSourcesProps) {
  return (
    <div data-slot="video-picker-sources" className="grid gap-3">
      <p className="text-sm text-subtle-foreground">
        No videos yet. Upload or record one; once it is processed you can choose it here.
      </p>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isTab(value)) onTabChange(value);
        }}
      >
        <TabsList aria-label="Add a video" className="self-start">
          {(['upload', 'record'] as const).map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="upload" className="pt-1">
          <VideoUploadPanel upload={upload} />
        </TabsContent>
        <TabsContent value="record" className="pt-1">
          <VideoRecorderPanel recorder={recorder} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
