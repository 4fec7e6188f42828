// Translates the sentences one per line: several at once in one request of at most a few thousand characters (a
// process start of apertium or an HTTP round trip per batch, not per sentence), each answer line the translation of
// its sentence. A batch whose answer does not have one line per sentence is translated again sentence by sentence.
import type { TranslationEngine } from '../engines/translation';

const BATCH_CHARACTERS = 4_000;

export async function translateSentences(
  engine: TranslationEngine,
  sentences: readonly string[],
  languages: { source: string; target: string },
  signal?: AbortSignal,
): Promise<string[]> {
  const one = async (text: string) =>
    (await engine.translate({ text, source: languages.source, target: languages.target, signal })).trim();
  const translated: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const lines = batch.length === 1 ? [await one(batch[0]!)] : (await one(batch.join('\n'))).split('\n');
    if (lines.length === batch.length)
      translated.push(...lines.map((line) => line.replace(/\s+/g, ' ').trim()));
    else for (const sentence of batch) translated.push(await one(sentence));
    batch = [];
  };
  let characters = 0;
  for (const sentence of sentences) {
    const line = sentence.replace(/\s+/g, ' ').trim();
    if (batch.length > 0 && characters + line.length > BATCH_CHARACTERS) {
      await flush();
      characters = 0;
    }
    batch.push(line);
    characters += line.length + 1;
  }
  await flush();
  return translated;
}
