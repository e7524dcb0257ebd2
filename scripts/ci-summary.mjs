// Adds up the JSON reports of the Vitest runs and the Playwright run into the one closing
// line CI reads: "N passed, N failed" (", N skipped" when any were).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest's JSON reporter (Jest-compatible totals).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright's JSON reporter: flaky tests passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

console.log(`\nReports: ${files.join(', ') || 'none'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (files.length === 0 || failed > 0) process.exitCode = 1;
