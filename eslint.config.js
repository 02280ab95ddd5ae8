import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', '.stryker-tmp/**', '.sizeprobe/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', process: 'readonly', URL: 'readonly', URLSearchParams: 'readonly',
        Buffer: 'readonly', fetch: 'readonly', navigator: 'readonly', location: 'readonly', requestAnimationFrame: 'readonly',
        queueMicrotask: 'readonly', AbortController: 'readonly', performance: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-control-regex': 'off',
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
