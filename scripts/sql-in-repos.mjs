#!/usr/bin/env node
// SQL runs only in repositories: lists every place in the API's source outside a `*.repo.ts` that
// runs a query, and fails (exit 1) when there is one.
//
// What counts, found by type (TypeScript's checker), not by variable name:
//   - a query started on a Drizzle database or transaction: `db.select()`, `tx.insert()`,
//     `update`, `delete`, `execute`, `selectDistinct`, `$count`, `with`, and the relational
//     `db.query.<table>` API;
//   - `database.query(text)` on the app's Database (db/client.ts), and `selectRows(db, sql)`;
//   - building the repository skeleton (`crudRepo(db, table)`, `listPage(...)`, lib/crud-repo.ts).
// What does not: building a condition or fragment (`sql\`...\``, `eq()`, `and()`), opening a
// transaction (`db.transaction(tx => ...)`: a service may compose repository calls in one), and
// calling a repository (`repo.update(...)`).
//
// Outside `*.repo.ts`, allowed on purpose:
//   - `db/`: the database client, its migrator and scratch databases are the SQL layer itself;
//   - `lib/jobs/boss-db.ts`: the job queue's connection; the statements it runs are pg-boss's own;
//   - `lib/crud-repo.ts`: the repository skeleton (a row by id, insert, update, delete, a page
//     and its count) written once for every repository; only a `*.repo.ts` builds one over its
//     table, so its statements are the repositories' own;
//   - `*.seed.ts` and `seed/`: demo data and the first admin are written once, on an empty
//     database, in the seeding transaction; they may insert and read rows directly;
//   - tests (`*.test.ts`), which are not part of the scan.
//
// Usage: node scripts/sql-in-repos.mjs [source folder]   (default apps/api/src)
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? 'apps/api/src');
const configPath = ts.findConfigFile(path.dirname(root), ts.sys.fileExists, 'tsconfig.json');
if (!configPath) {
  console.error(`sql-in-repos: no tsconfig.json above ${root}`);
  process.exit(2);
}
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const program = ts.createProgram({ rootNames: parsed.fileNames, options: { ...parsed.options, noEmit: true } });
const checker = program.getTypeChecker();

/** Files that may run SQL (see above). */
const allowed = (rel) =>
  rel.endsWith('.repo.ts') ||
  rel.startsWith('db/') ||
  rel === 'lib/jobs/boss-db.ts' ||
  rel === 'lib/crud-repo.ts' ||
  rel.startsWith('seed/') ||
  rel.endsWith('.seed.ts') ||
  /\.(test|spec)\.ts$/.test(rel);

/** Methods that send a statement when called on a Drizzle database or transaction. */
const queryMethods = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
  'with',
  '$with',
]);

const hasProps = (type, names) => names.every((n) => type.getProperty(n) ?? checker.getApparentType(type).getProperty(n));
/** A Drizzle PgDatabase or PgTransaction (both can select, insert and open a transaction). */
const isDrizzle = (type) => hasProps(type, ['select', 'insert', 'execute', 'transaction']);
/** The app's Database (db/client.ts): `query(text)` runs raw SQL. */
const isDatabase = (type) => hasProps(type, ['query', 'listen', 'db']);

function declaredIn(node, fileEnd, name) {
  const symbol = checker.getSymbolAtLocation(node);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return Boolean(
    target?.name === name && target.declarations?.some((d) => d.getSourceFile().fileName.replaceAll('\\', '/').endsWith(fileEnd)),
  );
}

const findings = [];
for (const source of program.getSourceFiles()) {
  const file = path.resolve(source.fileName);
  if (!file.startsWith(root + path.sep)) continue;
  const rel = path.relative(root, file).replaceAll('\\', '/');
  if (allowed(rel)) continue;
  const report = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push(`${path.relative(process.cwd(), file)}:${line + 1}: ${what}`);
  };
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      const parentCalls = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if ((queryMethods.has(name) && parentCalls) || name === 'query') {
        const type = checker.getTypeAtLocation(node.expression);
        if (isDrizzle(type) && (parentCalls || name === 'query')) report(node, `${node.expression.getText(source)}.${name}(...)`);
        else if (name === 'query' && parentCalls && isDatabase(type)) report(node, `${node.expression.getText(source)}.query(...)`);
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'selectRows') {
      if (declaredIn(node.expression, 'db/client.ts', 'selectRows')) report(node, 'selectRows(...)');
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['crudRepo', 'listPage'].includes(node.expression.text)) {
      const name = node.expression.text;
      if (declaredIn(node.expression, 'lib/crud-repo.ts', name)) report(node, `${name}(...)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (findings.length) {
  console.error(`sql-in-repos: ${findings.length} place(s) run SQL outside a *.repo.ts (move the query into the module's repository):`);
  for (const f of findings) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`sql-in-repos: SQL runs only in repositories under ${path.relative(process.cwd(), root) || '.'}`);
