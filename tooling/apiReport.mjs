#!/usr/bin/env node
// shared-ui's API report: every export of its public entry points with its type, checked in as
// shared-ui/api-report.json next to the version it describes. Remotes built against one shared-ui run
// on a host with another (docs/decisions/0032-shared-ui-api-report-and-semver.md), so its version must
// say what changed: removing or changing an export needs a new major, adding one (or an optional
// member of an exported interface) a new minor.
//   node tooling/apiReport.mjs            fails when the report is out of date or the version too low
//   node tooling/apiReport.mjs --update   records the current exports (refused when the version is too low)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rootDir } from './areas.mjs';

const packageDir = path.resolve(process.env.API_PACKAGE_DIR ?? path.join(rootDir, 'shared-ui'));
const reportFile = path.join(packageDir, 'api-report.json');

/** The package's entry points, from its package.json exports (type declarations where given). */
function entryPoints(dir, packageJson) {
  return Object.entries(packageJson.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => [subpath, path.join(dir, typeof target === 'string' ? target : target.types)]);
}

const withoutComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Each exported name with the text of its type (or its declaration, for types and interfaces). */
export function currentExports(dir = packageDir) {
  const packageJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entries = entryPoints(dir, packageJson);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    {
      strict: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const exports = {};
  for (const [subpath, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`No module at ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      const isType =
        ts.isInterfaceDeclaration(declaration) ||
        ts.isTypeAliasDeclaration(declaration) ||
        ts.isEnumDeclaration(declaration);
      const signature = isType
        ? withoutComments(declaration.getText())
        : checker.typeToString(
            checker.getTypeOfSymbolAtLocation(symbol, declaration),
            undefined,
            ts.TypeFormatFlags.NoTruncation,
          );
      const name = subpath === '.' ? exported.name : `${subpath.slice(2)}:${exported.name}`;
      exports[name] = signature;
    }
  }
  return { version: packageJson.version, exports: Object.fromEntries(Object.entries(exports).sort()) };
}

const parse = (version) => version.split('.').map(Number);

/** The interface a recorded signature declares, or null when it is not one interface. */
function interfaceOf(signature) {
  const source = ts.createSourceFile('signature.ts', signature, ts.ScriptTarget.ES2022, true);
  const [declaration] = source.statements;
  return source.statements.length === 1 && declaration && ts.isInterfaceDeclaration(declaration) ? declaration : null;
}

/**
 * An interface that only gained optional members: code written against the old one still fits it,
 * so that is an addition (a minor), not a change.
 */
function onlyOptionalMembersAdded(before, after) {
  const [old, next] = [interfaceOf(before), interfaceOf(after)];
  if (!old || !next) return false;
  const head = (declaration, source) =>
    source.slice(declaration.getStart(), declaration.members.pos).replace(/\s+/g, ' ').trim();
  if (head(old, before) !== head(next, after)) return false;
  const texts = (declaration, source) =>
    declaration.members.map((member) => source.slice(member.getStart(), member.end).replace(/\s+/g, ' ').trim());
  const oldMembers = texts(old, before);
  const newMembers = texts(next, after);
  return (
    oldMembers.every((member) => newMembers.includes(member)) &&
    next.members.every((member, index) => oldMembers.includes(newMembers[index]) || member.questionToken !== undefined)
  );
}

/** What changed between two reports, and the smallest version bump that change needs. */
export function compareReports(recorded, current) {
  const removed = Object.keys(recorded.exports).filter((name) => !(name in current.exports));
  const differs = Object.keys(recorded.exports).filter(
    (name) => name in current.exports && current.exports[name] !== recorded.exports[name],
  );
  const extended = differs.filter((name) => onlyOptionalMembersAdded(recorded.exports[name], current.exports[name]));
  const changed = differs.filter((name) => !extended.includes(name));
  const added = Object.keys(current.exports).filter((name) => !(name in recorded.exports));
  const needed = removed.length || changed.length ? 'major' : added.length || extended.length ? 'minor' : 'none';
  const [oldMajor, oldMinor] = parse(recorded.version);
  const [newMajor, newMinor] = parse(current.version);
  const bumped =
    needed === 'none' || newMajor > oldMajor || (needed === 'minor' && newMajor === oldMajor && newMinor > oldMinor);
  return { removed, changed, extended, added, needed, bumped };
}

function describe({ removed, changed, extended, added }) {
  return [
    ...removed.map((name) => `  removed: ${name}`),
    ...changed.map((name) => `  changed: ${name}`),
    ...extended.map((name) => `  extended (optional members only): ${name}`),
    ...added.map((name) => `  added:   ${name}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes('--update');
  const current = currentExports();
  const recorded = JSON.parse(readFileSync(reportFile, 'utf8'));
  const comparison = compareReports(recorded, current);
  const relative = path.relative(rootDir, reportFile);
  if (!comparison.bumped) {
    console.error(
      `shared-ui's exports changed and need a ${comparison.needed} version (recorded ${recorded.version}, ` +
        `package.json has ${current.version}):\n${describe(comparison)}`,
    );
    process.exit(1);
  }
  const upToDate = JSON.stringify(recorded) === JSON.stringify(current);
  if (update) {
    writeFileSync(reportFile, `${JSON.stringify(current, null, 2)}\n`);
    console.log(upToDate ? `${relative} is up to date` : `${relative} recorded for ${current.version}`);
  } else if (!upToDate) {
    console.error(
      `${relative} is out of date (run npm run check:api -- --update and commit it):\n${describe(comparison) || `  version ${recorded.version} -> ${current.version}`}`,
    );
    process.exit(1);
  } else {
    console.log(`shared-ui ${current.version}: ${Object.keys(current.exports).length} exports, as recorded`);
  }
}
