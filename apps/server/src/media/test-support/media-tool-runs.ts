// The media tools run as the server runs them (the configured paths, a time limit, failures in the tool's own
// words), for the fixtures and checks of tests and journeys: exported to the journeys as
// @twin/server/testing/media-tools.
import { mediaTools } from '../media-tools';
import { toolOutput } from '../run-tool';

export { ffmpegOutput, ffprobeJson, runFfmpeg } from '../run-ffmpeg';

/** espeak-ng with `args`, e.g. `['-v', 'en-us', '-w', wavPath, sentence]`. */
export async function runEspeak(args: readonly string[]): Promise<void> {
  await toolOutput(mediaTools.espeakNg, args);
}
