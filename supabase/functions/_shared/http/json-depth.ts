/**
 * A bound on JSON nesting, checked on the raw text before parsing: a body nested thousands of levels deep parses in
 * V8 but overflows the stack of every recursive walk after it (JSON.stringify, validators, database drivers).
 */

/** Deepest nesting of arrays and objects a request body may have (a real body of this project needs fewer than 8). */
export const maxJsonDepth = 64;

/** The deepest array/object nesting in `text`, counting only brackets outside strings; stops early past `stopAbove`. */
export function jsonNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

/** Whether `text` nests arrays and objects deeper than `limit` (default maxJsonDepth). */
export function exceedsJsonDepth(text: string, limit = maxJsonDepth): boolean {
  return jsonNestingDepth(text, limit) > limit;
}
