import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting Tailwind classes (no tailwind-merge in the
 * browser): a caller never passes two classes that set the same property (src/lib/cn.test.ts checks every call).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
