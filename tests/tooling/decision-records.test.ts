import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const read = (file: string) => readFileSync(`${DIR}/${file}`, 'utf8');
const records = readdirSync(DIR)
  .filter((file) => /^\d{3}-.*\.md$/.test(file))
  .map((file) => {
    const text = read(file);
    return {
      file,
      number: file.slice(0, 3),
      title: /^# \d{3}: (.*)$/m.exec(text)?.[1],
      date: /^Date: (\S+)$/m.exec(text)?.[1],
      status: /^Status: ([\s\S]*?)\n(?:Date:|\n)/m.exec(text)?.[1]?.replace(/\s+/g, ' '),
    };
  });
const index = read('README.md');
const rows = [
  ...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) *\| (.*?) *\| (\S+) *\| (.*?) *\|$/gm),
].map(([, number, file, title, date, status]) => ({ number, file, title, date, status }));

describe('the decision records and their index agree (issue 19 finding 5)', () => {
  it('finds the records and the rows (the scan is not empty)', () => {
    expect(records.length).toBeGreaterThan(40);
    expect(rows.length).toBeGreaterThan(40);
  });

  it('lists every record once, with its file, title and date', () => {
    expect(rows.map(({ number, file, title, date }) => ({ number, file, title, date }))).toEqual(
      records.map(({ number, file, title, date }) => ({ number, file, title, date })),
    );
  });

  it('says in the index what each record says of itself: superseded or superseding', () => {
    const disagree = records.filter((record) => {
      const row = rows.find((r) => r.number === record.number);
      const says = (text: string | undefined, word: RegExp) => word.test(text ?? '');
      return (
        says(record.status, /superseded/i) !== says(row?.status, /superseded/i) ||
        says(record.status, /supersedes/i) !== says(row?.status, /supersedes/i)
      );
    });
    expect(disagree.map((record) => record.number)).toEqual([]);
  });

  it('explains every number skipped up to the last record', () => {
    const present = new Set(records.map((record) => Number(record.number)));
    const last = Math.max(...present);
    const explained = new Set(
      [...index.matchAll(/^\| (\d{3})(?: to (\d{3}))? +\|/gm)].flatMap(([, from, to]) => {
        const start = Number(from);
        const end = Number(to ?? from);
        return Array.from({ length: end - start + 1 }, (_, i) => start + i);
      }),
    );
    const missing = Array.from({ length: last }, (_, i) => i + 1).filter((n) => !present.has(n));
    expect(missing.filter((n) => !explained.has(n))).toEqual([]);
    expect([...explained].filter((n) => present.has(n))).toEqual([]);
  });
});
