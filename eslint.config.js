// Lint with the type checker's knowledge: the recommended type-aware rules of typescript-eslint over every
// TypeScript file that tsconfig.json includes.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'web-dist/', 'node_modules/'] },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // node:test runs describe() and it() itself; the promises they return need no awaiting.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
      ],
      // Destructuring with a rest is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // An async function without await still turns a throw into a rejection, which Promise-returning interfaces expect.
      '@typescript-eslint/require-await': 'off',
      // Genres, formats and play rules are objects of plain functions, declared with method syntax so that a typed
      // genre fits the type-erased registry; none of them uses `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['src/web/**/*.ts'],
    rules: {
      // The studio's listeners may be async: app.ts reports every unhandled rejection to the player.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // The core runs in Node, in the browser and in workers alike: no DOM and no Node globals (imports: test/imports.test.ts).
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'self'],
        ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global'],
      ],
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: {
      // Tests read the CLI's JSON output and type-erased genres' results field by field; the assertions check the shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (the CLI launcher, this file) sits outside tsconfig.json, so it gets the rules without types.
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
