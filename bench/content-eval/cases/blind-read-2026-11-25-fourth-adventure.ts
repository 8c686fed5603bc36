/**
 * Evaluation cases from the fourth blind read (docs/blind-reads/2026-11-25-fourth-read.*), rows 25–32 (adventure
 * continuations), with the facts a good answer must carry as the reviewer judged them: the beat is built from the CHOSEN
 * action's target (you reach the lab and what you find relates to the logbook; the SHIP hides in the reefs; the drone goes
 * in while you stay aboard), companions and goals stay in the story (the sister, the hidden copy, the locked eye), the new
 * options follow from the new situation; and negative facts for the failure classes: no stock scene (cave crevice, cold
 * wind, footsteps past a hiding person, a still-warm key, three knocks and a fourth), no horror beat in a romance or a
 * school story, no mis-extracted noun ("the rowboat bobs", "날 우산", "눈", "bình cứu hỏa xịt", "giấu thử").
 * Then the helper's own twelve fresh requests (three per language), written after the fixes and never tuned on.
 */
import requests from '../../../docs/blind-reads/2026-11-25-fourth-read.requests.json' with { type: 'json' };
import fresh from './blind-read-2026-11-25-fourth-adventure.new.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { afterRetell, choicesOf } from '../adventure-facts.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** The narration only: the answer without its closing list of choices and the prompt above it. */
/** The closing list of choices. */
/** The numbered options. */
const optionsOf = (text: string): string[] => choicesOf(text).split('\n').filter((line) => /^\d+\.\s/u.test(line)).map((line) => line.replace(/^\d+\.\s*/u, ''));

interface RawRequest { type: string; language: ContentLanguage; input: Record<string, string> }
const read = requests as unknown as RawRequest[];
const adventure = (row: number): ContentInputs['adventure-continue'] => read[row - 1]?.input as unknown as ContentInputs['adventure-continue'];
/** The options the story offered before the choice. */
const offeredIn = (input: ContentInputs['adventure-continue']): string[] => input.currentStory.split('\n').filter((line) => /^\d+\.\s/u.test(line)).map((line) => line.replace(/^\d+\.\s*/u, ''));
/** At least two of the new options are new (not the story's own list again). */
const newOptions = (input: ContentInputs['adventure-continue']): EvalFact => ({
  label: 'at least two options follow from the new situation (not the original list again)',
  check: (t) => optionsOf(t).filter((option) => !offeredIn(input).includes(option)).length >= 2,
});

/** The stock scenes of read 4, in the four languages. */
const stockScene: EvalFact = {
  label: 'no stock scene (crevice and cold wind, footsteps past a hiding person, a still-warm key, three knocks and a fourth)',
  check: not(/crevice|narrow gap lets in cold air|key, still warm|a fourth, which|khe đá|gió lạnh|chìa khóa nhỏ, vẫn còn ấm|tiếng thứ tư|찬바람|아직 따뜻한 작은 열쇠|네 번째|带着体温|第四下|脚步声从身边经过/iu),
};
/** Horror beats that never belong in a romance or a slice-of-life story. */
const noHorror: EvalFact = {
  label: 'no horror beat in a romance or school story',
  check: not(/노크|발소리|정체 모를|무섭|어둠|knock|footsteps|whoever is inside|tiếng gõ|bước chân|bóng tối|đáng sợ|脚步声|敲门|可怕|黑暗/iu),
};

const fourthCases: EvalCase[] = [
  evalCase({ id: 'fourth-adv-en-25', type: 'adventure-continue', language: 'en', input: adventure(25), facts: [
    { label: 'the search of the rowboat finds something', check: (t) => /\b(?:find|found|lies|note|key|paper|map|rope|oar)\b/iu.test(afterRetell(t)) },
    { label: 'no "the rowboat bobs" (a verb pasted as a noun)', check: not(/rowboat bobs/iu) },
    stockScene,
    newOptions(adventure(25)),
  ] }),
  evalCase({ id: 'fourth-adv-en-26', type: 'adventure-continue', language: 'en', input: adventure(26), facts: [
    { label: 'the drone goes in and its feed shows something', check: (t) => /\b(?:drone|feed|camera|screen|picture)\b/iu.test(afterRetell(t)) },
    { label: 'the player stays aboard (no "You are in.", nothing "behind you")', check: not(/You are in\.|one corner behind you|you step inside|you board/iu) },
    { label: 'no option that only makes sense inside the station', check: (t) => !/slip out the back/iu.test(choicesOf(t)) },
    { label: 'Mina (the co-pilot) is still there', check: (t) => /Mina/u.test(afterRetell(t)) },
    newOptions(adventure(26)),
  ] }),
  evalCase({ id: 'fourth-adv-vi-27', type: 'adventure-continue', language: 'vi', input: adventure(27), facts: [
    { label: 'you arrive at the chemistry lab', check: (t) => /phòng thí nghiệm/iu.test(afterRetell(t)) },
    { label: 'what you find relates to the logbook', check: (t) => /sổ đầu bài/iu.test(afterRetell(t)) },
    stockScene, noHorror,
    { label: 'no broken option "giấu thử"', check: not(/giấu thử/iu) },
    newOptions(adventure(27)),
  ] }),
  evalCase({ id: 'fourth-adv-vi-28', type: 'adventure-continue', language: 'vi', input: adventure(28), facts: [
    { label: 'the sister is still with you', check: (t) => /em gái|em bé|con bé/iu.test(afterRetell(t)) },
    { label: 'the stairs, the zombies or the rescue bus matter', check: (t) => /cầu thang|zombie|xe buýt/iu.test(afterRetell(t)) },
    stockScene,
    { label: 'no "bình cứu hỏa xịt" (a verb pasted into the noun) after the retold choice', check: (t) => !/bình cứu hỏa xịt/iu.test(afterRetell(t)) && !/bình cứu hỏa xịt/iu.test(choicesOf(t)) },
    { label: 'no option to hide the rescue bus', check: not(/giấu chiếc xe buýt/iu) },
  ] }),
  evalCase({ id: 'fourth-adv-ko-29', type: 'adventure-continue', language: 'ko', input: adventure(29), facts: [
    { label: 'you arrive at Sewoon Sangga', check: (t) => /세운상가/u.test(afterRetell(t)) },
    { label: 'the parts (or the time machine) matter', check: (t) => /부품|타임머신/u.test(afterRetell(t)) },
    { label: 'no 눈 pulled out of 눈을 떠 보니', check: not(/눈으로 돌아온다|눈의 단서|눈이 계속/u) },
    stockScene,
    newOptions(adventure(29)),
  ] }),
  evalCase({ id: 'fourth-adv-ko-30', type: 'adventure-continue', language: 'ko', input: adventure(30), facts: [
    { label: 'the senior answers (a quoted line)', check: (t) => /선배/u.test(afterRetell(t)) && /[“"][^”"]{4,}[”"]/u.test(afterRetell(t)) },
    { label: 'no broken noun "날 우산"', check: not(/날 우산/u) },
    stockScene, noHorror,
    newOptions(adventure(30)),
  ] }),
  evalCase({ id: 'fourth-adv-zh-31', type: 'adventure-continue', language: 'zh', input: adventure(31), facts: [
    { label: 'the SHIP hides among the reefs', check: (t) => /船/u.test(afterRetell(t)) && /礁/u.test(afterRetell(t)) },
    { label: 'the black-flag ship, the storm or the map matters', check: (t) => /黑旗|风暴|藏宝图|那艘船/u.test(afterRetell(t)) },
    stockScene,
    { label: 'no person-hiding beat', check: not(/伸手就能碰到|我知道你在这儿/u) },
    newOptions(adventure(31)),
  ] }),
  evalCase({ id: 'fourth-adv-zh-32', type: 'adventure-continue', language: 'zh', input: adventure(32), facts: [
    { label: 'the copy goes into the order machine', check: (t) => /点餐机/u.test(afterRetell(t)) },
    { label: 'you blend into the crowd (no hiding place)', check: (t) => /人群|人流/u.test(afterRetell(t)) && !/从藏身处/u.test(t) },
    { label: 'the locked eye is not forgotten', check: (t) => /义眼/u.test(afterRetell(t)) },
    newOptions(adventure(32)),
  ] }),
];

/** The helper's own twelve fresh requests (three per language), written after the fixes, with the facts a reader expects. */
interface FreshRequest extends RawRequest { facts: Array<{ label: string; pattern: string; absent?: boolean; where?: 'beat' | 'options' }> }
const own = fresh as unknown as FreshRequest[];
const ownCases: EvalCase[] = own.map((request, index) => evalCase({
  id: `own4-adv-${request.language}-${index + 1}`,
  type: 'adventure-continue',
  language: request.language,
  input: request.input as unknown as ContentInputs['adventure-continue'],
  facts: request.facts.map((fact) => {
    const pattern = new RegExp(fact.pattern, 'iu');
    const part = (t: string): string => (fact.where === 'options' ? choicesOf(t) : fact.where === 'beat' ? afterRetell(t) : t);
    return { label: fact.label, check: (t: string) => pattern.test(part(t)) !== (fact.absent ?? false) };
  }),
}));

export const cases: EvalCase[] = [...fourthCases, ...ownCases];
