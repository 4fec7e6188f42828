// The ESLint rule behind "Direction of imports" (docs/ARCHITECTURE.md): per folder, which package names
// may not be imported, whether relative paths may leave the workspace, and that a workspace package
// is only ever imported through a subpath its package.json "exports" declares (never `/src/`).
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

const schema = [
  {
    type: 'object',
    properties: {
      root: { type: 'string' },
      groups: { type: 'array', items: { type: 'string' } },
      packages: { type: 'object' },
      closed: { type: 'boolean' },
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
    },
  },
  create(context) {
    const {
      root,
      groups = ['packages', 'apps'],
      packages,
      closed = false,
      forbidden = [],
    } = context.options[0];
    const rules = forbidden.map(({ pattern, message }) => ({ regex: new RegExp(pattern), message }));
    const byDir = Object.fromEntries(Object.entries(packages).map(([name, pkg]) => [pkg.dir, name]));
    const fromDir = dirname(context.filename);
    const fileWorkspace = workspaceOf(relative(root, context.filename).split(sep).join('/'), groups);

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) checkRelative(node, source);
      else checkBare(node, source);
    }

    function checkBare(node, source) {
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
        context.report({ node, messageId: 'escapes', data: { source, workspace: fileWorkspace } });
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
