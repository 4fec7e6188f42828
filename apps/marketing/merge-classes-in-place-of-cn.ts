// The public site's components join their classes with ui's mergeClasses instead of `cn` (tailwind-merge,
// about 8 KB gzipped): wherever ui's lib/cn.ts is imported, the build, the pre-render and dev load a
// module whose `cn` is mergeClasses. merge-classes-pages.test renders every page both ways and compares
// the classes of every element.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const uiCn = fileURLToPath(new URL('../../packages/ui/src/lib/cn.ts', import.meta.url));
const uiMergeClasses = fileURLToPath(new URL('../../packages/ui/src/lib/merge-classes.ts', import.meta.url));
const cnAsMergeClasses = '\0twin:cn-as-merge-classes';

export const mergeClassesPluginName = 'twin:merge-classes-in-place-of-cn';

export function mergeClassesInPlaceOfCn(): Plugin {
  return {
    name: mergeClassesPluginName,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\/lib\/cn(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === uiCn ? cnAsMergeClasses : null;
    },
    load(id) {
      return id === cnAsMergeClasses
        ? `export { mergeClasses as cn } from ${JSON.stringify(uiMergeClasses)};`
        : null;
    },
  };
}
