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

// The first lint loads ESLint's whole configuration; on a loaded 2-core machine that alone
// can pass vitest's default 5 s.
describe('architecture boundaries (docs/decisions/001)', { timeout: 60_000 }, () => {
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

  describe('zones inside src/web (issue 7 finding 12): features stand alone, app/ composes them', () => {
    const use = (source: string) => `import * as x from '${source}';\nexport const y = x;\n`;

    it('stops a feature importing another feature, by path or by alias', async () => {
      for (const [file, source] of [
        ['src/web/features/loan-application/example.ts', '../branch-finder/branch-data.ts'],
        ['src/web/features/loan-application/example.ts', '#web/features/branch-finder/routes.tsx'],
        ['src/web/features/loan-application/example.ts', '../../features/branch-finder/routes.tsx'],
        ['src/web/features/branch-finder/part/example.ts', '../../loan-application/api.ts'],
      ] as const) {
        const errors = await restrictedImportErrors(file, use(source));
        expect(errors, `${file} <- ${source}`).toHaveLength(1);
      }
    });

    it('lets a feature import its own modules, the widgets, site, forms and the domain', async () => {
      for (const [file, source] of [
        ['src/web/features/loan-application/example.ts', './api.ts'],
        ['src/web/features/branch-finder/part/example.ts', '../branch-data.ts'],
        ['src/web/features/loan-application/example.ts', '#web/widgets/text/text.tsx'],
        ['src/web/features/loan-application/example.ts', '#web/site/modal/modal.tsx'],
        ['src/web/features/loan-application/example.ts', '#web/forms/form-runtime.ts'],
        ['src/web/features/loan-application/example.ts', '#domain/validation/engine.ts'],
      ] as const) {
        const errors = await restrictedImportErrors(file, use(source));
        expect(errors, `${file} <- ${source}`).toEqual([]);
      }
    });

    it('stops widgets, site, forms and pages importing a feature, by path or by alias', async () => {
      for (const [file, source] of [
        ['src/web/widgets/text/example.ts', '../../features/loan-application/api.ts'],
        ['src/web/widgets/text/example.ts', '#web/features/loan-application/api.ts'],
        ['src/web/site/modal/example.ts', '../../features/branch-finder/routes.tsx'],
        ['src/web/site/modal/example.ts', '#web/features/branch-finder/routes.tsx'],
        ['src/web/forms/example.ts', '../features/loan-application/api.ts'],
        ['src/web/pages/example.tsx', '#web/features/branch-finder/find-branch-box.tsx'],
      ] as const) {
        const errors = await restrictedImportErrors(file, use(source));
        expect(errors, `${file} <- ${source}`).toHaveLength(1);
      }
    });

    it('lets src/web/app compose the features', async () => {
      for (const source of [
        '../features/loan-application/routes.tsx',
        '#web/features/branch-finder/routes.tsx',
      ]) {
        expect(await restrictedImportErrors('src/web/app/example.tsx', use(source))).toEqual([]);
      }
    });

    it('keeps web code off the server inside every zone', async () => {
      for (const file of [
        'src/web/features/loan-application/example.ts',
        'src/web/widgets/text/example.ts',
        'src/web/app/example.tsx',
      ]) {
        const errors = await restrictedImportErrors(file, use('#server/app.ts'));
        expect(errors, file).toHaveLength(1);
      }
    });
  });
});
