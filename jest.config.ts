import type { Config } from 'jest';

const swc = (jsx: boolean) =>
  [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: jsx },
        target: 'es2022',
        transform: jsx ? { react: { runtime: 'automatic' } } : undefined,
      },
      module: { type: 'commonjs' },
    },
  ] as [string, Record<string, unknown>];

/** ESM-only packages Jest must compile to CommonJS. */
const ESM_PACKAGES = [
  '@chakra-ui/react/dist/esm',
  'typebox',
  'content-disposition',
  'cookie',
  '@fastify/type-provider-typebox',
  'react-leaflet',
  '@react-leaflet',
];

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '\\.(css)$': '<rootDir>/tests/support/style-mock.cjs',
};

/**
 * CI and developers' machines have 2 cores, often busy with a build or Chromium beside Jest: a
 * fresh migrated database or a Chakra render can take seconds there. Generous limits keep a busy
 * machine from failing a correct test; a hung test still fails.
 */
const TEST_TIMEOUT_MS = 30_000;

const config: Config = {
  // A global option: Jest ignores it inside a project.
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      testMatch: [
        '**/*.test.tsx',
        '<rootDir>/src/{app,start,lib,stores,config,features,components,theme}/**/*.test.ts',
      ],
      transform: { '^.+\\.m?[tj]sx?$': swc(true) },
      transformIgnorePatterns: [`/node_modules/(?!(.*/)?(${ESM_PACKAGES.join('|')})/)`],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-client.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/src/server',
        '<rootDir>/src/shared',
        // The service worker's code: a worker has fetch's Request and Response as Node does.
        '<rootDir>/src/sw',
        '<rootDir>/tools',
        // The benches' own arithmetic (bench/*.test.ts); the benches themselves are not tests.
        '<rootDir>/bench',
        '<rootDir>/tests/api',
      ],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.m?[tj]sx?$': swc(false) },
      transformIgnorePatterns: [`/node_modules/(?!(.*/)?(${ESM_PACKAGES.join('|')})/)`],
      moduleNameMapper,
    },
  ],
};

export default config;
