// The embedded translator: apertium's command line on the pairs Debian ships (apertium-pairs.ts), chained through
// Spanish where that makes a pair. Rule-based and offline: literal, sometimes clumsy, but it runs on any machine.
// The source is English unless the caller says otherwise. `-u` hides apertium's '*' marks on unknown words; the
// '#' and '@' marks it puts on words it could not generate or transfer are removed too (unless the text itself
// uses that character), and the spaces it leaves before commas and full stops are closed. The text goes in as a
// file: apertium reads /dev/stdin, which cannot be opened on the socket Node gives a child as its stdin.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageName } from '@twin/api-client';
import { runProcess } from '../../media/run-process';
import { APERTIUM_DEFAULT_DATA_DIR, installedModes, modeChain } from './apertium-pairs';
import {
  TranslationFailedError,
  UnsupportedTranslationError,
  type TranslationEngine,
  type TranslationRequest,
} from './translation-engine';

export const APERTIUM_DEFAULT_SOURCE = 'en';

export interface ApertiumOptions {
  /** The apertium command (default `apertium` on PATH). */
  command?: string;
  /** Where apertium's data lives (modes/ inside); default /usr/share/apertium (the server passes APERTIUM_DATADIR). */
  dataDir?: string;
  /** Where the text files for apertium go (default the OS temp directory; the server passes DATA_DIR/tmp). */
  tmpDir?: string;
}

export function unsupportedPairMessage(source: string, target: string): string {
  return (
    `Translating ${languageName(source)} to ${languageName(target)} is not available on this server yet. ` +
    'Please choose another language.'
  );
}

/** apertium's output made presentable (see the header). */
export function cleanApertiumOutput(output: string, sourceText: string): string {
  let text = output;
  for (const mark of ['#', '@']) {
    if (!sourceText.includes(mark)) text = text.replace(new RegExp(`${mark}(?=[\\p{L}\\p{N}])`, 'gu'), '');
  }
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([.,])(?=\s|$)/g, '$1')
    .trim();
}

export class ApertiumTranslationEngine implements TranslationEngine {
  readonly id = 'apertium';
  readonly description =
    'Embedded apertium: rule-based offline translation for the pairs Debian ships (English, Spanish, French, ' +
    'Portuguese; Danish and Norwegian).';
  private readonly command: string;
  private readonly dataDir: string;
  private readonly tmpDir: string;

  constructor(options: ApertiumOptions = {}) {
    this.command = options.command ?? 'apertium';
    this.tmpDir = options.tmpDir ?? tmpdir();
    this.dataDir = options.dataDir ?? APERTIUM_DEFAULT_DATA_DIR;
  }

  /** The chain of modes for a pair, or null (read per call: installing a pair needs no restart). */
  chainFor(source: string, target: string): string[] | null {
    return modeChain(installedModes(this.dataDir), source, target);
  }

  async translate(request: TranslationRequest): Promise<string> {
    const source = request.source ?? APERTIUM_DEFAULT_SOURCE;
    const chain = this.chainFor(source, request.target);
    if (!chain) throw new UnsupportedTranslationError(unsupportedPairMessage(source, request.target));
    let text = request.text;
    const work = await mkdtemp(join(this.tmpDir, 'apertium-'));
    try {
      for (const [step, mode] of chain.entries()) {
        const input = join(work, `step-${step}.txt`);
        await writeFile(input, text);
        const result = await runProcess(this.command, ['-d', this.dataDir, '-u', mode, input], {
          timeoutMs: 60_000,
          signal: request.signal,
        });
        if (result.exitCode !== 0) {
          throw new TranslationFailedError(
            'The embedded translator (apertium) failed. Please try again.',
            500,
            {
              cause: new Error(`apertium ${mode}: ${result.stderr.trim()}`),
            },
          );
        }
        text = cleanApertiumOutput(result.stdout.toString('utf8'), request.text);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    return text;
  }
}
