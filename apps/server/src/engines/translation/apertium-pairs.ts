// The apertium language pairs Debian packages (apertium-eng-spa, apertium-fr-es, apertium-es-pt,
// apertium-dan-nor), by our language codes, and the shortest chain of installed pairs between two languages —
// English to French goes through Spanish (eng-spa, then es-fr).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** "from>to" → apertium mode name. */
export const apertiumModes: Readonly<Record<string, string>> = {
  'en>es': 'eng-spa',
  'es>en': 'spa-eng',
  'fr>es': 'fr-es',
  'es>fr': 'es-fr',
  'es>pt': 'es-pt',
  'pt>es': 'pt-es',
  'da>no': 'dan-nob',
  'no>da': 'nob-dan',
};

export const APERTIUM_DEFAULT_DATA_DIR = '/usr/share/apertium';

/** The pairs whose mode file is installed under `dataDir/modes`. */
export function installedModes(dataDir: string): Map<string, string> {
  const installed = new Map<string, string>();
  for (const [pair, mode] of Object.entries(apertiumModes)) {
    if (existsSync(join(dataDir, 'modes', `${mode}.mode`))) installed.set(pair, mode);
  }
  return installed;
}

/** The modes to run one after the other, or null when no chain of installed pairs leads there. */
export function modeChain(installed: ReadonlyMap<string, string>, from: string, to: string): string[] | null {
  if (from === to) return [];
  const previous = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const language = queue.shift()!;
    for (const pair of installed.keys()) {
      const [source, target] = pair.split('>') as [string, string];
      if (source !== language || previous.has(target)) continue;
      previous.set(target, language);
      if (target === to) {
        const path = [to];
        while (path[0] !== from) path.unshift(previous.get(path[0]!)!);
        return path.slice(1).map((step, index) => installed.get(`${path[index]}>${step}`)!);
      }
      queue.push(target);
    }
  }
  return null;
}
