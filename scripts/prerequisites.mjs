// The Debian packages Twin Studio needs on the machine, in one list that the start and test
// scripts (and any test that wants to check the machine) share, plus the code that installs them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The apertium mode files a language-pair package installs (data packages have no commands). */
const apertiumModes = (...modes) => modes.map((mode) => `/usr/share/apertium/modes/${mode}.mode`);

/**
 * What the server needs at run time. Each entry names the Debian package and the commands it
 * provides (and, for data packages, files it installs), so presence is checked by looking for
 * them rather than by asking dpkg (a machine may have them from elsewhere).
 */
export const runtimePrerequisites = [
  {
    debianPackage: 'ffmpeg',
    commands: ['ffmpeg', 'ffprobe'],
    purpose: 'probing, transcoding and muxing media',
  },
  { debianPackage: 'espeak-ng', commands: ['espeak-ng'], purpose: 'the embedded speech engine' },
  {
    debianPackage: 'pocketsphinx',
    commands: ['pocketsphinx_continuous'],
    purpose: 'the embedded transcription engine (English)',
  },
  {
    debianPackage: 'pocketsphinx-en-us',
    commands: [],
    files: [
      '/usr/share/pocketsphinx/model/en-us/en-us/mdef',
      '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
    ],
    purpose: 'the English model of the embedded transcription engine',
  },
  { debianPackage: 'apertium', commands: ['apertium'], purpose: 'the embedded translator' },
  {
    debianPackage: 'apertium-eng-spa',
    commands: [],
    files: apertiumModes('eng-spa', 'spa-eng'),
    purpose: 'translation between English and Spanish',
  },
  {
    debianPackage: 'apertium-fr-es',
    commands: [],
    files: apertiumModes('fr-es', 'es-fr'),
    purpose: 'translation between French and Spanish',
  },
  {
    debianPackage: 'apertium-es-pt',
    commands: [],
    files: apertiumModes('es-pt', 'pt-es'),
    purpose: 'translation between Spanish and Portuguese',
  },
  {
    debianPackage: 'apertium-dan-nor',
    commands: [],
    files: apertiumModes('dan-nob', 'nob-dan'),
    purpose: 'translation between Danish and Norwegian',
  },
];

/**
 * What the tests need on top: Debian's Chromium for the stories and the journeys, PostgreSQL for its tests, and a face
 * picture for the lip-sync tests.
 */
export const testPrerequisites = [
  ...runtimePrerequisites,
  {
    debianPackage: 'chromium',
    commands: ['chromium'],
    purpose: 'stories and end-to-end tests in a real browser',
  },
  {
    debianPackage: 'postgresql',
    commands: ['pg_ctlcluster'],
    purpose: 'the tests on a real PostgreSQL (a throwaway server: scripts/disposable-postgres.mjs)',
  },
  {
    debianPackage: 'python3-skimage',
    commands: [],
    files: ['/usr/lib/python3/dist-packages/skimage/data/astronaut.png'],
    purpose: 'a real face for the lip-sync tests (the public-domain astronaut portrait it ships)',
  },
];

/** True when `command` is an executable on PATH (or an absolute path that exists). */
export function hasCommand(command) {
  if (command.startsWith('/')) return existsSync(command);
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
  return result.status === 0;
}

/** The prerequisites of `list` whose commands (or files) are not all present. */
export function missingPrerequisites(list) {
  return list.filter(
    (item) => !item.commands.every(hasCommand) || !(item.files ?? []).every((file) => existsSync(file)),
  );
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * Installs what is missing with apt-get when running as root; otherwise prints the command to
 * run and exits with status 1, because nothing after this step would work without them.
 */
export function ensurePrerequisites(list) {
  const missing = missingPrerequisites(list);
  if (missing.length === 0) return;
  const names = missing.map((item) => item.debianPackage);
  const reasons = missing.map((item) => `  - ${item.debianPackage}: ${item.purpose}`).join('\n');
  const hasApt = hasCommand('apt-get');
  if (!isRoot() || !hasApt) {
    console.error(`Twin Studio needs these Debian packages, which are missing:\n${reasons}\n`);
    console.error(
      hasApt
        ? `Install them with:\n  sudo apt-get update && sudo apt-get install -y ${names.join(' ')}\n`
        : `Install them with your system's package manager (Debian names: ${names.join(' ')}).\n`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${names.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...names]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  const stillMissing = missingPrerequisites(missing);
  if (stillMissing.length > 0) {
    console.error(`Still missing after install: ${stillMissing.map((item) => item.debianPackage).join(' ')}`);
    process.exit(1);
  }
}
