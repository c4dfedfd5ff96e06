// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import looklab from './tools/eslint/looklab-plugin.js';

const featuresDir = path.resolve('apps/web/src/features');
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir).filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory())
  : [];

const restrict = (/** @type {string[]} */ names, /** @type {string} */ message) =>
  names.map((name) => ({ group: [name, `${name}/*`], message }));

const webPatterns = restrict(
  ['@looklab/engine', '@looklab/server'],
  'The web app imports only @looklab/shared (the engine runs on the server).',
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // the engine and the rules report through their results, never the console
    files: ['packages/engine/src/**', 'packages/shared/src/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrict(
              ['@looklab/engine', '@looklab/server', '@looklab/web'],
              'shared is the bottom layer.',
            ),
            ...restrict(['react', 'react-dom'], 'shared holds no React.'),
            { group: ['node:*'], message: 'shared holds no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrict(['@looklab/server', '@looklab/web'], 'engine sits below the server.'),
            ...restrict(['react', 'react-dom'], 'engine holds no React.'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { looklab },
    rules: { 'looklab/no-import-cycle': 'error' },
  },
  {
    // the engine's house: pixel maths ← face geometry ← render core ← render stages ← look
    // steps; a stage imports lower stages only (packages/engine/README.md draws them)
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'looklab/layers': [
        'error',
        {
          root: 'packages/engine/src',
          layers: [
            { name: 'image', paths: ['image/'] },
            { name: 'face', paths: ['face/'] },
            {
              name: 'render core',
              paths: [
                'render/context.ts',
                'render/meta.ts',
                'render/scope.ts',
                'render/watermark.ts',
              ],
            },
            {
              name: 'render stages: inputs',
              paths: ['render/catalogue/', 'render/regions/', 'render/strands/', 'render/fill/'],
            },
            { name: 'render stage: hair mask', paths: ['render/hair-mask/'] },
            { name: 'render stage: hair colour', paths: ['render/hair-color/'] },
            { name: 'render stage: hairstyle', paths: ['render/hairstyle/'] },
            {
              name: 'render stages: face',
              paths: [
                'render/facial-hair/',
                'render/makeup/',
                'render/eyes/',
                'render/brows/',
                'render/procedures/',
              ],
            },
            {
              name: 'look steps',
              paths: [
                'render/look-steps.ts',
                'render/photo-prep.ts',
                'render/preview-layers.ts',
                'render/index.ts',
              ],
            },
          ],
        },
      ],
    },
  },
  // Features talk to each other only through `@/features/<name>` (their index), never internals.
  ...features.map((feature) => {
    const others = features.filter((f) => f !== feature).join('|');
    return {
      files: [`apps/web/src/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...webPatterns,
              {
                regex: `^(\\.\\./)+(${others})(/|$)`,
                message: 'Import another feature through @/features/<name>, not by relative path.',
              },
              {
                regex: `^@/features/(${others})/`,
                message: "Features do not import each other's internals; use @/features/<name>.",
              },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
