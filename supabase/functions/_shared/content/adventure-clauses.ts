/**
 * A free-text adventure action made of several steps (issue 13, seventh blind read: "barricade the door with the fridge,
 * then signal with the mirror" had the mirror ignored; "cut the eye's link, then slip into the crowd" told only the
 * first). The action is split at its sequence words ("X, then Y", "X rồi Y", "X하고 나서 Y", "先X然后Y") into its steps,
 * in the visitor's own words; the last step is the one the scene follows, and every earlier step is told as done
 * (what was handed over is taken, what was hidden is out of sight, what was switched off goes dark, an order is carried
 * out) so no part of what the visitor wrote is dropped. Nothing is split inside a noun phrase ("the man and his son").
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { choiceAct } from './adventure-grounded.ts';
import { nounPhraseOrNull, trimToNounPhrase } from './adventure-noun-phrase.ts';
import { plainOutcome, readPlainAction } from './adventure-plain.ts';
import { secondPersonChoice } from './adventure-person.ts';
import { actionFamily, actionResult } from './adventure-results.ts';
import { readMove } from './adventure-moves.ts';

/** English verbs that may open a second step after "and" ("put on my suit and send the drone"). */
const englishStepVerb =
  'ask|tell|send|go|head|run|walk|climb|crawl|sneak|slip|hide|take|grab|give|hand|open|close|shut|lock|read|call|shout|signal|wave|light|follow|search|check|look|listen|wait|try|use|pull|push|throw|jump|swim|fight|attack|cut|turn|switch|whisper|say|answer|leave|keep|put|set|pick|drag|carry|lead|dive|duck|flash|ring|play|sing|hack|scan|seal|vent|dock|fire|shoot|block|barricade|help|wake|make|write|draw|record|film|photograph|step|move|crouch|kneel|pretend|break|smash|start|stop|drive|ride|fly|steer|row|sail|return|offer|show|hold|raise|relight|rekindle|kindle|free|untie|bury|dig|feed|warn|beg|plead';

/** Verbs that open a step after a bare "and" (no "I"): none of them is also a common noun ("the rope and light"). */
const bareAndVerb =
  'ask|tell|send|go|head|climb|crawl|sneak|slip|hide|take|grab|give|hand|open|close|shut|lock|unlock|read|shout|follow|search|listen|wait|try|pull|push|throw|jump|swim|attack|whisper|answer|leave|put|drag|carry|dive|duck|hack|scan|seal|vent|dock|shoot|barricade|wake|write|crouch|kneel|pretend|break|smash|steer|raise|relight|rekindle|kindle|free|untie|bury|dig|warn|beg|plead|run|light|call|check|look|find|use|hurry|rush|sprint|creep|knock|yell|scream|hug|kiss|thank|help|save|rescue|fetch|bring|lead';

const englishSplit = new RegExp(`\\s*(?:[,;]\\s*(?:and\\s+)?then\\s+|\\s+and\\s+then\\s+|\\s+then\\s+|;\\s+|,\\s+and\\s+(?=(?:I\\s+|we\\s+)?(?:${englishStepVerb})\\b)|\\s+and\\s+(?!(?:ask|look) around\\b|wait there\\b)(?=(?:I\\s+|we\\s+)(?:${englishStepVerb})\\b|(?:${bareAndVerb})\\b)|,\\s+(?=(?:I\\s+|we\\s+)(?:${englishStepVerb})\\b))`, 'iu');

/** Vietnamese sequence words: "rồi", "sau đó", "xong", "và sau đó", "tiếp đó", "trong lúc đó". */
const vietnameseSplit = /\s*,?\s+(?:rồi|sau đó|xong rồi|xong|tiếp đó|rồi sau đó|và sau đó|nhân lúc đó|trong lúc đó)\s+(?=[\p{L}])/iu;

/** Korean step endings: "-고 나서", "-한 다음", "-한 뒤", "-고,", "그리고", "그사이에", "그다음". */
const koreanSplit = /(?:고 나서|고나서|은 다음|ㄴ 다음|한 다음|한 뒤에?|은 뒤에?|고\s*,)\s*|\s*,?\s*(?:그리고|그사이에|그 사이에|그다음에?|그 다음에?)\s+/u;

/** Chinese sequence words: "然后", "再", "接着", "随后", "之后"; a comma before a new verb step. */
const chineseSplit = /[，,]?\s*(?:然后|接着|随后|之后再|之后|再)(?!见)|[，,]\s*(?=(?:跟着|跟上|走进|冲进|跑进|跑去|钻进|混进|躲进|溜进|回头|转身))/u;

const splitters: Readonly<Record<ContentLanguage, RegExp>> = { en: englishSplit, vi: vietnameseSplit, ko: koreanSplit, zh: chineseSplit };

/** The steps of a free-text action in the visitor's words (one step when nothing splits it; at most three). */
export function actionClauses(choice: string, language: ContentLanguage): string[] {
  const text = choice.trim().replace(/[.!?。！？]+$/u, '');
  const parts = text
    .split(splitters[language])
    .map((part) => part.trim().replace(/^[,，;、\s]+|[,，;、\s]+$/gu, ''))
    .map((part) => (language === 'zh' ? part.replace(/^(我们|我)?先/u, '$1') : part));
  // A step needs a few letters of its own: "X, then" with nothing after stays one step.
  const minimum = language === 'zh' || language === 'ko' ? 2 : 4;
  const steps = parts.filter((part) => part.length >= minimum);
  if (steps.length < 2) return [text];
  // "Tôi …" at the start belongs to the first step only; later steps read as the same speaker.
  return steps.slice(0, 3);
}

/** English pronouns a later step uses for the one an earlier step named ("give the dragon the bell, then ask it to…"). */
const laterPronoun = /\b(ask|asks|tell|tells|beg|begs|follow|follows|thank|thanks|help|helps)\s+(it|him|her|them)\b/iu;

/** Vietnamese and Chinese pronouns a later step uses after a talking verb for someone an earlier step named. */
const laterPronounOf: Readonly<Record<'vi' | 'zh', RegExp>> = {
  vi: /(?<![\p{L}\p{M}])(hỏi|bảo|cảm ơn|nói với|nhờ|rủ)\s+(nó|ông ấy|bà ấy|cô ấy|anh ấy|chị ấy|em ấy|cậu ấy)(?![\p{L}\p{M}])/iu,
  zh: /(问|谢谢|告诉|请)(他|她)(?!们)/u,
};

/** A later English step with its pronoun put back to the person an earlier step gave something to, when there is one. */
export function namedAgain(step: string, earlier: readonly string[], language: ContentLanguage): string {
  // Round 15 (adv16): a Vietnamese or Chinese later step says "nó" / "他" for the one an earlier step gave something to
  // ("đưa miếng bánh cho thằng bé ăn xin rồi hỏi nó tên gì", "把伞递给小女孩，再问她叫什么").
  const pronoun = language === 'vi' || language === 'zh' ? laterPronounOf[language] : null;
  if (pronoun?.test(step)) {
    const given = earlier.map((before) => choiceAct(before, language, ['give'])?.target).find((who) => who && who.length > 0);
    return given ? step.replace(pronoun, (_all, verb: string) => `${verb}${language === 'vi' ? ' ' : ''}${given}`) : step;
  }
  if (language !== 'en' || !laterPronoun.test(step)) return step;
  const person = earlier.map((before) => choiceAct(secondPersonChoice(before, language).text, language, ['give'])?.target).find((who) => who && /^the\s/iu.test(who));
  return person ? step.replace(laterPronoun, (_all, verb: string) => `${verb} ${person}`) : step;
}

/** Hiding something away: in a sleeve, a pocket, a bag. */
const hidePattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hide|hides|tuck|tucks|pocket|pockets|stash|stashes|slip)\s+((?:the|a|an|your|my)\s+[\w' -]+?)\s+(?:in|into|under|inside|behind|up)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:giấu|cất|nhét|giắt)\s+([\p{L}\p{M}\s]+?)\s+(?:vào|trong|dưới|sau)(?![\p{L}\p{M}])/iu,
  ko: /([가-힣]+)(?:을|를)\s*(?:[가-힣]+\s+)?(?:속에|안에|밑에|뒤에|주머니에|소매에|가방에)?\s*(?:숨긴다|숨기고|숨겨|감춘다|감추고|감춰|넣는다|넣고|넣어)/u,
  zh: /把([\p{Script=Han}]{1,8}?)(?:藏进|藏在|塞进|揣进|收进|藏到|塞到|抱进(?=.*藏)|放进(?=.*藏)|锁进)/u,
};

/** Whether a step hides something away (no thing taken along: "把怀表藏进袖子里"). */
export function hidesThing(step: string, language: ContentLanguage): boolean {
  return hidePattern[language].test(secondPersonChoice(step, language).text);
}

/** Switching off or cutting a link: a torch, a phone, a connection. */
const offPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:turn|turns|switch|switches|shut|shuts)\s+off\s+((?:the|a|an|your|my)\s+[\w' -]+)|\b(?:turn|switch|shut)\s+((?:the|a|an|your|my)\s+[\w' -]+?)\s+off\b|\bcut\s+((?:the|your|my)\s+[\w' -]+)/iu,
  vi: /(?<![\p{L}\p{M}])(?:tắt|ngắt|cắt)\s+([\p{L}\p{M}\s]+)/iu,
  ko: /([가-힣]+)(?:을|를)\s*(?:끄고|끈다|꺼|끊고|끊는다|끊어)/u,
  zh: /(?:关掉|关上|切断|断开|关闭|掐断)(?:了)?([\p{Script=Han}A-Za-z]{1,10}?)(?:的)?(?:网络连接|连接|电源|信号)?(?=[，。]|$)/u,
};

/** Telling someone to do something: the order is carried out. */
const orderPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tell|tells|order|orders|ask|asks|get)\s+((?:the|my|your)\s+[\w-]+|\p{Lu}[\w'-]*)\s+to\s+(\w+)/u,
  vi: /(?<![\p{L}\p{M}])(?:bảo|ra lệnh cho|nhờ|dặn|gọi)\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu)?\s*\p{Lu}[\p{L}\p{M}]*|mọi người|cả nhóm|thủy thủ|đồng đội)\s+/u,
  ko: /([가-힣]+)(?:에게|한테|들에게)\s*[^,]*?(?:라고|하라고|달라고)\s*(?:한다|하고|시킨다|시키고|외친다|외치고|명령)/u,
  zh: /(?:让|叫|命令|吩咐)([\p{Script=Han}]{1,6}?)(?:去|先|把|赶紧|马上|立刻)/u,
};


/** How an earlier step ends, in one line of its own, or null when its verb says nothing the retelling did not. */
/** Verbs of deleting a record (delete, erase, xoá, 지우다 / 삭제, 删). */
const erased: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:delete|deletes|deleted|erase|erases|erased)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:xoá|xóa)(?![\p{L}\p{M}])/iu,
  ko: /지운다|지우고|지워|삭제/u,
  zh: /删/u,
};
const erasedLine: Readonly<Record<ContentLanguage, string>> = {
  en: "It's gone now, for good.",
  vi: 'Giờ thì nó mất hẳn rồi.',
  ko: '이제 그건 완전히 사라졌다.',
  zh: '现在，它彻底没了。',
};

export function doneLine(c: PhraseComposer, step: string, light: boolean, theme: AdventureTheme): string | null {
  const language = c.language;
  const told = secondPersonChoice(step, language).text;
  // A lure, a barricade, a wound tended: the move's own line (round 8: the whistle that draws them off).
  const move = readMove(c, told);
  if (move && move.kind !== 'seek') return move.line;
  // A hacked drone answers to the player; its own result says so.
  if (actionFamily(told, language) === 'hack') return actionResult(c, 'hack', told, theme);
  const gift = choiceAct(told, language, ['give']);
  const plain = readPlainAction(told, language);
  const giver = gift?.target ?? (plain?.kind === 'give' ? plain.person : null);
  const given = gift?.gift ?? (plain?.kind === 'give' ? plain.object : null);
  if (giver && (nounPhraseOrNull(giver, language) !== null || /^(?:he|she|they|他|她|他们|她们)$/u.test(giver))) return takenLine(c, giver, given, light);
  // Round 15: a recording or a file deleted ("把录音删掉", "delete the file") is gone, never reviewed as if just recorded.
  if (erased[language].test(told)) return erasedLine[language];
  // A recording, a repair, a spell, a thing put down or rigged: the first line of its own outcome.
  if (plain && plain.kind !== 'give' && plain.kind !== 'arrive' && plain.kind !== 'leave') {
    const first = plainOutcome(c, plain, { light, heard: false, held: null })[0];
    if (first) return first;
  }
  const hidden = hidePattern[language].exec(told);
  const hiddenThing = hidden ? trimToNounPhrase(hidden[1], language) : null;
  if (hiddenThing) return hiddenLine(language, hiddenThing);
  const off = offPattern[language].exec(told);
  const offThing = off ? trimToNounPhrase(off[1] ?? off[2] ?? off[3], language) : null;
  if (offThing) return offLine(language, offThing);
  const order = orderPattern[language].exec(told);
  const orderedRaw = order?.[1]?.trim();
  const ordered = orderedRaw ? (/^\p{Lu}/u.test(orderedRaw) ? orderedRaw : trimToNounPhrase(orderedRaw, language)) : null;
  if (ordered) return orderLine(language, ordered.replace(/^(?:my|your)\s/iu, 'the '));
  // Nothing to tell beyond the retelling itself ("put on my suit"): no filler line.
  return null;
}

function takenLine(c: PhraseComposer, who: string, thing: string | null, light: boolean): string {
  switch (c.language) {
    case 'vi':
      return thing ? `${capital(who)} nhận lấy ${thing}${light ? ', hơi bất ngờ.' : ' mà không hỏi thêm câu nào.'}` : `${capital(who)} nhận lấy${light ? ', hơi bất ngờ.' : ' mà không hỏi thêm câu nào.'}`;
    case 'ko':
      return thing ? `${withParticle(who, '이')} ${withParticle(thing, '을')} 받아 든다${light ? '. 조금 놀란 얼굴이다.' : '. 더 묻지 않는다.'}` : `${withParticle(who, '이')} 말없이 받아 든다.`;
    case 'zh':
      return thing ? `${who}接过了${thing}${light ? '，愣了一下。' : '，什么也没多问。'}` : `${who}接了过去${light ? '，愣了一下。' : '，什么也没多问。'}`;
    default: {
      const object = thing ?? 'it';
      return `${capital(who)} take${/^(?:they|you)$/iu.test(who) ? '' : 's'} ${object}${light ? ', a little surprised.' : ' without a word.'}`;
    }
  }
}

function hiddenLine(language: ContentLanguage, thing: string): string {
  switch (language) {
    case 'vi':
      return `${capital(thing)} đã nằm yên chỗ giấu, không ai kịp để ý.`;
    case 'ko':
      return `${withParticle(thing, '은')} 감쪽같이 숨겨졌다. 아무도 눈치채지 못했다.`;
    case 'zh':
      return `${thing}藏好了，谁也没注意到。`;
    default:
      return `${capital(thing)} is out of sight, and nobody saw it go.`;
  }
}

function offLine(language: ContentLanguage, thing: string): string {
  switch (language) {
    case 'vi':
      return `${capital(thing)} tắt hẳn; từ giờ không ai lần theo bạn bằng nó được.`;
    case 'ko':
      return `${withParticle(thing, '이')} 꺼지고, 주위가 한층 어두워진다.`;
    case 'zh':
      return `${thing}断开了，从这一刻起，没人能再通过它找到你。`;
    default:
      return `${capital(thing)} goes dead; for now, nothing can find you through it.`;
  }
}

function orderLine(language: ContentLanguage, who: string): string {
  switch (language) {
    case 'vi':
      return `${capital(who)} làm đúng như bạn dặn, không cãi lại câu nào.`;
    case 'ko':
      return `${withParticle(who, '은')} 말대로 곧장 움직인다.`;
    case 'zh':
      return `${who}二话不说，照你说的去做了。`;
    default:
      return `${capital(who)} do${/^the \w+s$/iu.test(who) ? '' : 'es'} exactly as you say, without arguing.`;
  }
}

