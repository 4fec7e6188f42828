// Generates the landing page's demo video once (the files are committed under public/media/):
// an animated title card in the studio's colours with a spoken line from espeak-ng, the line's
// waveform drawn live, H.264 + AAC with faststart, a WebVTT caption track from the same timings,
// and poster images. Needs Debian's ffmpeg, ffprobe and espeak-ng:
//   node apps/marketing/scripts/make-demo-video.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'public', 'media');
const font = join(
  here,
  '..',
  '..',
  '..',
  'node_modules',
  '@fontsource-variable',
  'inter',
  'files',
  'inter-latin-wght-normal.woff2',
);

/** What the twin says, one caption per sentence. */
const sentences = [
  'Hi, I am a digital twin.',
  'Write a script, and I present it on camera, in your own voice.',
  'Then I can say it again, in more than thirty languages.',
];
const pauseSeconds = 0.45;
const leadInSeconds = 1.2;
const endCardSeconds = 3;
const width = 1280;
const height = 720;

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function durationOf(file) {
  return Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim(),
  );
}

const vttTime = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};

/** drawtext needs ':' , '\'' and '%' escaped inside text='...'. */
const drawtextEscape = (text) =>
  text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, '\u2019').replace(/%/g, '\\%');

const work = mkdtempSync(join(tmpdir(), 'twin-demo-'));
try {
  // 1. Speech, one file per sentence, then one track with pauses; the captions follow the same clock.
  const cues = [];
  const concatList = [];
  let clock = leadInSeconds;
  const silence = join(work, 'pause.wav');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=22050:cl=mono`,
    '-t',
    String(pauseSeconds),
    silence,
  ]);
  const leadIn = join(work, 'lead-in.wav');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=22050:cl=mono`,
    '-t',
    String(leadInSeconds),
    leadIn,
  ]);
  concatList.push(leadIn);
  sentences.forEach((sentence, index) => {
    const file = join(work, `line-${index}.wav`);
    run('espeak-ng', ['-v', 'en-us+f3', '-s', '150', '-p', '48', '-w', file, sentence]);
    const seconds = durationOf(file);
    cues.push({ start: clock, end: clock + seconds, text: sentence });
    clock += seconds + pauseSeconds;
    concatList.push(file, silence);
  });
  const total = clock + endCardSeconds;
  const listFile = join(work, 'list.txt');
  writeFileSync(listFile, concatList.map((file) => `file '${file}'`).join('\n'));
  const speech = join(work, 'speech.wav');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    listFile,
    '-ar',
    '44100',
    '-ac',
    '1',
    speech,
  ]);

  // 2. Picture: indigo gradient, a label, the title, the live waveform of the voice, a row of
  //    languages, and an end card with the hero's words.
  const speechEnd = Number(clock.toFixed(2));
  const seconds = (value) => value.toFixed(2);
  const text = (value, size, y, color, from, to, fadeFrom = from) =>
    `drawtext=fontfile='${font}':text='${drawtextEscape(value)}':fontsize=${size}:fontcolor=${color}` +
    `:x=(w-text_w)/2:y=${y}:alpha='if(lt(t,${seconds(fadeFrom)}),0,min(1,(t-${seconds(fadeFrom)})/0.6))'` +
    `:enable='between(t,${seconds(from)},${seconds(to)})'`;
  const languages = 'English  ·  Svenska  ·  Suomi  ·  Español  ·  Deutsch  ·  Polski';
  const filter = [
    `gradients=s=${width}x${height}:c0=0x1e1b4b:c1=0x4338ca:c2=0x312e81:x0=0:y0=0:x1=${width}:y1=${height}:speed=0.012:r=24:d=${seconds(total)}[bg]`,
    `[0:a]asplit=2[forwave][forout]`,
    `[forwave]showwaves=s=${width - 320}x160:mode=cline:rate=24:colors=0xc7d2fe|0xa5b4fc:scale=sqrt,format=rgba[wave]`,
    `[bg][wave]overlay=x=160:y=330:enable='lt(t,${seconds(speechEnd)})'[withwave]`,
    '[withwave]' +
      [
        text('TWIN STUDIO', 26, 64, '0xc7d2fe', 0, speechEnd),
        text('Meet your digital twin', 76, 190, 'white', 0, speechEnd, 0.2),
        text(languages, 30, 560, '0xe0e7ff', 0, speechEnd, cues[2].start),
        text('Create Your Digital Twin', 84, 270, 'white', speechEnd, total),
        text(
          'Your voice  ·  your face  ·  30+ languages',
          34,
          400,
          '0xc7d2fe',
          speechEnd,
          total,
          speechEnd + 0.3,
        ),
      ].join(',') +
      ',format=yuv420p[video]',
  ].join(';');

  const video = join(outDir, 'demo.mp4');
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    speech,
    '-filter_complex',
    filter,
    '-map',
    '[video]',
    '-map',
    '[forout]',
    '-t',
    seconds(total),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-r',
    '24',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '1',
    '-movflags',
    '+faststart',
    video,
  ]);

  // 3. Captions with the same timings as the speech, set above the player's control bar.
  const cueSettings = 'line:78% align:center';
  const vtt = [
    'WEBVTT',
    '',
    ...cues.flatMap((cue, i) => [
      String(i + 1),
      `${vttTime(cue.start)} --> ${vttTime(cue.end)} ${cueSettings}`,
      cue.text,
      '',
    ]),
  ];
  writeFileSync(join(outDir, 'demo.en.vtt'), vtt.join('\n'));

  // 4. Posters: the title with the waveform in full voice, large and small.
  const posterAt = (cues[1].start + 1.2).toFixed(2);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    posterAt,
    '-i',
    video,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    join(outDir, 'demo-poster-1280.webp'),
  ]);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    posterAt,
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    '-c:v',
    'libwebp',
    '-quality',
    '78',
    join(outDir, 'demo-poster-640.webp'),
  ]);

  for (const name of ['demo.mp4', 'demo.en.vtt', 'demo-poster-1280.webp', 'demo-poster-640.webp']) {
    console.log(`${name}: ${(statSync(join(outDir, name)).size / 1024).toFixed(1)} KB`);
  }
  console.log(`duration ${total.toFixed(2)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
