import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's boundaries are enforced by lint (eslint.config.js); this proves the rules bite.
const eslint = new ESLint();

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('architecture boundaries (docs/decisions/001)', () => {
  it('stops src/domain importing React, Fastify, Drizzle or node:*', async () => {
    for (const source of ['react', 'fastify', 'drizzle-orm', 'node:fs']) {
      const errors = await restrictedImportErrors(
        'src/domain/example.ts',
        `import x from '${source}';\nexport const y = x;\n`,
      );
      expect(errors, source).toHaveLength(1);
    }
  });

  it('stops src/domain importing anything else of ours, by path or by alias', async () => {
    for (const source of [
      '../../content/brand.ts',
      '#content/brand.ts',
      '#web/app/app.tsx',
      '#server/app.ts',
    ]) {
      const errors = await restrictedImportErrors(
        'src/domain/example.ts',
        `import { brand } from '${source}';\nexport const y = brand;\n`,
      );
      expect(errors, source).toHaveLength(1);
    }
  });

  it('stops web code importing server code and server code importing web code', async () => {
    expect(
      await restrictedImportErrors(
        'src/web/example.ts',
        `import { buildApp } from '../server/app.ts';\nexport const y = buildApp;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportErrors(
        'src/server/example.ts',
        `import { App } from '../web/app/app.tsx';\nexport const y = App;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportErrors(
        'src/web/example.ts',
        `import { buildApp } from '#server/app.ts';\nexport const y = buildApp;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImportErrors(
        'src/server/example.ts',
        `import { App } from '#web/app/app.tsx';\nexport const y = App;\n`,
      ),
    ).toHaveLength(1);
  });

  it('lets web and server import the domain', async () => {
    const code = `import type { FieldRule } from '../domain/validation/types.ts';\nexport type Y = FieldRule;\n`;
    expect(await restrictedImportErrors('src/web/example.ts', code)).toEqual([]);
    expect(await restrictedImportErrors('src/server/example.ts', code)).toEqual([]);
  });
});
