import { supabase } from '../supabase-client';
import { isWhole } from './answer-checks';

/**
 * Spec §7 call 3: the number of `quiz_images` rows, head only (no row data; anon may read `id`). Failures are logged
 * (spec §8) and thrown; the quiz then goes on, since the image function serves its built-in library.
 */
export async function countQuizImages(): Promise<number> {
  const { count, error } = await supabase.from('quiz_images').select('id', { count: 'exact', head: true })
    // One answer, no 1 s + 2 s + 4 s client backoff before the first image.
    .retry(false);
  if (error) {
    console.error('Failed to count quiz images:', error.message);
    throw new Error(error.message);
  }
  if (!isWhole(count, 0)) {
    console.error('Failed to count quiz images: the answer carried no count.');
    throw new Error('quiz_images count missing');
  }
  return count;
}
