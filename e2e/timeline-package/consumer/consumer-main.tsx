// A third-party app embedding the timeline: only `@twin/ui/timeline` (and its stylesheet) and the
// timeline machine from `@twin/machines`. embedding.test.ts builds this with Vite and checks that
// nothing of the api-client or the studio ends up in the bundle, and that it renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { timelineMachine, timelineZoom } from '../../src/headless';
import { demoSessionClips, Timeline } from '@twin/timeline';
import '@twin/timeline/styles.css';

const clips = demoSessionClips();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p data-machine={timelineMachine.id}>
      Zoom range {timelineZoom.min}–{timelineZoom.max} px/s
    </p>
    <Timeline
      initialClips={clips}
      onClipsChange={(changed) => console.info('clips changed', changed.length)}
      onCreateVideo={(all) => console.info('create video with', all.length, 'clips')}
    />
  </StrictMode>,
);
