// A small stand-in for `cn` (tailwind-merge) in the components the studio's /login renders, so that page
// ships without tailwind-merge: class names joined, a later utility replacing an earlier one of the same
// kind (same variants), for the kinds those components use and their callers override. Everything else
// is kept as given. merge-classes.test.ts checks it against tailwind-merge.
import { clsx, type ClassValue } from 'clsx';

/** Kinds named by their prefix: 'px-4' is of kind 'px' (longer prefixes first where one starts another). */
const prefixKinds =
  'gap-x gap-y gap p px py pt pr pb pl m mx my mt mr mb ml size min-w max-w min-h max-h w h leading opacity cursor whitespace'.split(
    ' ',
  );

/** [kind, pattern of the utility without its variants] for the rest; the first match names the kind. */
const patternKinds: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'display',
    /^(block|inline-block|inline|flex|inline-flex|table|grid|inline-grid|contents|hidden|flow-root)$/,
  ],
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['flex-wrap', /^flex-(wrap|wrap-reverse|nowrap)$/],
  ['flex-direction', /^flex-(row|row-reverse|col|col-reverse)$/],
  ['flex', /^flex-(1|auto|initial|none|\[.+\])$/],
  ['shrink', /^shrink(-\d+)?$/],
  ['grow', /^grow(-\d+)?$/],
  ['justify-content', /^justify-(normal|start|end|center|between|around|evenly|stretch)$/],
  ['align-items', /^items-(start|end|center|baseline|stretch)$/],
  ['rounded', /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full)|-\[[^\]]+\])?$/],
  ['font-size', /^text-((xs|sm|base|lg|xl|[2-9]xl)|\[\d+(\.\d+)?(px|rem|em)\])$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(wrap|nowrap|balance|pretty)$/],
  ['text-color', /^text-[a-z][\w-]*(\/[\d.]+)?$/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  [
    'bg-color',
    /^bg-(?!(linear|radial|conic|none|fixed|local|scroll|clip|origin|repeat|no-repeat|cover|contain|auto|top|bottom|left|right|center|blend)\b)[a-z][\w-]*(\/[\d.]+)?$/,
  ],
  // tailwind-merge reads an unlabelled arbitrary background that is not an image as a colour, so the
  // public site's select loses bg-surface to bg-[right_0.75rem_center]; mergeClasses does the same.
  [
    'bg-color',
    /^bg-\[(?!(length|size|bg-size|position|percentage|image|url):)(?!(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\().+\]$/,
  ],
  [
    'bg-image',
    /^bg-\[(image:|url:|(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\().+\]$/,
  ],
  ['border-w', /^border(-\d+)?$/],
  ['border-style', /^border-(solid|dashed|dotted|double|hidden|none)$/],
  ['border-color', /^border-(?![xytrblse](-|$))[a-z][\w-]*(\/[\d.]+)?$/],
  ['shadow', /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none))?$/],
];

/** What a later kind replaces besides itself (tailwind-merge's conflicting groups, for the kinds above). */
const alsoReplaces: Readonly<Record<string, readonly string[]>> = {
  flex: ['shrink', 'grow'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
};

/** Splits 'sm:hover:px-2' into its variants ('sm:hover:') and utility ('px-2'), minding brackets. */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  return [className.slice(0, end), className.slice(end)];
}

function kindOf(utility: string): string | undefined {
  const bare = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  return (
    prefixKinds.find((prefix) => bare.startsWith(`${prefix}-`)) ??
    patternKinds.find(([, pattern]) => pattern.test(bare))?.[0]
  );
}

export function mergeClasses(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const [variants, utility] = splitVariants(className);
    const kind = kindOf(utility);
    if (kind === undefined) {
      kept.push(className);
      continue;
    }
    const key = `${variants}${utility.startsWith('!') || utility.endsWith('!') ? '!' : ''}${kind}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const replaced of alsoReplaces[kind] ?? []) taken.add(key.slice(0, -kind.length) + replaced);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
