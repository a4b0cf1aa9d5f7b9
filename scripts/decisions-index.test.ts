import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  INDEX_END,
  INDEX_START,
  checkRecords,
  existsIn,
  parseRecord,
  readRecords,
  renderIndex,
  renderReadme,
} from './decisions-index.mjs';

// The decision records and their index (docs/decisions/README.md) must agree,
// and every record must carry the header the index is made from.

describe('docs/decisions', () => {
  const records = readRecords();

  it('every record has a valid header, a number of its own, and links that lead somewhere', () => {
    expect(records.length).toBeGreaterThan(100);
    expect(checkRecords(records, existsIn(DECISIONS_DIR))).toEqual([]);
  });

  it('the README index is what `npm run docs:decisions` writes', async () => {
    const readme = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
    // A failure here: run `npm run docs:decisions` and commit the README.
    expect(readme).toBe(await renderReadme(readme, records));
  });
});

// The checks themselves, on records made up here, so that each rule is seen to bite.
const header = (number: string, status = 'Accepted', extra = '') =>
  `# ${number} A title\n\nStatus: ${status}\n\nDate: 2026-11-28\n\nArea: web\n\n${extra}## Context\n`;
const everyFileExists = () => true;

describe('the checks of the decision records', () => {
  it('accept a well-formed record', () => {
    const record = parseRecord('380-web-a-title.md', header('380'));
    expect(record).toMatchObject({
      number: 380,
      title: 'A title',
      status: 'Accepted',
      by: [],
      date: '2026-11-28',
      area: 'web',
      problems: [],
    });
  });

  it('refuse a record without a Status line', () => {
    const text = '# 380 A title\n\nDate: 2026-11-28\n\nArea: web\n\n## Context\n';
    expect(parseRecord('380-web-a-title.md', text).problems.join()).toMatch(/no "Status: Accepted"/);
  });

  it('refuse a record without a Date line, or with a date that is not one', () => {
    const withoutDate = '# 380 A title\n\nStatus: Accepted\n\nArea: web\n\n## Context\n';
    expect(parseRecord('380-web-a-title.md', withoutDate).problems.join()).toMatch(/no "Date: YYYY-MM-DD"/);
    const wrongDate = header('380').replace('2026-11-28', '2026-02-30');
    expect(parseRecord('380-web-a-title.md', wrongDate).problems.join()).toMatch(/no "Date: YYYY-MM-DD"/);
  });

  it('refuse an unknown area and a status outside the three forms', () => {
    expect(
      parseRecord('380-web-a-title.md', header('380').replace('Area: web', 'Area: frontend')).problems.join(),
    ).toMatch(/no "Area: core \| server/);
    expect(
      parseRecord('380-web-a-title.md', header('380', 'Accepted (2026-11-28). Amends 281.')).problems.join(),
    ).toMatch(/no "Status: Accepted"/);
  });

  it('refuse a title whose number is not the file name', () => {
    expect(parseRecord('381-web-a-title.md', header('380')).problems.join()).toMatch(
      /title's number 380 is not the file's 381/,
    );
  });

  it('refuse a number used twice', () => {
    const records = [parseRecord('380-web-one.md', header('380')), parseRecord('380-web-two.md', header('380'))];
    expect(checkRecords(records, everyFileExists)).toEqual(['380 is used 2 times: 380-web-one.md, 380-web-two.md']);
  });

  it('refuse "Superseded by" or "Amended by" naming a record that does not exist', () => {
    const superseded = [parseRecord('283-web-old.md', header('283', 'Superseded by 390'))];
    expect(checkRecords(superseded, everyFileExists)).toEqual([
      '283-web-old.md: "Superseded by 390" names a record that does not exist',
    ]);
    const amended = [
      parseRecord('283-web-old.md', header('283', 'Amended by 285, 391')),
      parseRecord('285-web-new.md', header('285')),
    ];
    expect(checkRecords(amended, everyFileExists)).toEqual([
      '283-web-old.md: "Amended by 391" names a record that does not exist',
    ]);
  });

  it('refuse a superseding record that does not link to what it supersedes', () => {
    const old = parseRecord('283-web-old.md', header('283', 'Superseded by 380'));
    const unlinked = parseRecord('380-web-new.md', header('380'));
    expect(checkRecords([old, unlinked], everyFileExists)).toEqual([
      '380-web-new.md supersedes 283-web-old.md but does not link to it',
    ]);
    const linked = parseRecord('380-web-new.md', header('380', 'Accepted', 'Supersedes [283](283-web-old.md).\n\n'));
    expect(checkRecords([old, linked], everyFileExists)).toEqual([]);
  });

  it('refuse a link to a decision file that does not exist, but not a path in a code span', () => {
    const text = header('380', 'Accepted', 'Extends [281](281-web-budgets.md), not `[x](999-nothing.md)`.\n\n');
    const record = parseRecord('380-web-a-title.md', text);
    const exists = (link: string) => link !== '281-web-budgets.md';
    expect(checkRecords([record], exists)).toEqual([
      '380-web-a-title.md: the link to 281-web-budgets.md leads to no file',
    ]);
  });

  it('write a README whose index follows the records', async () => {
    const records = [
      parseRecord('283-web-old.md', header('283', 'Superseded by 380')),
      parseRecord('380-web-new.md', header('380', 'Accepted', 'Supersedes [283](283-web-old.md).\n\n')),
    ];
    expect(renderIndex(records)).toContain(
      '| [283](283-web-old.md) | A title | web | Superseded | [380](380-web-new.md) | 2026-11-28 |',
    );
    const readme = `# Decision records\n\n${INDEX_START}\n\nstale\n\n${INDEX_END}\n`;
    const written = await renderReadme(readme, records);
    expect(written).not.toContain('stale');
    expect(await renderReadme(written, records)).toBe(written);
    expect(await renderReadme(written, records.slice(1))).not.toBe(written);
  });
});
