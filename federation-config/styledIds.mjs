// @ts-check
// Deterministic styled-components class names, in every build (client and server): what
// babel-plugin-styled-components' `ssr` option does, as a Vite plugin (Vite 8's React plugin runs no
// Babel). styled-components names a component by the order components are created in, which differs
// between a server process and a browser that loaded the shell first; a server-rendered page would then
// hydrate with other classes (decision 0095). Each `styled.x`…`` / `styled(X)`…`` (with any `.attrs` or
// `.withConfig`) gets `.withConfig({ componentId })` from its package, file and position.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('vite').Plugin} Plugin */
/** @typedef {{ type: string, start: number, end: number, [key: string]: any }} AstNode */

/**
 * The nearest package above a file: its name and folder, so ids do not depend on where it is installed.
 * @param {string} file
 */
function owningPackage(file) {
  let dir = path.dirname(file);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = JSON.parse(readFileSync(manifest, 'utf8')).name;
      if (typeof name === 'string') return { name, dir };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return { name: '', dir };
    dir = parent;
  }
}

/** @param {AstNode} tag @param {string} styled the local name of styled-components' default import */
function styledBase(tag, styled) {
  let node = tag;
  while (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    !node.callee.computed &&
    (node.callee.property.name === 'attrs' || node.callee.property.name === 'withConfig')
  ) {
    node = node.callee.object;
  }
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === styled) return node;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === styled) return node;
  return null;
}

/** @param {unknown} node @param {(node: AstNode) => void} visit */
function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const candidate = /** @type {AstNode} */ (node);
  if (typeof candidate.type === 'string') visit(candidate);
  for (const key of Object.keys(candidate)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') walk(candidate[key], visit);
  }
}

/**
 * Adds `.withConfig({ componentId })` to every styled component of a module.
 * @param {string} code JavaScript (types and JSX already gone)
 * @param {AstNode} program its ESTree
 * @param {string} idPrefix unique per module and stable across builds
 */
export function withStyledComponentIds(code, program, idPrefix) {
  /** @type {AstNode[]} */
  const body = program.body;
  const styledImport = body
    .filter((node) => node.type === 'ImportDeclaration' && node.source.value === 'styled-components')
    .flatMap((node) => /** @type {AstNode[]} */ (node.specifiers))
    .find((specifier) => specifier.type === 'ImportDefaultSpecifier');
  if (!styledImport) return null;
  const styled = styledImport.local.name;
  /** @type {number[]} */
  const insertAt = [];
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const base = styledBase(node.tag, styled);
    if (base) insertAt.push(base.end);
  });
  if (!insertAt.length) return null;
  insertAt.sort((a, b) => a - b);
  let result = '';
  let from = 0;
  insertAt.forEach((position, index) => {
    result += `${code.slice(from, position)}.withConfig({ componentId: ${JSON.stringify(`${idPrefix}-${index}`)} })`;
    from = position;
  });
  return result + code.slice(from);
}

/** @returns {Plugin} */
export function deterministicStyledIds() {
  return {
    name: 'mindset:deterministic-styled-ids',
    enforce: 'post',
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || !code.includes('styled-components')) return null;
      if (/[\\/]node_modules[\\/](?!@mindset[\\/])/.test(id)) return null;
      const file = id.split('?')[0] ?? id;
      const owner = owningPackage(file);
      const relative = path.relative(owner.dir, file).split(path.sep).join('/');
      const hash = createHash('sha256').update(`${owner.name}/${relative}`).digest('base64url').slice(0, 8);
      const code2 = withStyledComponentIds(
        code,
        /** @type {AstNode} */ (this.parse(code)),
        `sc-${hash.replace(/[-_]/g, 'x')}`,
      );
      return code2 === null ? null : { code: code2, map: null };
    },
  };
}
