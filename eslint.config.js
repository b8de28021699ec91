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
    rules: {
      // node:test runs describe() and it() itself; the promises they return need no awaiting.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
      ],
    },
  },
  // Plain JavaScript (the CLI launcher, this file) sits outside tsconfig.json, so it gets the rules without types.
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
