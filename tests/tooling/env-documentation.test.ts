import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnv } from '#server/env.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const declared = [...read('src/server/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map(
  (m) => m[1]!,
);

describe('the environment is documented (issue 2: README table and a runnable .env.example)', () => {
  it('declares variables at all (the scan is not empty)', () => {
    expect(declared).toContain('DATABASE_URL');
  });

  it('lists every variable in the README table and in .env.example', () => {
    const readme = read('README.md');
    const example = read('.env.example');
    expect(declared.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
    expect(declared.filter((name) => !example.includes(`${name}=`))).toEqual([]);
  });

  it('starts with the values .env.example sets', () => {
    const values = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(() => readEnv(values)).not.toThrow();
  });
});
