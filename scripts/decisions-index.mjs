#!/usr/bin/env node
// `npm run docs:decisions`: writes the index of docs/decisions/README.md from
// the records' own headers, after checking them. `--check` only compares.
// scripts/decisions-index.test.ts fails when the README is not what this
// would write, or when a record breaks a rule below.
//
// A record is docs/decisions/NNN-<words>.md and begins:
//
//   # NNN Title
//
//   Status: Accepted | Superseded by NNN[, NNN] | Amended by NNN[, NNN]
//
//   Date: YYYY-MM-DD
//
//   Area: core | server | web | e2e | tooling
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
export const AREAS = ['core', 'server', 'web', 'e2e', 'tooling'];
export const INDEX_START = '<!-- index:start (written by `npm run docs:decisions`; do not edit by hand) -->';
export const INDEX_END = '<!-- index:end -->';

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const NUMBERS = '(\\d{3}(?:, \\d{3})*)';
const STATUS = new RegExp(`^Status: (?:(Accepted)|Superseded by ${NUMBERS}|Amended by ${NUMBERS})$`);
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const AREA = /^Area: (.*)$/;

/** The files of the folder that are records (NNN-…md); README.md and TEMPLATE.md are not. */
export function recordFiles(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((file) => /^\d/.test(file) && file.endsWith('.md'))
    .sort();
}

/**
 * One record's header: { file, number, title, status, by, date, area, links, problems }.
 * `status` is 'Accepted', 'Superseded' or 'Amended'; `by` the numbers it names.
 */
export function parseRecord(file, text) {
  const problems = [];
  const fileMatch = RECORD_FILE.exec(file);
  if (!fileMatch) problems.push(`${file}: the file name is not NNN-lower-case-words.md`);
  const lines = text.split('\n');
  const titleMatch = /^# (\d{3}) (\S.*)$/.exec(lines[0] ?? '');
  if (!titleMatch) problems.push(`${file}: the first line is not "# NNN Title"`);
  else if (fileMatch && titleMatch[1] !== fileMatch[1]) {
    problems.push(`${file}: the title's number ${titleMatch[1]} is not the file's ${fileMatch[1]}`);
  }

  // The header: the first three paragraphs after the title, one line each.
  const paragraphs = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') continue;
    paragraphs.push(line);
    if (paragraphs.length === 3) break;
  }
  const [statusLine = '', dateLine = '', areaLine = ''] = paragraphs;

  let status = null;
  let by = [];
  const statusMatch = STATUS.exec(statusLine);
  if (!statusMatch) {
    problems.push(
      `${file}: no "Status: Accepted", "Status: Superseded by NNN" or "Status: Amended by NNN" line after the title (found "${statusLine}")`,
    );
  } else if (statusMatch[1]) {
    status = 'Accepted';
  } else {
    status = statusMatch[2] ? 'Superseded' : 'Amended';
    by = (statusMatch[2] ?? statusMatch[3]).split(', ').map(Number);
  }

  const dateMatch = DATE.exec(dateLine);
  const date = dateMatch && isCalendarDate(dateMatch[1]) ? dateMatch[1] : null;
  if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" line after the Status line (found "${dateLine}")`);

  const areaMatch = AREA.exec(areaLine);
  const area = areaMatch && AREAS.includes(areaMatch[1]) ? areaMatch[1] : null;
  if (!area) problems.push(`${file}: no "Area: ${AREAS.join(' | ')}" line after the Date line (found "${areaLine}")`);

  return {
    file,
    number: fileMatch ? Number(fileMatch[1]) : null,
    title: titleMatch ? titleMatch[2].trim() : null,
    status,
    by,
    date,
    area,
    links: relativeLinks(text),
    problems,
  };
}

function isCalendarDate(iso) {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** Relative link targets of a Markdown text, without their #anchor; code spans and blocks are skipped. */
export function relativeLinks(text) {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [];
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    targets.push(target.split('#')[0].replace(/^\.\//, ''));
  }
  return targets;
}

/**
 * Everything wrong with a set of records, as sentences: each record's own
 * header problems, numbers used twice, "Superseded by"/"Amended by" naming a
 * record that does not exist (or the record itself), a superseding record
 * that does not link back to what it supersedes, and links to files that do
 * not exist (`exists` answers for a path relative to the records' folder).
 */
export function checkRecords(records, exists) {
  const problems = records.flatMap((record) => record.problems);
  const byNumber = new Map();
  for (const record of records) {
    if (record.number === null) continue;
    const same = byNumber.get(record.number) ?? [];
    byNumber.set(record.number, [...same, record]);
  }
  for (const [number, same] of byNumber) {
    if (same.length > 1)
      problems.push(`${pad(number)} is used ${same.length} times: ${same.map((r) => r.file).join(', ')}`);
  }
  for (const record of records) {
    for (const number of record.by) {
      const target = byNumber.get(number)?.[0];
      if (!target) {
        problems.push(`${record.file}: "${record.status} by ${pad(number)}" names a record that does not exist`);
      } else if (target === record) {
        problems.push(`${record.file}: "${record.status} by ${pad(number)}" names the record itself`);
      } else if (record.status === 'Superseded' && !target.links.includes(record.file)) {
        problems.push(`${target.file} supersedes ${record.file} but does not link to it`);
      }
    }
    for (const link of record.links) {
      if (!exists(link)) problems.push(`${record.file}: the link to ${link} leads to no file`);
    }
  }
  return problems;
}

const pad = (number) => String(number).padStart(3, '0');
const cell = (text) => text.replaceAll('|', '\\|');

/** The index table, one row per record, by number. */
export function renderIndex(records) {
  const fileOf = new Map(records.map((record) => [record.number, record.file]));
  const rows = [...records]
    .sort((a, b) => a.number - b.number)
    .map((record) => {
      const by = record.by.map((number) => `[${pad(number)}](${fileOf.get(number) ?? ''})`).join(', ');
      return `| [${pad(record.number)}](${record.file}) | ${cell(record.title)} | ${record.area} | ${record.status} | ${by} | ${record.date} |`;
    });
  return [
    '| No. | Title | Area | Status | Superseded or amended by | Date |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The README with its index replaced, formatted as `npx prettier --write` would leave it. */
export async function renderReadme(readme, records) {
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error(`The README has no "${INDEX_START}" … "${INDEX_END}" block`);
  const text = `${readme.slice(0, start + INDEX_START.length)}\n\n${renderIndex(records)}\n\n${readme.slice(end)}`;
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(join(DECISIONS_DIR, 'README.md'));
  return prettier.format(text, { ...options, parser: 'markdown' });
}

/** Every record of the folder, parsed. */
export function readRecords(dir = DECISIONS_DIR) {
  return recordFiles(dir).map((file) => parseRecord(file, readFileSync(join(dir, file), 'utf8')));
}

export const existsIn = (dir) => (link) => existsSync(resolve(dir, link));

async function main() {
  const check = process.argv.includes('--check');
  const records = readRecords();
  const problems = checkRecords(records, existsIn(DECISIONS_DIR));
  if (problems.length) {
    console.error(`The decision records break ${problems.length} rule(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const readmePath = join(DECISIONS_DIR, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const next = await renderReadme(readme, records);
  if (next === readme) {
    console.log(`docs/decisions/README.md is up to date (${records.length} records).`);
  } else if (check) {
    console.error('docs/decisions/README.md is out of date: run `npm run docs:decisions`.');
    process.exit(1);
  } else {
    writeFileSync(readmePath, next);
    console.log(`docs/decisions/README.md written (${records.length} records).`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
