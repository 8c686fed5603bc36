import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** Feature folders under src/features: none may import another. */
const featureZones = [
  'home', 'games', 'story', 'quiz', 'persona-chat', 'fortune', 'adventure', 'personality', 'stylist', 'summarizer',
  'lyrics', 'tarot', 'rock-paper-scissors', 'click-race', 'number-guess', 'memory-game', 'apple-game', 'reaction-test',
  'contact', 'about', 'privacy', 'guidelines', 'terms',
].map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Feature folders may not import each other: move shared code to src/components or src/lib.',
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.data*', 'public', 'supabase/functions/*/index.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'Machines may not import the React layer (src/).' },
            { target: './engines', from: './src', message: 'Engines may not import the React layer (src/).' },
            { target: './engines', from: './machines', message: 'Engines are below machines: machines import engines, not the reverse.' },
            { target: './supabase/functions', from: './src', message: 'Server functions may not import the site.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts', 'engines/**/*.ts', 'supabase/functions/_shared/**/*.ts'],
    ignores: ['engines/*/board*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Pure logic: no React here.' },
            { name: 'react-dom', message: 'Pure logic: no React here.' },
            { name: 'pixi.js', message: 'Only engines/*/board*.tsx scene files may import Pixi.' },
            { name: '@pixi/react', message: 'Only engines/*/board*.tsx scene files may import Pixi.' },
          ],
          patterns: [{ group: ['react/*', 'react-dom/*', 'pixi.js/*'], message: 'Pure logic: no React or Pixi here.' }],
        },
      ],
    },
  },
  {
    files: ['engines/*/rules.ts', 'engines/*/config.ts', 'engines/**/*.rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'pixi.js', '@pixi/react', 'xstate', '@xstate/react'], patterns: ['react/*', 'pixi.js/*'] },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'supabase/local/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
