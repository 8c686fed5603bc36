/**
 * Evaluation cases from the fifth blind read (docs/blind-reads/2026-11-25-fifth-read.*), rows 25–32 (adventure
 * continuations), with the facts a good answer must carry as the reviewer judged them: the chosen action HAPPENS and the
 * world answers it (the trace says where the signal comes from, the pirates react to the fake map, the young grandpa
 * answers the greeting, the disguise gets the hacker past the guards, something is seen at the window, the one playing
 * the piano is there, the survivor is outside the shutter); and negative facts for the failure classes: no meaningless
 * filler ("nobody expected that, but it worked", "the tables turn", "nothing here is what it seems"), no "strange sound
 * from before" that never was, no "it all comes back to the phone", no echo of the action in quotation marks, no buying
 * scene for a break-in, no opened box for a look outside, no 당신 in a story that says 너.
 * Then the helper's own four fresh requests (one per language), written after the fixes and never tuned on.
 */
import requests from '../../../docs/blind-reads/2026-11-25-fifth-read.requests.json' with { type: 'json' };
import fresh from './blind-read-2026-11-25-fifth-adv.new.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, afterRetell, choicesOf } from '../adventure-facts.ts';

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
/** At least one of the new options follows from the new situation (not the story's own list again). */
const newOption = (input: ContentInputs['adventure-continue']): EvalFact => ({
  label: 'at least one option follows from the new situation (not the original list again)',
  check: (t) => optionsOf(t).some((option) => !offeredIn(input).includes(option)),
});
/** The meaningless filler of read 5, in the four languages. */
const filler: EvalFact = {
  label: 'no meaningless filler (nobody expected that but it worked, the tables turn, nothing is what it seems, it all comes back to X)',
  check: not(/nobody saw that coming|the tables turn|keep coming back to|it comes back to|Không ai ngờ tới điều đó|có tác dụng\.|tình thế đảo ngược|không thôi nghĩ về|rồi cũng quay về|결국 [^.]*돌아온다|계속 마음에 걸린다|没有什么是表面看起来的样子|最后都绕回了|始终惦记着/iu),
};
/** A sound "from before" that the story never had. */
const phantomSound: EvalFact = {
  label: 'no "strange sound from before" the story never had',
  check: not(/A sound you cannot place|Âm thanh lạ lúc nãy|정체 모를 소리|说不清的声音/iu),
};

const fifthCases: EvalCase[] = [
  evalCase({ id: 'fifth-adv-en-25', type: 'adventure-continue', language: 'en', input: adventure(25), facts: [
    { label: 'the logbook says something (a quoted entry)', check: (t) => /“[^”]{10,}”/u.test(afterRetell(t)) },
    { label: 'the entry read is the last one, not one "three from the end"', check: not(/three entries from the end/iu) },
    filler, newOption(adventure(25)),
  ] }),
  evalCase({ id: 'fifth-adv-en-26', type: 'adventure-continue', language: 'en', input: adventure(26), facts: [
    { label: 'the trace has a result: where the signal comes from', check: (t) => /\b(?:trace|lock on|coming from|recording|source|point)\b/iu.test(afterRetell(t)) },
    { label: 'the action is told, not echoed in quotation marks', check: (t) => !/^[“"]/u.test(narrationOf(t)) },
    { label: 'the signal is no person replying ("that happened to me too")', check: not(/happened to me too|The reply from the signal|The signal (?:texts|answers)|Ask the signal/iu) },
    { label: 'no filler option "Follow where the mining station leads"', check: (t) => !/Follow where the mining station leads/iu.test(choicesOf(t)) },
    filler, newOption(adventure(26)),
  ] }),
  evalCase({ id: 'fifth-adv-vi-27', type: 'adventure-continue', language: 'vi', input: adventure(27), facts: [
    { label: 'something is seen up at the window', check: (t) => /cửa sổ|gương mặt|bóng|có người/iu.test(afterRetell(t)) },
    filler, phantomSound, newOption(adventure(27)),
  ] }),
  evalCase({ id: 'fifth-adv-vi-28', type: 'adventure-continue', language: 'vi', input: adventure(28), facts: [
    { label: 'the pirates react to the fake map and the surrender', check: (t) => /mẹo|tin|nhận lấy|không nhìn lại|không ổn|nghi/iu.test(afterRetell(t)) },
    { label: 'no option to hand the map over again', check: (t) => !/Giao bản đồ/iu.test(choicesOf(t)) },
    filler, phantomSound, newOption(adventure(28)),
  ] }),
  evalCase({ id: 'fifth-adv-ko-29', type: 'adventure-continue', language: 'ko', input: adventure(29), facts: [
    { label: 'the one playing the piano is there when the door opens', check: (t) => /누군가|사람|그 아이|학생/u.test(afterRetell(t)) },
    { label: 'the story says 너, the answer keeps it (no 당신)', check: not(/당신/u) },
    { label: 'no vague option "챙겨서 떠난다"', check: (t) => !optionsOf(t).includes('챙겨서 떠난다') },
    filler, newOption(adventure(29)),
  ] }),
  evalCase({ id: 'fifth-adv-ko-30', type: 'adventure-continue', language: 'ko', input: adventure(30), facts: [
    { label: 'looking out, someone is seen outside the shutter', check: (t) => /누군가|사람/u.test(afterRetell(t)) },
    { label: 'no box opened (letters, dust outline) for a look outside', check: not(/편지 뭉치|먼지 위에 그 모양|삐걱 소리와 함께 열린다/u) },
    { label: 'the story says 너, the answer keeps it (no 당신)', check: not(/당신/u) },
    filler, newOption(adventure(30)),
  ] }),
  evalCase({ id: 'fifth-adv-zh-31', type: 'adventure-continue', language: 'zh', input: adventure(31), facts: [
    { label: 'the young grandpa answers the greeting (a quoted reply)', check: (t) => /爷爷[^“]*“[^”]{4,}”/u.test(afterRetell(t)) },
    filler, phantomSound, newOption(adventure(31)),
  ] }),
  evalCase({ id: 'fifth-adv-zh-32', type: 'adventure-continue', language: 'zh', input: adventure(32), facts: [
    { label: 'the disguise works or nearly does (nobody stops you, someone suspects)', check: (t) => /没人拦|信了|见过|保安|工牌|过去了/u.test(afterRetell(t)) },
    { label: 'no shopping scene (a seller, a price, another shop)', check: not(/有加密芯片的人|老板|价钱|开的价|别家/u) },
    { label: 'no option from the street outside (buy a keycard from an informant)', check: (t) => !/线人|门禁卡/u.test(choicesOf(t)) },
    filler, newOption(adventure(32)),
  ] }),
];

interface FreshRequest { id: string; language: ContentLanguage; input: ContentInputs['adventure-continue']; facts: ReadonlyArray<{ label: string; pattern: string }> }
/** The helper's own fresh requests: each fact is a pattern the narration after the retold choice must carry. */
const freshCases: EvalCase[] = (fresh as unknown as FreshRequest[]).map((item) => evalCase({
  id: item.id, type: 'adventure-continue', language: item.language, input: item.input, facts: [
    ...item.facts.map((fact) => ({ label: fact.label, check: (t: string) => new RegExp(fact.pattern, 'iu').test(afterRetell(t)) })),
    filler, phantomSound,
  ],
}));

export const cases: EvalCase[] = [...fifthCases, ...freshCases];
