// The site's components join classes with mergeClasses instead of tailwind-merge (merge-classes-in-place-of-cn.ts):
// every public page, rendered through Vite as the build renders it, both ways, has the same elements with the
// same set of classes on each (order and repeats mean nothing to CSS) and otherwise the same HTML.
import { fileURLToPath } from 'node:url';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import siteConfig from '../../vite.config';
import { mergeClassesPluginName } from '../../merge-classes-in-place-of-cn';
import type { SitePage } from './site-pages';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const serverOptions = {
  root: appDir,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
} as const;

function withoutMergeClasses(plugins: PluginOption[]): PluginOption[] {
  return plugins.flat().filter((plugin) => {
    return !(
      plugin &&
      typeof plugin === 'object' &&
      'name' in plugin &&
      plugin.name === mergeClassesPluginName
    );
  });
}

const shipped = await createServer({ ...serverOptions, configFile: `${appDir}/vite.config.ts` });
const withTailwindMerge = await createServer({
  ...siteConfig,
  ...serverOptions,
  configFile: false,
  // Its own pre-bundles: two servers sharing one cache directory re-optimize each other's.
  cacheDir: 'node_modules/.vite-with-tailwind-merge',
  plugins: withoutMergeClasses(siteConfig.plugins ?? []),
});
afterAll(() => Promise.all([shipped.close(), withTailwindMerge.close()]));

/** The pages as Vite loads them; on a fresh cache Vite may pre-bundle a library it found mid-load and
 * ask for the load again. */
async function pagesOf(vite: ViteDevServer, attemptsLeft = 3): Promise<readonly SitePage[]> {
  try {
    const loaded = (await vite.ssrLoadModule('/src/prerender/site-pages.tsx')) as {
      sitePages: readonly SitePage[];
    };
    return loaded.sitePages;
  } catch (error) {
    if (attemptsLeft === 0 || !/new version of the pre-bundle/.test(String(error))) throw error;
    vite.moduleGraph.invalidateAll();
    return pagesOf(vite, attemptsLeft - 1);
  }
}

function loadsTailwindMerge(vite: ViteDevServer): boolean {
  return [...vite.moduleGraph.idToModuleMap.keys()].some((id) => id.includes('tailwind-merge'));
}

/** Every start tag of an HTML fragment: its HTML without the class attribute, and its set of classes. */
function elementsOf(html: string): { tag: string; classes: string[] }[] {
  return (html.match(/<[a-zA-Z][^>]*>/g) ?? []).map((tag) => {
    const classAttribute = /\sclass="([^"]*)"/.exec(tag);
    const classes = [...new Set((classAttribute?.[1] ?? '').split(/\s+/).filter(Boolean))].sort();
    return { tag: tag.replace(/\sclass="[^"]*"/, ''), classes };
  });
}

const [mergedPages, twMergedPages] = [await pagesOf(shipped), await pagesOf(withTailwindMerge)];

describe('mergeClasses in place of tailwind-merge on the public pages', () => {
  it('the build config leaves tailwind-merge out, the comparison loads it', () => {
    for (const page of mergedPages) page.renderBody();
    for (const page of twMergedPages) page.renderBody();
    expect(loadsTailwindMerge(shipped)).toBe(false);
    expect(loadsTailwindMerge(withTailwindMerge)).toBe(true);
  });

  it.each(mergedPages.map((page) => [page.route, page] as const))(
    '%s: every element has the same classes both ways',
    (route, page) => {
      const other = twMergedPages.find((candidate) => candidate.route === route);
      if (!other) throw new Error(`no page for ${route} with tailwind-merge`);
      const merged = page.renderBody();
      const twMerged = other.renderBody();
      expect(merged.length).toBeGreaterThan(0);
      expect(elementsOf(merged)).toEqual(elementsOf(twMerged));
      expect(merged.replace(/\sclass="[^"]*"/g, '')).toBe(twMerged.replace(/\sclass="[^"]*"/g, ''));
    },
  );
});
