// ffmpeg's output options for 16-bit little-endian samples streamed to this process on its standard output. To a
// pipe, ffmpeg writes each packet as it is made (about 1.6 KB of 24 kHz mono: some 5,000 writes and reads for three
// minutes); without that flush it writes in 32 KB blocks, and a 3-minute voice reference decodes about 60 ms faster.
export const s16leToStdout: readonly string[] = ['-flush_packets', '0', '-f', 's16le', 'pipe:1'];
