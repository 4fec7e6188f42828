// An outside app's use of @twin/timeline, installed from the tarball: its own clips (audio made in
// the page), every onClipsChange call and the exported WAV kept on window for the test to read.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { speechLikeClip, Timeline, type TimelineClipInSeconds } from '@twin/timeline';
import '@twin/timeline/styles.css';

interface Exported {
  fileName: string;
  size: number;
  header: number[];
}

declare global {
  interface Window {
    clipChanges: TimelineClipInSeconds[][];
    exported?: Exported;
  }
}

window.clipChanges = [];

const clips = [
  speechLikeClip('intro', 'Intro', 0, 2, { seed: 3 }),
  speechLikeClip('answer', 'Answer', 3, 3, { seed: 8 }),
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Timeline
      defaultClips={clips}
      onClipsChange={(changed) => window.clipChanges.push(changed)}
      onAudioExported={async (file, fileName) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        window.exported = { fileName, size: bytes.length, header: [...bytes.slice(0, 44)] };
      }}
    />
  </StrictMode>,
);
