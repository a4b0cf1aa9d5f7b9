import touchline from './touchline-plugin.js';

/**
 * The server's and core's conventions as lint rules (decision 400): what each
 * role may import, how big a file or function may grow, and the access check
 * first. `eslint.config.js` spreads these blocks; scripts/eslint/lint-rules.test.ts
 * proves each fails on a deliberate violation.
 */

const TEST_FILES = ['**/*.test.ts', '**/*.test-support.ts', 'apps/server/test/**'];

/** Lines of code, not of comments or blank lines: the house writes its reasons down. */
const SIZE_LIMITS = {
  'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
  'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
};

export const serverConventions = [
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/server/bench/**/*.ts',
      'packages/core/src/**/*.ts',
      'packages/core/bench/**/*.ts',
    ],
    ignores: TEST_FILES,
    rules: SIZE_LIMITS,
  },
  {
    // Routes parse and answer with one service call (decision 019): no database.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^kysely$', message: 'a route does not query: call its service (decision 019)' },
            {
              regex: '\\.repository(\\.js)?$',
              message: 'a route does not use a repository: call its service (decision 019)',
            },
            { regex: '(^|/)db/', message: 'a route does not touch the database: call its service (decision 019)' },
          ],
        },
      ],
    },
  },
  {
    // Services know no HTTP framework: they take the actor and data, and throw AppError.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|fastify-.*|@fastify/.*)$',
              message: 'a service imports no Fastify: the route translates the request (decision 019)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { touchline },
    rules: { 'touchline/module-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/**/*.service.ts'],
    plugins: { touchline },
    rules: { 'touchline/access-check-first': 'error' },
  },
];
