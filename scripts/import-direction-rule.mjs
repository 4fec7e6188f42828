// The ESLint rule behind "Direction of imports" (docs/ARCHITECTURE.md): per folder, which package names
// may not be imported, whether relative paths may leave the workspace, that a workspace package
// is only ever imported through a subpath its package.json "exports" declares (never `/src/`), and
// that no feature folder imports a sibling feature folder (save the listed allowances).
// ESLint's own no-restricted-imports sees neither where a relative path lands nor `import()`, so
// this small rule checks every form of import against one table (see eslint.config.js).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The monorepo's workspace packages and the subpaths they export, read from their package.json:
 * `{ '@twin/ui': { dir: 'packages/ui', exports: ['.', './timeline', ...] }, ... }`.
 */
export function readWorkspacePackages(root, groups = ['packages', 'apps']) {
  const packages = {};
  for (const group of groups) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const manifest = join(groupDir, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
      packages[name] = { dir: `${group}/${entry.name}`, exports: exportedSubpaths(exports) };
    }
  }
  return packages;
}

function exportedSubpaths(exports) {
  if (exports === undefined) return [];
  if (typeof exports === 'string' || Array.isArray(exports)) return ['.'];
  const keys = Object.keys(exports);
  // Conditions only ({ import, types, ... }) export the root alone.
  return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
}

/** Whether `subpath` ('.', './timeline', ...) matches an "exports" key, `*` patterns included. */
export function isExported(subpath, exportKeys) {
  return exportKeys.some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return (
      subpath.length > prefix.length + suffix.length && subpath.startsWith(prefix) && subpath.endsWith(suffix)
    );
  });
}

/** The workspace folder ('packages/ui', 'apps/studio') holding a repository-relative path, or null. */
function workspaceOf(path, groups) {
  const [group, name] = path.split('/');
  return groups.includes(group) && name ? `${group}/${name}` : null;
}

/**
 * The feature folder holding `path` in one of the `features` trees (`{ base, shared, allow }`):
 * `{ tree, feature }`, or null outside every tree, right in a base, or in one of its shared folders.
 */
export function featureHome(path, features) {
  for (const tree of features) {
    if (!path.startsWith(`${tree.base}/`)) continue;
    const rest = path.slice(tree.base.length + 1).split('/');
    if (rest.length < 2 || tree.shared?.includes(rest[0])) return null;
    return { tree, feature: rest[0] };
  }
  return null;
}

const schema = [
  {
    type: 'object',
    properties: {
      root: { type: 'string' },
      groups: { type: 'array', items: { type: 'string' } },
      packages: { type: 'object' },
      closed: { type: 'boolean' },
      features: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            base: { type: 'string' },
            alias: { type: 'string' },
            shared: { type: 'array', items: { type: 'string' } },
            allow: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  from: { type: 'array', items: { type: 'string' } },
                  files: { type: 'string' },
                  to: { type: 'array', items: { type: 'string' } },
                  why: { type: 'string' },
                },
                required: ['to', 'why'],
                additionalProperties: false,
              },
            },
          },
          required: ['base'],
          additionalProperties: false,
        },
      },
      forbidden: {
        type: 'array',
        items: {
          type: 'object',
          properties: { pattern: { type: 'string' }, message: { type: 'string' } },
          required: ['pattern', 'message'],
          additionalProperties: false,
        },
      },
    },
    required: ['root', 'packages'],
    additionalProperties: false,
  },
];

export const importDirectionRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers and across packages only through "exports".' },
    schema,
    messages: {
      forbidden: "'{{source}}' may not be imported here: {{message}}",
      undeclared:
        '\'{{source}}\' is not a declared export of {{name}} (package.json "exports": {{exports}}); import a package through its exports, never its /src/ files.',
      otherWorkspace:
        "'{{source}}' reaches into {{target}} by a relative path; import {{name}} through its package name and declared exports.",
      escapes: "'{{source}}' leaves {{workspace}}, which imports nothing outside itself.",
      sibling:
        "'{{source}}' reaches into the sibling feature '{{target}}' from '{{feature}}'; no feature imports another: move what both use to a shared place (docs/ARCHITECTURE.md, layout).",
    },
  },
  create(context) {
    const {
      root,
      groups = ['packages', 'apps'],
      packages,
      closed = false,
      forbidden = [],
      features = [],
    } = context.options[0];
    const rules = forbidden.map(({ pattern, message }) => ({ regex: new RegExp(pattern), message }));
    const byDir = Object.fromEntries(Object.entries(packages).map(([name, pkg]) => [pkg.dir, name]));
    const fromDir = dirname(context.filename);
    const filePath = relative(root, context.filename).split(sep).join('/');
    const fileWorkspace = workspaceOf(filePath, groups);
    // The feature folder this file belongs to, with its tree's shared folders and allowances (or null).
    const home = featureHome(filePath, features);

    /** Reports `target` (a repository-relative path or a package subpath) when it is a sibling feature. */
    function checkSibling(node, source, targetFeature) {
      if (!home || !targetFeature || targetFeature === home.feature) return false;
      if (home.tree.shared?.includes(targetFeature)) return false;
      const allowed = (home.tree.allow ?? []).some(
        (rule) =>
          rule.to.includes(targetFeature) &&
          (!rule.from || rule.from.includes(home.feature)) &&
          (!rule.files || new RegExp(rule.files).test(filePath)),
      );
      if (allowed) return false;
      context.report({
        node,
        messageId: 'sibling',
        data: { source, target: targetFeature, feature: home.feature },
      });
      return true;
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) checkRelative(node, source);
      else checkBare(node, source);
    }

    function checkBare(node, source) {
      const aliased = home?.tree.alias && source.startsWith(`${home.tree.alias}/`);
      if (aliased && checkSibling(node, source, source.slice(home.tree.alias.length + 1).split('/')[0]))
        return;
      for (const { regex, message } of rules) {
        if (regex.test(source))
          return context.report({ node, messageId: 'forbidden', data: { source, message } });
      }
      const name = Object.keys(packages).find((n) => source === n || source.startsWith(`${n}/`));
      if (!name) return;
      const subpath = `.${source.slice(name.length)}`;
      const exportKeys = packages[name].exports;
      const deep = subpath.split('/').includes('src');
      if (deep || !isExported(subpath, exportKeys)) {
        const exports = exportKeys.length ? exportKeys.join(', ') : 'none';
        context.report({ node, messageId: 'undeclared', data: { source, name, exports } });
      }
    }

    function checkRelative(node, source) {
      const target = relative(root, resolve(fromDir, source)).split(sep).join('/');
      const targetWorkspace = workspaceOf(target, groups);
      if (targetWorkspace && targetWorkspace !== fileWorkspace) {
        const name = byDir[targetWorkspace] ?? targetWorkspace;
        return context.report({
          node,
          messageId: 'otherWorkspace',
          data: { source, target: targetWorkspace, name },
        });
      }
      if (closed && fileWorkspace && targetWorkspace !== fileWorkspace) {
        return context.report({ node, messageId: 'escapes', data: { source, workspace: fileWorkspace } });
      }
      if (home && target.startsWith(`${home.tree.base}/`)) {
        const rest = target.slice(home.tree.base.length + 1).split('/');
        // A file right in the base (app.ts) is no feature folder.
        if (rest.length > 1) checkSibling(node, source, rest[0]);
      }
    }

    const literal = (node) =>
      node?.type === 'Literal'
        ? node.value
        : node?.type === 'TemplateLiteral' && node.expressions.length === 0
          ? node.quasis[0].value.cooked
          : undefined;

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      // `import type X = require('...')` and `typeof import('...')` in TypeScript.
      TSExternalModuleReference: (node) => check(node.expression, literal(node.expression)),
      TSImportType: (node) => {
        const argument = node.source ?? node.argument?.literal ?? node.argument;
        check(node, literal(argument));
      },
      CallExpression: (node) => {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments.length === 1
        ) {
          check(node.arguments[0], literal(node.arguments[0]));
        }
      },
    };
  },
};

export const importDirectionPlugin = { rules: { 'import-direction': importDirectionRule } };
