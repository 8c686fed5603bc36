/**
 * Round 9b (issue 13) adventure-continue cases: the helper's second set of fresh requests, written before the fixes of
 * this pass (round9b-adv9.before.json, 8 requests, 2 per language, free text and a numbered choice). The facts are what a
 * good answer must carry and the failure classes it must not show: an action no reader knows gets a consequence from
 * the scene, never a bare "it is done"; the people are where the story put them (the janitor in the hallway is not
 * beside you, the judge walking over arrives, the cousin asleep is called by her name, not by the role word 동생); in a
 * romance story the other person answers; the danger closing in (the elevator, the police, the dead on the stairs)
 * stays; no option uses again what the choice spent (the letter burned or torn, the petrol poured, the mirror covered);
 * a fire set against the dead holds them back, no far-off light answering. The untuned set (round9b-adv9.after.json)
 * was run and scored once and is kept as a record; it is not wired here.
 */
import before from './round9b-adv9.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, notAdded, noOption } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** A bare "it is done" or a line that reads as the story ending. */
const noBareDone = notAdded(/it is done|là xong|bạn làm xong|다 끝났다|잠깐 걸렸지만, 해낸다|做完了/u, 'no bare "it is done"');

const raw = before as unknown as Raw[];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noBareDone, added(/elevator/u, 'the elevator is still coming'), notAdded(/Okafor (?:stays|watches|presses|is right)|beside you/u, 'the janitor in the hallway is not beside you')],
  [noBareDone, added(/Delgado/u, 'the judge walking over arrives'), notAdded(/Priya (?:stays|watches|presses|is right)|beside you/u, 'Priya in the parking lot is not beside you')],
  [noBareDone, added(/Minh Quân/u, 'Minh Quân is in the beat'), added(/mỉm cười|nói nhỏ|nhìn bạn/u, 'Minh Quân answers the paper crane')],
  [added(/xác sống/u, 'the dead are still there'), notAdded(/ánh sáng khác/u, 'no far-off light answering'), noOption(/can xăng/u, 'no option with the petrol just poured')],
  [added(/민서/u, 'Minseo reacts'), noOption(/편지/u, 'no option with the letter just torn')],
  [added(/지우/u, 'Jiwoo is called by her name'), notAdded(/동생이/u, 'the role word 동생 is no name'), added(/발소리/u, 'the footsteps are still there'), noOption(/거울을 자세히/u, 'no looking into the mirror just covered')],
  [added(/警察/u, 'the police are still coming'), noOption(/把信/u, 'no option with the letter just burned')],
  [noBareDone, added(/许嘉言/u, 'Xu Jiayan is in the beat'), added(/笑了|轻声说/u, 'Xu Jiayan answers the song')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round9b-adv9-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
