import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { buttonClasses, cardClasses, type ButtonSize, type ButtonVariant, type CardTone } from './ui-classes';

/**
 * `cn` only joins class names (tailwind-merge stays out of the browser). That is safe while no call ever combines two
 * classes for the same property, whose winner would depend on the order of Tailwind's CSS, not on the call. This test
 * reads every `cn(…)` call and every `<Button>` / `<ButtonLink>` / `<Card>` under src/, expands each conditional into its alternatives,
 * and asks tailwind-merge (a dev dependency) whether it would drop a class from any combination.
 */

const srcRoot = resolve(import.meta.dirname, '..');

/** Every .ts / .tsx file under a folder, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
/** The parsed source of one file. */
function parse(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(path, file);
  }
  return file;
}

/** The initializer of a top-level `const name = …` in a file, or of the import it comes from. */
function constantOf(file: ts.SourceFile, name: string): { file: ts.SourceFile; value: ts.Expression } | undefined {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
          let value = declaration.initializer;
          while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
          return { file, value };
        }
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => element.name.text === name)) {
        const base = resolve(dirname(file.fileName), statement.moduleSpecifier.text);
        for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
          try {
            return constantOf(parse(candidate), name);
          } catch {
            // Not this extension: try the next.
          }
        }
      }
    }
  }
  return undefined;
}

/** The class strings an expression can produce ('' stands for "nothing known": a prop, a computed value). */
function alternatives(node: ts.Expression, file: ts.SourceFile): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression, file);
  if (ts.isConditionalExpression(node)) return [...alternatives(node.whenTrue, file), ...alternatives(node.whenFalse, file)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...alternatives(node.right, file)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) return [...alternatives(node.left, file), ...alternatives(node.right, file)];
  if (ts.isIdentifier(node)) {
    const constant = constantOf(file, node.text);
    return constant ? alternatives(constant.value, constant.file) : [''];
  }
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const constant = constantOf(file, node.expression.text);
    if (constant && ts.isObjectLiteralExpression(constant.value)) {
      return constant.value.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? alternatives(property.initializer, constant.file) : ['']));
    }
  }
  return [''];
}

/** Every combination of one alternative per part. */
function combinations(parts: string[][]): string[] {
  return parts.reduce<string[]>((joined, options) => joined.flatMap((left) => options.map((right) => `${left} ${right}`)), ['']);
}

/** The classes tailwind-merge would drop from a class string (a class repeated verbatim is not a conflict). */
function dropped(classes: string): string[] {
  const tokens = [...new Set(classes.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(tokens.join(' ')).split(/\s+/));
  return tokens.filter((token) => !kept.has(token));
}

/** The value of a JSX string attribute (`size="lg"`), or undefined. */
function stringAttribute(element: ts.JsxOpeningLikeElement, name: string): string | undefined {
  for (const property of element.attributes.properties) {
    if (ts.isJsxAttribute(property) && property.name.getText() === name && property.initializer && ts.isStringLiteral(property.initializer)) return property.initializer.text;
  }
  return undefined;
}

/** The alternatives of a JSX className attribute (a string or an expression), or [''] without one. */
function classNameAlternatives(element: ts.JsxOpeningLikeElement, file: ts.SourceFile): string[] {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== 'className' || !property.initializer) continue;
    if (ts.isStringLiteral(property.initializer)) return [property.initializer.text];
    if (ts.isJsxExpression(property.initializer) && property.initializer.expression) return alternatives(property.initializer.expression, file);
  }
  return [''];
}

/** Every class combination the source can produce, with where it comes from. */
function classCombinations(): Array<{ where: string; classes: string }> {
  const found: Array<{ where: string; classes: string }> = [];
  for (const path of sourceFiles(srcRoot)) {
    const file = parse(path);
    const where = (node: ts.Node) => `${path.slice(srcRoot.length + 1)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn') {
        for (const classes of combinations(node.arguments.map((argument) => alternatives(argument, file)))) found.push({ where: where(node), classes });
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText();
        let base: string | undefined;
        if (tag === 'Button' || tag === 'ButtonLink') {
          base = buttonClasses((stringAttribute(node, 'variant') ?? 'primary') as ButtonVariant, (stringAttribute(node, 'size') ?? 'md') as ButtonSize);
        } else if (tag === 'Card') {
          base = cardClasses((stringAttribute(node, 'tone') ?? 'plain') as CardTone);
        }
        if (base !== undefined) for (const extra of classNameAlternatives(node, file)) found.push({ where: where(node), classes: `${base} ${extra}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe('cn', () => {
  it('joins the truthy class names in order', () => {
    expect(cn('a b', false, null, undefined, 'c', { d: true, e: false }, ['f'])).toBe('a b c d f');
  });

  it('is never given two classes for the same property (so no call needs tailwind-merge)', () => {
    const found = classCombinations();
    // The scan sees the site's class lists: the shared button and card, and the conditional ones.
    expect(found.filter(({ classes }) => classes.startsWith(buttonClasses('primary', 'md'))).length).toBeGreaterThan(10);
    expect(found.filter(({ classes }) => classes.includes('rounded-2xl border bg-white')).length).toBeGreaterThan(20);
    const conflicts = found.flatMap(({ where, classes }) => {
      const lost = dropped(classes);
      return lost.length > 0 ? [`${where}: "${classes.trim()}" would lose ${lost.join(' ')}`] : [];
    });
    expect(conflicts).toEqual([]);
  });

  it('catches a conflict (a planted one)', () => {
    expect(dropped(`${buttonClasses('primary', 'md')} h-14`)).toEqual(['h-10']);
    expect(dropped(`${cardClasses('plain')} border-green-600`)).toEqual(['border-slate-200']);
  });
});
