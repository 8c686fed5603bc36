// Layer rules (DESIGN.md §1): who may import what. Every message starts with its id and says why;
// tests/lint/layer-rules.test.ts plants a breach of each rule. "browser" = src, machines, engines (what Vite bundles).
//
// id   importer                               may NOT import
// L1   src/features/<a>/                      any other src/features/<b>/ (feature folders are read from disk)
// L2   src/components (+ ui), src/lib, i18n   src/features, src/app
// L3   src/features                           src/app
// L4   browser                                supabase/local
// L5   browser                                supabase/** except supabase/functions/_shared/contract/
// L6   machines, engines                      src
// L7   engines                                machines
// L8   engines/** but engines/*/board*.tsx    react, react-dom, pixi.js, @pixi/*, xstate, @xstate/*
// L9   engines/*/board*.tsx                   xstate, @xstate/*  (React and Pixi are fine: a board draws)
// L10  machines                               react, react-dom, pixi.js, @pixi/*
// L11  machines, engines                      network clients (@supabase/*, hono, pg, ws, node:http…), the globals
//                                             fetch/WebSocket/XMLHttpRequest/EventSource, and any import()
// L12  supabase/functions/_shared             src, machines, engines, supabase/local
// L13  supabase/functions/<name>/             src, supabase/local
// L14  supabase/functions/_shared/contract/   supabase/** outside contract/: content/, quiz/, llm/, http/, handlers
//                                             (its tests too; supabase/local is caught by L12)
// L15  supabase/functions/_shared             react, react-dom, pixi.js, @pixi/*, xstate, @xstate/*
// L16  everywhere                             a relative import that does not resolve (the path rules could not see it)
// --   everywhere                             import cycles (import-x/no-cycle)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The project root: zone paths resolve from here, whatever the working directory. */
const root = import.meta.dirname;

/** Feature folders under src/features, read from disk when the config loads (a new folder is covered at once). */
const featureNames = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** L1: every file under src/features outside folder <name> (any other folder, or a loose file) may not import <name>. */
const featureZones = featureNames.map((name) => ({
  target: [`./src/features/!(${name})/**`, './src/features/*'],
  from: `./src/features/${name}`,
  message: `L1: feature folders may not import each other (this imports src/features/${name}); move shared code to src/components or src/lib.`,
}));

/** Browser code: everything Vite may bundle. */
const browserLayers = ['./src', './machines', './engines'];

/** Import bans by package name (no-restricted-imports `patterns`), one per kind of library. */
const bannedPackages = {
  react: (id, why) => ({ regex: '^(react|react-dom)(/|$)', message: `${id}: no React here (${why}).` }),
  pixi: (id, why) => ({ regex: '^(pixi\\.js|@pixi/[^/]+)(/|$)', message: `${id}: no Pixi here (${why}); only engines/*/board*.tsx draw.` }),
  xstate: (id, why) => ({ regex: '^(xstate|@xstate/[^/]+)(/|$)', message: `${id}: no XState here (${why}).` }),
  network: (id) => ({
    regex: '^(@supabase/[^/]+|hono|@hono/[^/]+|pg|pg-[^/]+|postgres|ws|@electric-sql/[^/]+|axios|ky|undici|node-fetch|cross-fetch|(node:)?(http|https|http2|net|tls|dgram))(/|$)',
    message: `${id}: no network client in machines or engines; all I/O enters a machine through .provide({ actors }).`,
  }),
};

/** L11: network globals, called bare or through globalThis/window/self. */
const networkGlobals = ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource'];
const networkGlobalMessage = 'L11: no network I/O in machines or engines; all I/O enters a machine through .provide({ actors }).';

/** L11: `import()` hides a package from the name bans, so pure layers import statically. */
const noDynamicImport = [
  'error',
  { selector: 'ImportExpression', message: 'L11: import statically here (no import()), so the layer rules can see every import.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.data*', 'public', 'supabase/functions/*/index.ts', 'tests/lint/fixtures'] },
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
      // Without this, import-x parses only .js/.mjs/.cjs dependencies and no-cycle never sees a TypeScript cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // L16: packages are left to tsc (exports maps); relative paths must resolve or the zones below cannot see them.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones,
            {
              target: ['./src/components', './src/lib', './src/i18n'],
              from: ['./src/features', './src/app'],
              message: 'L2: shared code (src/components, src/lib, src/i18n) sits below the screens: it may not import src/features or src/app.',
            },
            { target: './src/features', from: './src/app', message: 'L3: features may not import the app shell (src/app).' },
            {
              target: browserLayers,
              from: './supabase/local',
              message: 'L4: browser code (src, machines, engines) may not import supabase/local, the Node stand-in.',
            },
            {
              target: browserLayers,
              from: './supabase',
              except: ['./functions/_shared/contract', './local'],
              message:
                'L5: browser code (src, machines, engines) may import server code only from supabase/functions/_shared/contract/; handlers, the content engine and the quiz answers stay on the server.',
            },
            { target: ['./machines', './engines'], from: './src', message: 'L6: machines and engines may not import the React layer (src/).' },
            { target: './engines', from: './machines', message: 'L7: engines are below machines: machines import engines, not the reverse.' },
            {
              target: './supabase/functions/_shared',
              from: ['./src', './machines', './engines', './supabase/local'],
              message: 'L12: supabase/functions/_shared may not import src, machines, engines or supabase/local.',
            },
            {
              target: './supabase/functions/!(_shared)/**',
              from: ['./src', './supabase/local'],
              message: 'L13: server functions may not import the site (src) or supabase/local.',
            },
            {
              target: './supabase/functions/_shared/contract',
              from: './supabase',
              except: ['./functions/_shared/contract', './local'],
              message: 'L14: the contract imports only the contract: not _shared/content, quiz, llm, http, a handler or supabase/local.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            bannedPackages.react('L10', 'a machine runs without a browser'),
            bannedPackages.pixi('L10', 'a machine runs without a browser'),
            bannedPackages.network('L11'),
          ],
        },
      ],
    },
  },
  {
    files: ['engines/**/*.{ts,tsx}'],
    ignores: ['engines/*/board*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            bannedPackages.react('L8', 'engine rules and config are pure'),
            bannedPackages.pixi('L8', 'engine rules and config are pure'),
            bannedPackages.xstate('L8', 'engine rules and config are pure'),
            bannedPackages.network('L11'),
          ],
        },
      ],
    },
  },
  {
    files: ['engines/*/board*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [bannedPackages.xstate('L9', 'a board only draws; its machine drives it'), bannedPackages.network('L11')] },
      ],
    },
  },
  {
    files: ['machines/**/*.{ts,tsx}', 'engines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...networkGlobals.map((name) => ({ name, message: networkGlobalMessage }))],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) =>
          networkGlobals.map((property) => ({ object, property, message: networkGlobalMessage })),
        ),
      ],
      'no-restricted-syntax': noDynamicImport,
    },
  },
  {
    files: ['supabase/functions/_shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            bannedPackages.react('L15', 'server code'),
            bannedPackages.pixi('L15', 'server code'),
            bannedPackages.xstate('L15', 'server code'),
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', 'supabase/local/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
