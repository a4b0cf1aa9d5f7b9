import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { serverConventions } from './scripts/eslint/server-conventions.js';

// Web features do not import each other (decision 260): one block per feature
// folder forbids relative imports that reach into any other feature. Shared
// things live in src/lib, src/hooks or src/components; routes compose features.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = webFeatures.map((feature) => {
  const others = webFeatures.filter((name) => name !== feature);
  return {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: `features/${feature} must not import another feature: move what is shared to src/lib, src/hooks or src/components, or compose in the route (decision 260)`,
            },
          ],
        },
      ],
    },
  };
});

// ---------------------------------------------------------------------------
// Web layers and sizes (decisions 408 and 409). Kept in one block: other rules
// of the web app go elsewhere in this file.
//
//   routes → features → entities → lib, components, hooks (and core)
//
// lib/, components/, hooks/ and the service worker never import a feature, an
// entity or a route; an entity never imports a feature, a route or another
// entity; a feature never imports a route (nor, above, another feature).
// scripts/lint-zones.test.ts proves each rule fails on a violation.
const webEntities = readdirSync(new URL('./apps/web/src/entities/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webBaseZone = {
  files: [
    'apps/web/src/lib/**/*.{ts,tsx}',
    'apps/web/src/components/**/*.{ts,tsx}',
    'apps/web/src/hooks/**/*.{ts,tsx}',
    'apps/web/src/service-worker/**/*.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+(features|entities|routes)(/|$)',
            message:
              'lib, components, hooks and the service worker are the base: they never import a feature, an entity or a route (decision 408)',
          },
        ],
      },
    ],
  },
};

const webEntityZones = webEntities.map((entity) => {
  const others = webEntities.filter((name) => name !== entity);
  return {
    files: [`apps/web/src/entities/${entity}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|routes)(/|$)',
              message: `entities/${entity} is shared by features: it never imports a feature or a route (decision 408)`,
            },
            ...(others.length > 0
              ? [
                  {
                    regex: `^(\\.\\./)+(entities/)?(${others.join('|')})(/|$)`,
                    message: `entities/${entity} must not import another entity: what both need belongs in src/lib (decision 408)`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
});

// A feature's block (above) forbids other features, now naming entities as
// the place for what features share; the route ban joins it.
const webFeatureZones = featureBoundaries.map((block) => {
  const [level, options] = block.rules['no-restricted-imports'];
  const feature = block.files[0].split('/')[4];
  return {
    ...block,
    rules: {
      'no-restricted-imports': [
        level,
        {
          patterns: [
            ...options.patterns.map((pattern) => ({
              ...pattern,
              message: `features/${feature} must not import another feature: what features share about one thing goes to src/entities, what has no product area to src/lib, src/hooks or src/components; or compose in the route (decisions 260, 408)`,
            })),
            {
              regex: '^(\\.\\./)+routes(/|$)',
              message: 'a feature never imports a route: routes compose features (decision 408)',
            },
          ],
        },
      ],
    },
  };
});

// No file over 400 lines and no function over 150 in the web app's code
// (decision 409). The functions listed are longer today: split one, then
// take it off the list. The list may only shrink.
const webLongFunctions = [
  'apps/web/src/features/formations/components/game-setup-page.tsx',
  'apps/web/src/features/formations/components/tactical-map-page.tsx',
  'apps/web/src/features/game-day/components/game/game-recorder.tsx',
  'apps/web/src/features/tournament-setup/components/group-editor.tsx',
  'apps/web/src/features/tournament-setup/components/schedule-step.tsx',
  'apps/web/src/features/tournament-setup/components/setup-wizard.tsx',
  'apps/web/src/features/tournament-view/components/move/move-game-dialog.tsx',
  'apps/web/src/features/tournament-view/components/standings/standings-tab.tsx',
];

const webSizes = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test-support.ts', 'apps/web/src/test/**'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  { files: webLongFunctions, rules: { 'max-lines-per-function': 'off' } },
];

const webLayers = [webBaseZone, ...webEntityZones, ...webFeatureZones, ...webSizes];
// ---------------------------------------------------------------------------
// House conventions of the web app, enforced (decisions 405, 406, 407).
// Kept in one block of its own: `no-restricted-syntax` is used nowhere else,
// so these rules merge with any other block. Each convention is a list of
// AST selectors refused in apps/web/src outside the files that implement it
// (a file matched by two blocks keeps only the later rule's options, so the
// blocks below give every file exactly the selectors that apply to it).
// scripts/lint-rules-web.test.ts proves that each selector fires.
// ---------------------------------------------------------------------------
const webConventions = [
  {
    // Decision 405: one form approach. A <form> lives in a module built on
    // lib/forms/use-coded-form (its values in @mantine/form, not useState), and
    // no component writes its own submit handler (React's FormEvent).
    allowedIn: ['apps/web/src/lib/forms/**'],
    selectors: [
      {
        selector:
          "Program:not(:has(ImportDeclaration[source.value=/use-coded-form$/])) JSXOpeningElement[name.name='form']",
        message:
          'A <form> is built on useCodedForm (lib/forms/use-coded-form): its values live in @mantine/form, not in useState (decision 405).',
      },
      {
        selector:
          "Program:not(:has(ImportDeclaration[source.value=/use-coded-form$/])) JSXAttribute[name.name='component'][value.value='form']",
        message:
          'A form is built on useCodedForm (lib/forms/use-coded-form): its values live in @mantine/form, not in useState (decision 405).',
      },
      {
        selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='FormEvent']",
        message:
          "A hand-written submit handler: submit through useCodedForm's form.onSubmit(…) or useDeferredSubmit (decision 405).",
      },
    ],
  },
  {
    // Decision 406: one error display. Red alerts and translated request
    // errors are rendered by the error components only.
    allowedIn: [
      'apps/web/src/components/error-alert.tsx',
      'apps/web/src/components/query-error.tsx',
      'apps/web/src/components/lazy-panel.tsx',
      'apps/web/src/components/lazy-dialog.tsx',
      'apps/web/src/components/route-error.tsx',
    ],
    selectors: [
      {
        selector: "JSXOpeningElement[name.name='Alert'] > JSXAttribute[name.name='color'][value.value='red']",
        message:
          'A red alert is an ErrorAlert or RequestError (components/error-alert), never a raw Alert (decision 406).',
      },
      {
        selector:
          "JSXOpeningElement[name.name!='Alert']:has(> JSXAttribute[name.name='role'][value.value='alert']) > JSXAttribute[name.name=/^(c|color)$/][value.value='red']",
        message:
          'A red alert is an ErrorAlert or RequestError (components/error-alert), never red text (decision 406).',
      },
      {
        selector: "JSXElement > JSXExpressionContainer > CallExpression[callee.name='errorMessage']",
        message:
          'A failed request is shown by <RequestError error={…} /> (components/error-alert), not errorMessage(…) in JSX (decision 406).',
      },
      {
        selector:
          "JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > CallExpression[callee.name='errorMessage']",
        message:
          'A failed request is shown by <RequestError error={…} /> (components/error-alert), not errorMessage(…) in JSX (decision 406).',
      },
    ],
  },
  {
    // Decision 407: one table. Feature code renders StackedTable; only it
    // imports Mantine's Table.
    allowedIn: ['apps/web/src/components/stacked-table/**'],
    selectors: [
      {
        selector: "ImportDeclaration[source.value='@mantine/core'] > ImportSpecifier[imported.name='Table']",
        message:
          'Tables are StackedTable (components/stacked-table); extend it rather than import Mantine’s Table (decision 407).',
      },
    ],
  },
];

const webConventionFiles = ['apps/web/src/**/*.{ts,tsx}'];
const webConventionTests = ['apps/web/src/**/*.test.{ts,tsx}'];
const webConventionBlocks = [
  {
    name: 'web-conventions',
    files: webConventionFiles,
    ignores: [...webConventionTests, ...webConventions.flatMap((convention) => convention.allowedIn)],
    rules: {
      'no-restricted-syntax': ['error', ...webConventions.flatMap((convention) => convention.selectors)],
    },
  },
  ...webConventions.map((own, index) => ({
    name: `web-conventions/where-${index}-is-implemented`,
    files: own.allowedIn,
    ignores: webConventionTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...webConventions.filter((other) => other !== own).flatMap((convention) => convention.selectors),
      ],
    },
  })),
];
// --------------------------- end of the web conventions ---------------------

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // The generated native projects (decision 320) and the web build copied into them.
      'apps/web/android/**',
      'apps/web/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // core is pure: no I/O, no framework (DESIGN.md).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'core must not do I/O' },
            { group: ['kysely', 'fastify', 'react', 'react-dom', '@mantine/*'], message: 'core is framework-free' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The service worker runs in its own global scope, without the DOM.
    files: ['apps/web/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...featureBoundaries,
  // Web layers and sizes: after featureBoundaries, whose blocks webFeatureZones extends.
  ...webLayers,
  ...webConventionBlocks,
  ...serverConventions,
);
