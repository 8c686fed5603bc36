/**
 * Planted imports for the layer rules in eslint.config.js: breaches of every rule, and imports that must stay allowed.
 * Each `filePath` is a virtual file inside the real tree (relative to the project root); the imported paths are real files.
 */

/** A planted breach: linting `code` as `filePath` must report `ruleId`, with a message naming `layer` (and `mentions`). */
export interface DeniedImport {
  /** Layer rule id from the table at the top of eslint.config.js (L1…L16). */
  layer: string;
  /** Virtual file path relative to the project root. */
  filePath: string;
  /** Source text of the virtual file. */
  code: string;
  /** ESLint rule that must report the breach. */
  ruleId: string;
  /** Text the message must also contain, e.g. the feature folder it names. */
  mentions?: string;
}

/** An allowed import: linting `code` as `filePath` must report nothing at all. */
export interface AllowedImport {
  /** What the import shows. */
  name: string;
  /** Virtual file path relative to the project root. */
  filePath: string;
  /** Source text of the virtual file. */
  code: string;
}

/** Source text re-exporting each specifier: the smallest file that imports them and is otherwise clean. */
const reexport = (...specifiers: string[]): string => specifiers.map((specifier) => `export * from '${specifier}';\n`).join('');

/** A planted breach of `layer`, reported by `ruleId`. */
const deny = (layer: string, filePath: string, code: string, ruleId: string, mentions?: string): DeniedImport => ({
  layer,
  filePath,
  code,
  ruleId,
  ...(mentions ? { mentions } : {}),
});

/** An import that must stay allowed. */
const allow = (name: string, filePath: string, code: string): AllowedImport => ({ name, filePath, code });

const paths = 'import-x/no-restricted-paths';
const packages = 'no-restricted-imports';
const shared = 'supabase/functions/_shared';
const contract = `${shared}/contract`;

/** Every layer rule broken at least once. */
export const deniedImports: DeniedImport[] = [
  deny('L1', 'src/features/new-thing/new-thing-page.tsx', reexport('../home/home-page'), paths, 'src/features/home'),
  deny('L1', 'src/features/story/story-extra.ts', reexport('../tarot/tarot-page'), paths, 'src/features/tarot'),
  deny('L1', 'src/features/home/lazy-tarot.ts', "export const load = () => import('../tarot/tarot-page');\n", paths, 'src/features/tarot'),
  deny('L1', 'src/features/loose-file.ts', reexport('./home/home-page'), paths, 'src/features/home'),

  deny('L2', 'src/components/ui/planted.tsx', reexport('../../features/home/home-page'), paths),
  deny('L2', 'src/components/planted.tsx', reexport('../features/tarot/tarot-page'), paths),
  deny('L2', 'src/lib/planted.ts', reexport('../app/routes'), paths),

  deny('L3', 'src/features/home/planted.ts', reexport('../../app/routes'), paths),

  deny('L4', 'src/lib/planted.ts', reexport('../../supabase/local/local-keys'), paths),
  deny('L4', 'src/features/home/planted.ts', reexport('../../../supabase/local/local-keys.ts'), paths),
  deny('L4', 'machines/planted.machine.ts', reexport('../supabase/local/local-keys'), paths),

  deny('L5', 'src/features/quiz/planted.ts', reexport(`../../../${shared}/quiz/quiz-library.ts`), paths),
  deny('L5', 'src/features/story/planted.ts', reexport(`../../../${shared}/content/engine.ts`), paths),
  deny('L5', 'src/lib/planted.ts', reexport(`../../${shared}/http/http.ts`), paths),
  deny('L5', 'src/lib/api/planted.ts', reexport(`../../../${shared}/llm/provider.ts`), paths),
  deny('L5', 'src/features/story/planted.ts', reexport('../../../supabase/functions/ai-content/handler.ts'), paths),
  deny('L5', 'engines/apple/planted.ts', reexport(`../../${shared}/quiz/answer-match.ts`), paths),

  deny('L6', 'machines/planted.machine.ts', reexport('../src/lib/cn'), paths),
  deny('L6', 'engines/apple/planted.ts', reexport('../../src/lib/cn'), paths),

  deny('L7', 'engines/apple/planted.ts', reexport('../../machines/apple.machine'), paths),

  deny('L8', 'engines/apple/planted.ts', reexport('xstate'), packages),
  deny('L8', 'engines/apple/planted.ts', reexport('@xstate/react'), packages),
  deny('L8', 'engines/apple/planted.ts', reexport('react'), packages),
  deny('L8', 'engines/apple/planted-view.tsx', reexport('react-dom/client'), packages),
  deny('L8', 'engines/apple/planted.ts', reexport('pixi.js'), packages),
  deny('L8', 'engines/apple/planted.ts', reexport('@pixi/react'), packages),
  deny('L8', 'engines/apple/config.ts', reexport('xstate'), packages),

  deny('L9', 'engines/apple/board.tsx', reexport('xstate'), packages),

  deny('L10', 'machines/planted.machine.ts', reexport('react'), packages),
  deny('L10', 'machines/planted.machine.ts', reexport('pixi.js'), packages),

  deny('L11', 'machines/planted.machine.ts', reexport('@supabase/supabase-js'), packages),
  deny('L11', 'engines/apple/planted.ts', reexport('@supabase/supabase-js'), packages),
  deny('L11', 'engines/apple/board.tsx', reexport('hono'), packages),
  deny('L11', 'machines/planted.machine.ts', reexport('node:http'), packages),
  deny('L11', 'machines/planted.machine.ts', "export const ping = () => fetch('/functions/v1/health');\n", 'no-restricted-globals'),
  deny('L11', 'engines/apple/planted.ts', "export const ping = () => globalThis.fetch('/health');\n", 'no-restricted-properties'),
  deny('L11', 'machines/planted.machine.ts', "export const load = () => import('@supabase/supabase-js');\n", 'no-restricted-syntax'),

  deny('L12', `${shared}/content/planted.ts`, reexport('../../../../machines/apple.machine'), paths),
  deny('L12', `${shared}/content/planted.ts`, reexport('../../../../engines/apple/rules'), paths),
  deny('L12', `${shared}/http/planted.ts`, reexport('../../../../src/lib/cn'), paths),
  deny('L12', `${shared}/http/planted.ts`, reexport('../../../local/local-keys.ts'), paths),
  deny('L12', `${contract}/planted.ts`, reexport('../../../local/local-keys.ts'), paths),

  deny('L13', 'supabase/functions/ai-content/planted.ts', reexport('../../../src/lib/cn'), paths),
  deny('L13', 'supabase/functions/ai-content/planted.ts', reexport('../../local/local-keys.ts'), paths),

  deny('L14', `${contract}/planted.ts`, reexport('../content/engine.ts'), paths),
  deny('L14', `${contract}/planted.ts`, reexport('../quiz/quiz-library.ts'), paths),
  deny('L14', `${contract}/planted.ts`, reexport('../llm/provider.ts'), paths),
  deny('L14', `${contract}/planted.ts`, reexport('../http/http.ts'), paths),
  deny('L14', `${contract}/planted.ts`, reexport('../../ai-content/handler.ts'), paths),
  deny('L14', `${contract}/planted.test.ts`, reexport('../quiz/quiz-library.ts'), paths),

  deny('L15', `${shared}/http/planted.ts`, reexport('react'), packages),
  deny('L15', `${shared}/content/planted.ts`, reexport('xstate'), packages),

  // `.js` for a `.ts` file: tsc (bundler resolution) accepts it, the ESLint resolver does not, so the path rules would miss it.
  deny('L16', 'src/features/quiz/planted.ts', reexport(`../../../${shared}/quiz/quiz-library.js`), 'import-x/no-unresolved'),
];

/** Imports the layer rules must keep allowing. */
export const allowedImports: AllowedImport[] = [
  allow('a new feature imports the contract', 'src/features/new-thing/new-thing-page.tsx', reexport(`../../../${contract}/content-types.ts`)),
  allow('a feature imports its own folder', 'src/features/home/planted.ts', reexport('./hero-carousel')),
  allow(
    'a feature imports shared components, lib, machines and engines',
    'src/features/home/planted.ts',
    reexport('../../components/ui/button', '../../lib/cn', '../../../machines/carousel.machine', '../../../engines/apple/rules'),
  ),
  allow('src/lib imports supabase-js', 'src/lib/planted.ts', reexport('@supabase/supabase-js')),
  allow('the app shell lazy-loads a feature', 'src/app/planted.ts', "export const load = () => import('../features/home/home-page');\n"),
  allow('a machine imports an engine and xstate', 'machines/planted.machine.ts', reexport('../engines/apple/rules', 'xstate')),
  allow(
    'an engine imports its config, another engine and the contract',
    'engines/apple/planted.ts',
    reexport('./config', '../leaderboard/config', `../../${contract}/content-types.ts`),
  ),
  allow('a board imports React, Pixi and its rules', 'engines/apple/board-planted.tsx', reexport('react', 'pixi.js', '@pixi/react', './rules')),
  allow('the content engine imports the contract', `${shared}/content/planted.ts`, reexport('../contract/content-types.ts')),
  allow('server http code imports supabase-js', `${shared}/http/planted.ts`, reexport('@supabase/supabase-js')),
  allow('a handler imports the content engine', 'supabase/functions/ai-content/planted.ts', reexport('../_shared/content/engine.ts')),
  allow('the contract imports the contract and zod', `${contract}/planted.ts`, reexport('./content-types.ts', 'zod')),
];
