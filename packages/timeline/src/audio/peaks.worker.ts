// Web Worker: computes waveform peaks for one decoded audio buffer (channels transferred in,
// peaks transferred out), so decoding 30 minutes of clips never stalls dragging or playback.
import { computePeaks } from './waveform-peaks';

interface PeaksRequest {
  id: number;
  channels: Float32Array[];
}

self.onmessage = (event: MessageEvent<PeaksRequest>) => {
  const peaks = computePeaks(event.data.channels);
  self.postMessage({ id: event.data.id, peaks }, { transfer: [peaks.min.buffer, peaks.max.buffer] });
};
