// Web Worker: turns one rendered segment of the mix into 16-bit PCM off the main thread, so a long
// export never freezes the page. Receives the channels (transferred), answers with the samples
// (transferred).
import { encodePcm16 } from './wav-format';

interface EncodeRequest {
  id: number;
  channels: Float32Array[];
}

self.onmessage = (event: MessageEvent<EncodeRequest>) => {
  const pcm = encodePcm16(event.data.channels);
  self.postMessage({ id: event.data.id, pcm }, { transfer: [pcm] });
};
