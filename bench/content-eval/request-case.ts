/**
 * Eval cases read from a saved request file (issue 13): `cases/*.before.json` / `.after.json` hold the requests a round
 * wrote and scored; a case takes one of them by its row and adds the facts a good answer must carry.
 */
import type { ContentInputs, ContentLanguage, ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from './eval-case.ts';

/** A request as saved in a round's request file. */
export interface RawRequest {
  type: string;
  language: ContentLanguage;
  input: Record<string, string>;
}

/** The eval case of the request at `row` (counted from 1) of a saved list, with its facts. */
export function caseOf(list: readonly RawRequest[], row: number, id: string, facts: EvalFact[]): EvalCase {
  const request = list[row - 1] as RawRequest;
  const type = request.type as ContentType;
  return evalCase({ id, type, language: request.language, input: request.input as unknown as ContentInputs[typeof type], facts });
}
