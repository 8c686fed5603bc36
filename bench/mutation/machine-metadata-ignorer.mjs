// @ts-check
/**
 * A StrykerJS ignorer for the two parts of an XState machine that have no behaviour, so their mutants are equivalent:
 * - `description: '…'` on states and transitions (documentation for visualisers; no guard, action or test reads it);
 * - `types: { … }` in `setup({ … })` (TypeScript type carriers whose runtime value XState never reads).
 * Everything else in machines/ stays mutated. The skipped mutants show as "Ignored" with this reason.
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** Whether a path is the object argument of a `setup(...)` call. */
function isSetupArgument(path) {
  const call = path.parentPath;
  return Boolean(call?.isCallExpression() && call.node.callee.type === 'Identifier' && call.node.callee.name === 'setup');
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-metadata', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      if (!path.isObjectProperty() || path.node.computed || path.node.key.type !== 'Identifier') return undefined;
      const key = path.node.key.name;
      if (key === 'description' && path.node.value.type === 'StringLiteral') return 'A machine description is documentation: nothing reads it at run time.';
      if (key === 'types' && path.parentPath && isSetupArgument(path.parentPath)) return 'setup({ types }) carries TypeScript types only: XState never reads its value.';
      return undefined;
    },
  }),
];
