/**
 * The `quiz_images` table as the quiz functions use it, through supabase-js with the service role key.
 * The in-code library stays the source of truth for answers; the table mirrors it. Only the PostgREST subset the
 * local stand-in serves is used (select with columns, eq filter, limit, insert), so filling is "insert the missing ids".
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContentLanguage, QuizCategory } from '../contract/content-types.ts';
import type { QuizImage } from './quiz-image-record.ts';
import { quizLibrary } from './quiz-library.ts';
import { serviceRoleClient } from '../http/supabase-admin.ts';

/** One row of `quiz_images` as the functions write it. */
export interface QuizImageRow {
  /** Opaque id (primary key). */
  id: string;
  /** Quiz category. */
  category: QuizCategory;
  /** Displayed source, a site path. */
  image: string;
  /** Accepted answers per language. */
  answers: Record<ContentLanguage, readonly string[]>;
}

/** An image a question can show. */
export interface QuizImageChoice {
  /** Opaque id. */
  id: string;
  /** Displayed source. */
  image: string;
}

/** Storage of quiz images. */
export interface QuizStore {
  /** Inserts the rows whose id is not stored yet; resolves to how many were inserted. */
  insertMissing(rows: readonly QuizImageRow[]): Promise<number>;
  /** Ids and images of one category. */
  imagesIn(category: QuizCategory): Promise<QuizImageChoice[]>;
}

/** A storage failure (the function answers 502). */
export class QuizStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuizStoreError';
  }
}

/** Postgres error code of a unique violation. */
const uniqueViolation = '23505';

/** The rows that mirror the library. */
export function quizImageRows(library: readonly QuizImage[] = quizLibrary): QuizImageRow[] {
  return library.map((image) => ({ id: image.id, category: image.category, image: image.image, answers: image.answers }));
}

/** A store over a supabase-js client. */
export function createSupabaseQuizStore(client: SupabaseClient): QuizStore {
  return {
    async insertMissing(rows) {
      for (let attempt = 1; ; attempt += 1) {
        const { data, error } = await client.from('quiz_images').select('id').limit(100_000);
        if (error) throw new QuizStoreError(`quiz_images select failed: ${error.message}`);
        const stored = new Set((Array.isArray(data) ? (data as unknown[]) : []).map((row) => String((row as { id?: unknown } | null)?.id)));
        const missing = rows.filter((row) => !stored.has(row.id));
        if (missing.length === 0) return 0;
        const inserted = await client.from('quiz_images').insert(missing);
        if (!inserted.error) return missing.length;
        // A concurrent call inserted some of the same ids first: look again once.
        if (inserted.error.code !== uniqueViolation || attempt >= 2) throw new QuizStoreError(`quiz_images insert failed: ${inserted.error.message}`);
      }
    },
    async imagesIn(category) {
      // No retries: the library is the fallback, and a quiz question should not wait for a struggling database.
      const { data, error } = await client.from('quiz_images').select('id, image').eq('category', category).limit(1_000).retry(false);
      if (error) throw new QuizStoreError(`quiz_images select failed: ${error.message}`);
      const rows: unknown[] = Array.isArray(data) ? data : [];
      return rows.flatMap((row) => {
        const { id, image } = (row ?? {}) as { id?: unknown; image?: unknown };
        return typeof id === 'string' && typeof image === 'string' ? [{ id, image }] : [];
      });
    },
  };
}

/** The store of the configured project (SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY), or undefined to use the library alone. */
export function quizStoreFromEnv(): QuizStore | undefined {
  const client = serviceRoleClient();
  return client === undefined ? undefined : createSupabaseQuizStore(client);
}
