// Every call named in §7 of both spec parts is in apiRoutes (method, path shape, base, query parameters).
// The spec is docs/spec/ in the repository (docs/spec/README.md); without it, or without either part, this fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiRouteList } from './api-routes';
import type { RouteBase } from './shared/define-route';

const repositoryRoot = new URL('../../../', import.meta.url);
const specDirectory = fileURLToPath(new URL('docs/spec/', repositoryRoot));

interface SpecCall {
  file: string;
  method: string;
  base: RouteBase;
  path: string;
  queryNames: string[];
}

/** The text of '## 7. …' up to the next '## ' heading. */
function sectionSeven(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  if (start < 0) return '';
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

const CALL = /\b(GET|POST|PUT|DELETE|PATCH)\s+(\{speech_test_base\})?(\/[^\s,|:;)]*)/g;
const QUERY_NAMES = [
  /with (?:a |an )?([a-z_]+(?: and [a-z_]+)*) query parameters?/g,
  /with the ([a-z_]+) as a query parameter/g,
];

/** Each line of §7 (a table row or a bullet) with its calls and the query parameters it names for them. */
function specCalls(file: string, markdown: string): SpecCall[] {
  return sectionSeven(markdown)
    .split('\n')
    .flatMap((line) => {
      const queryNames = QUERY_NAMES.flatMap((pattern) =>
        [...line.matchAll(pattern)].flatMap((match) => (match[1] as string).split(' and ')),
      );
      if (/download=true/.test(line)) queryNames.push('download');
      return [...line.matchAll(CALL)].map((match) => ({
        file,
        method: match[1] as string,
        base: (match[2] ? 'speechTest' : 'api') as RouteBase,
        path: match[3] as string,
        queryNames,
      }));
    });
}

const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe('spec §7 coverage', () => {
  const specPresent = existsSync(specDirectory);
  const files = specPresent ? readdirSync(specDirectory).filter((f) => /^part-[12]-.*\.md$/.test(f)) : [];
  const calls = files.flatMap((file) => specCalls(file, readFileSync(`${specDirectory}${file}`, 'utf8')));

  it('finds both spec parts in docs/spec and their calls', () => {
    expect(specPresent, `the spec folder ${specDirectory} is missing`).toBe(true);
    expect(files.map((f) => f.slice(0, 'part-1'.length)).sort()).toEqual(['part-1', 'part-2']);
    expect(calls.filter((c) => c.file.startsWith('part-1')).length).toBeGreaterThanOrEqual(18);
    expect(calls.filter((c) => c.file.startsWith('part-2')).length).toBeGreaterThanOrEqual(25);
    expect(calls.filter((c) => c.base === 'speechTest')).toHaveLength(4);
  });

  it('has a route for every call', () => {
    const missing = calls.filter(
      (call) =>
        !apiRouteList.some(
          (route) =>
            route.method === call.method &&
            route.base === call.base &&
            shape(route.path) === shape(call.path),
        ),
    );
    expect(
      missing.map(
        (c) => `${c.file}: ${c.method} ${c.base === 'speechTest' ? '{speech_test_base}' : ''}${c.path}`,
      ),
    ).toEqual([]);
  });

  it('declares the query parameters the spec names', () => {
    for (const call of calls.filter((c) => c.queryNames.length > 0)) {
      const route = apiRouteList.find(
        (r) => r.method === call.method && r.base === call.base && shape(r.path) === shape(call.path),
      );
      expect(Object.keys(route?.query?.shape ?? {}), `${call.method} ${call.path}`).toEqual(
        expect.arrayContaining(call.queryNames),
      );
    }
  });

  it('marks every spec route with the part that lists it', () => {
    for (const route of apiRouteList.filter((r) => r.spec !== null && r.id !== 'speechTest.download')) {
      const listedIn = new Set(
        calls
          .filter(
            (c) => c.method === route.method && c.base === route.base && shape(c.path) === shape(route.path),
          )
          .map((c) => (c.file.startsWith('part-1') ? 'part-1' : 'part-2')),
      );
      const expected = listedIn.size === 2 ? 'both' : [...listedIn][0];
      expect(route.spec, route.id).toBe(expected);
    }
  });
});
