// ffmpeg's output options for raw samples (16-bit integers or 32-bit floats, little-endian) streamed to this process
// on its standard output. To a pipe, ffmpeg writes each packet as it is made (about 1.6 KB of 24 kHz mono 16-bit:
// some 5,000 writes and reads for three minutes); without that flush it writes in 32 KB blocks, and a 3-minute voice
// reference decodes about 60 ms faster.
export function rawSamplesToStdout(format: 's16le' | 'f32le'): string[] {
  return ['-flush_packets', '0', '-f', format, 'pipe:1'];
}
