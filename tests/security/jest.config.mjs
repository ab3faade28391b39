/**
 * The security suite (`npm run test:security`, part of `npm test`): attacks on the built server
 * over HTTP. Run after `npm run build`; it is not part of the plain `jest` run. Plain JavaScript, so
 * Jest loads it without compiling.
 */
/** @type {import('jest').Config} */
const config = {
  rootDir: '../..',
  displayName: 'security',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/security'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.m?[tj]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/)?(typebox|@fastify/type-provider-typebox|content-disposition|cookie)/)',
  ],
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
