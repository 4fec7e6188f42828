// An outside app's use of @twin/timeline, installed from the tarball: its own clips (audio made in
// the page), every onClipsChange call and the exported WAV (its header and loudest sample) kept on
// window for the test to read.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { speechLikeClip, Timeline, type TimelineClipInSeconds } from '@twin/timeline';
import '@twin/timeline/styles.css';

interface Exported {
  fileName: string;
  size: number;
  header: number[];
  /** The largest absolute 16-bit sample after the 44-byte header. */
  peak: number;
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
        const buffer = await file.arrayBuffer();
        const bytes = new Uint8Array(buffer);
        let peak = 0;
        for (const sample of new Int16Array(buffer, 44, (bytes.length - 44) >> 1)) {
          peak = Math.max(peak, Math.abs(sample));
        }
        window.exported = { fileName, size: bytes.length, header: [...bytes.slice(0, 44)], peak };
      }}
    />
  </StrictMode>,
);
