// The repository's documents hold: every git-tracked CONTEXT.md stays within its 80-line budget, and every
// "part N §M" citation in the code names a section (and item) that docs/spec/part-N-*.md has (docs/spec/README.md).
// Plain file reads of the checkout; no build, no server.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/local-server.mjs';

/** A CONTEXT.md is read whole before any work in its folder; past this it is a manual, not a context. */
const CONTEXT_LINE_BUDGET = 80;

function trackedFiles(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** Lines as `wc -l` counts them (a last line without its newline counts too). */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('CONTEXT.md budget', () => {
  const contexts = trackedFiles('*CONTEXT.md');

  it('finds the CONTEXT.md files', () => {
    expect(contexts).toContain('apps/server/CONTEXT.md');
    expect(contexts.length).toBeGreaterThanOrEqual(10);
  });

  it(`keeps every CONTEXT.md within ${CONTEXT_LINE_BUDGET} lines`, () => {
    const over = contexts
      .map((file) => ({ file, lines: lineCount(readFileSync(join(repoRoot, file), 'utf8')) }))
      .filter(({ lines }) => lines > CONTEXT_LINE_BUDGET)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over, 'cut what is stale or repeated; move detail to docs/ARCHITECTURE.md or the README').toEqual(
      [],
    );
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});

/** A section of a spec part: its text from `## N.` to the next `## ` heading, or null. */
function specSection(markdown: string, section: string): string | null {
  const start = markdown.search(new RegExp(`^## ${section}\\.`, 'm'));
  if (start < 0) return null;
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

interface Citation {
  where: string;
  part: string;
  section: string;
  item?: string;
  name?: string;
}

/**
 * The citations of one line: each `§M`, `§M.k` or `§M "Name"` after a `part N` belongs to that part, until the
 * next `part N` (`spec part 2 §2.1, §5 and part 1 §7`).
 */
function citationsOf(line: string, where: string): Citation[] {
  const citations: Citation[] = [];
  let part: string | null = null;
  for (const match of line.matchAll(/\bpart ([12])\b|§ ?(\d+)(?:\.(\d+))?(?: "([^"]+)")?/g)) {
    if (match[1]) part = match[1];
    else if (part && match[2])
      citations.push({ where, part, section: match[2], item: match[3], name: match[4] });
  }
  return citations;
}

/** Why a citation does not resolve in its part, or null when it does. */
function unresolved(citation: Citation, parts: Record<string, string>): string | null {
  const text = parts[citation.part];
  if (text === undefined) return `no docs/spec/part-${citation.part}-*.md`;
  const section = specSection(text, citation.section);
  if (section === null) return `part ${citation.part} has no §${citation.section}`;
  if (citation.item && !new RegExp(`^${citation.item}\\. `, 'm').test(section))
    return `part ${citation.part} §${citation.section} has no item ${citation.item}`;
  if (citation.name && !section.toLowerCase().includes(citation.name.toLowerCase()))
    return `part ${citation.part} §${citation.section} does not mention "${citation.name}"`;
  return null;
}

describe('spec citations', () => {
  const specDirectory = join(repoRoot, 'docs', 'spec');
  const parts = Object.fromEntries(
    readdirSync(specDirectory)
      .filter((file) => /^part-[12]-.*\.md$/.test(file))
      .map((file) => [
        file.slice('part-'.length, 'part-1'.length),
        readFileSync(join(specDirectory, file), 'utf8'),
      ]),
  );
  const citations = trackedFiles('*.ts', '*.tsx', '*.mjs', '*.md', ':!docs/spec')
    .filter((file) => file !== 'e2e/repository-documents.e2e.ts')
    .flatMap((file) =>
      readFileSync(join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes('§') ? citationsOf(line, `${file}:${index + 1}`) : [])),
    );

  it('finds both parts and the citations of the code', () => {
    expect(Object.keys(parts).sort()).toEqual(['1', '2']);
    expect(citations.length).toBeGreaterThan(200);
  });

  it('resolves every "part N §M" citation in docs/spec', () => {
    const broken = citations.flatMap((citation) => {
      const why = unresolved(citation, parts);
      return why ? [`${citation.where}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('notices a citation that does not resolve', () => {
    const [missingSection, missingItem, missingName] = [
      'spec part 1 §10',
      'spec part 2 §2.9',
      'spec part 2 §4 "Teleport"',
    ].flatMap((line) => citationsOf(line, 'example'));
    expect([missingSection, missingItem, missingName].map((c) => c && unresolved(c, parts))).toEqual([
      'part 1 has no §10',
      'part 2 §2 has no item 9',
      'part 2 §4 does not mention "Teleport"',
    ]);
    expect(
      citationsOf('part 2 §2.1, §5 and part 1 §7', 'example').map((c) => c.part + '§' + c.section),
    ).toEqual(['2§2', '2§5', '1§7']);
  });
});
