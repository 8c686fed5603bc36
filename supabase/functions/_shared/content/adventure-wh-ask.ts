/**
 * A WH question put to a person of the story (issue 13, round 13): "ask Mrs. Pell who else had a key", "hỏi bà Tư tối qua
 * bà ở đâu", "경비 아저씨한테 언제 순찰 돌았냐고 묻는다", "问老陈那天晚上他在哪里", or said straight to them ("why did you
 * come back here, Eli?"). The person is read whole: the words between the ask verb and the question word (English), the
 * noun phrase before 한테 / 에게 / 께 (Korean), or the longest run after "hỏi" / "问" that the story itself wrote (Vietnamese,
 * Chinese), so no fragment such as "小雨那道伤" is ever a speaker. The form is read from the question word (when, why, who,
 * where, how long) and answered from the story's own facts: a time the story gave (else a plain hour) with a tell of truth
 * or of a lie read from the person's own sentence, a reason tied to the story's danger or place, a person the story named or
 * "nobody", a place the person's sentence names. The consequence and which-way forms stay with adventure-grounded.ts.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { type AskedForm, askedForm } from './adventure-asked-form.ts';
import { withParticle, finalSound } from './korean-particles.ts';
import { castPlace, storyCast } from './adventure-cast.ts';
import { storyThreat } from './adventure-deed.ts';
import { heardSound } from './adventure-grounded.ts';
import { sentenceTexts } from './text-segments.ts';
import { contentsLine, contentsOptions, dodgeLine, dodgeOptions, koPeer, readContents, shownWound, woundLine, woundOptions } from './adventure-wh-evidence.ts';
import { companionBefore, companionBeforeLine, companionBeforeOptions, markLine, markOptions, ownerMark } from './adventure-wh-mark.ts';
import { type ReasonKind, fetchedLine, fetchedThing, reasonKind, reasonLine, reasonOptions } from './adventure-wh-reason.ts';
import { asksDeceit, asksHeldBack, deceitLine, deceitOptions, heldBackReason } from './adventure-wh-deceit.ts';
import { whyReason } from './adventure-why-reason.ts';
import { asksHappened, happenedLine, happenedOptions, happenedSubject, happenedTrace } from './adventure-wh-happened.ts';
import { type ClosedAnswer, closedAnswer, closedLine, closedOptions, isClosedQuestion, koreanAsk, newName, newNameLine, newNameOptions, quantityLine, quantityOptions, readQuantity, readWhat, whatLine, whatOptions } from './adventure-wh-closed.ts';

/** The form of a question the person answers. */
export type WhForm = 'when' | 'why' | 'who' | 'where' | 'duration' | 'way' | 'source' | 'closed' | 'quantity' | 'what' | 'happened';

/** A question put to a person of the story. */
export interface WhQuestion {
  /** The person, whole, as the story or the visitor named them. */
  who: string;
  form: WhForm;
  /** The question asks about the player ("why didn't you tell me"). */
  aboutMe: boolean;
  /** Said straight to the person, not told as "ask X …". */
  direct: boolean;
  /** The question's own words after the person. */
  question: string;
  /** Korean: the question's body before its ending (-냐고 / -는지), told back in a yes/no answer (round 14). */
  body?: string;
  /** English: the question as the second-person retelling turned it, when its "we" / "us" was given back (round 15). */
  retold?: string;
}

/** A where-question about the person's own whereabouts: a being verb with the person (or a pronoun) as its subject. */
const whereabouts: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhere (?:he|she|they|you) (?:was|were|is|are|had been|went|has been)\b|\bwhere (?:was|were|are|is) (?:he|she|they|you)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:bà|ông|anh|chị|cô|chú|em|cậu|nó|họ|bạn|ấy)\s+(?:đã\s+)?(?:ở|đi)\s+đâu/iu,
  ko: /어디(?:에|서)?\s*(?:있었|있|갔|다녀)/u,
  zh: /[他她你](?:昨晚|昨天|那天|刚才)?(?:到底|究竟|当时|那时)?(?:在|去了?)哪/u,
};

const L = '[\\p{L}\\p{M}]';
const viWord = (words: string): RegExp => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');

/**
 * A question about a source (how the person knows, where or from whom they learned): answered with a way or a teller,
 * never a place where the person is now. Read from the knowing or learning verb with its question word, not from topics.
 */
const sourceForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bhow (?:(?:do|did|does|would|could|can) )?(?:you|he|she|they|\p{Lu}\p{Ll}+) (?:\w+ )?(?:know|knew|learned|knows|learn|learned|learnt|find out|found out|figure|hear|get to know)\b|\bwhere (?:did|do|does|would) (?:you|he|she|they|\p{Lu}\p{Ll}+) (?:\w+ )?(?:learn|pick up|hear|find out|get the idea|study|train)\b|\bwho (?:taught|told) (?:you|him|her|them)\b/u,
  vi: /(?:học|biết|nghe)(?:\s+[\p{L}\p{M}]+){0,4}?\s+(?:ở đâu|từ đâu|từ ai|với ai)|(?<![\p{L}\p{M}])(?:sao|làm sao|bằng cách nào|làm thế nào)(?:\s+[\p{L}\p{M}]+){0,3}?\s+(?:biết|học được|nghe được)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])ai dạy/iu,
  ko: /어디서\s*(?:[가-힣]+\s*)?(?:배웠|배운|배우|알았|알게|들었|익혔)|어떻게\s*(?:[가-힣]+\s*)?(?:알아|알았|아는|알지|알게|압니|아세요|아셨|아시)|누구(?:한테|에게)서?\s*(?:배웠|들었)/u,
  zh: /怎么(?:会)?知道|从哪(?:儿|里)?(?:知道|听说|学)|在哪(?:儿|里)?学|跟谁学|谁教/u,
};

/**
 * Round 15: a Vietnamese "sao" that opens the question and is followed by its clause ("sao hôm đó anh bỏ đi mà ko nói gì
 * vậy Khoa?") asks why; "sao vậy / sao rồi / có sao không" (what is wrong, is it serious) do not.
 */
const viOpeningWhy = new RegExp(`^\\s*(?:\\p{Lu}[\\p{L}\\p{M}]*\\s*,\\s*)?sao\\s+(?!(?:vậy|thế|rồi|không|ko|hả|đâu|nữa)(?![\\p{L}\\p{M}]))[\\p{L}\\p{M}]`, 'iu');

/** Question words per form, tried in this order (how long before who, so "bao lâu" is no "ai"). */
const forms: Readonly<Record<ContentLanguage, readonly (readonly [WhForm, RegExp])[]>> = {
  en: [['source', sourceForm.en], ['duration', /\bhow long\b/iu], ['when', /\b(?:when|what time)\b/iu], ['why', /\b(?:why|how come)\b/iu], ['who', /\b(?:who|whom|whose)\b/iu], ['where', /\bwhere\b/iu]],
  vi: [['source', sourceForm.vi], ['duration', viWord('bao lâu')], ['when', viWord('khi nào|lúc nào|bao giờ|mấy giờ|hồi nào|hôm nào')], ['why', viWord('tại sao|vì sao|sao lại|làm sao mà|lý do')], ['why', viOpeningWhy], ['where', viWord('ở đâu|đi đâu|chỗ nào|nơi nào|từ đâu')], ['who', viWord('ai')]],
  ko: [['source', sourceForm.ko], ['duration', /얼마나\s*(?:오래|있었|됐|걸)|얼마 동안|몇\s*(?:년|달|시간|일)\s*(?:동안|째)/u], ['when', /언제|몇\s*시(?!간)/u], ['why', /왜|어째서|무슨\s*이유/u], ['who', /누가|누구|누군/u], ['where', /어디|어딨/u]],
  zh: [['source', sourceForm.zh], ['duration', /多久|多长时间|多少年|多少天/u], ['when', /什么时候|几点|何时|哪天|哪一天/u], ['why', /为什么|为啥|干嘛|怎么会|凭什么|怎么(?:又|还|突然|竟然|才)/u], ['who', /谁/u], ['where', /哪里|哪儿|在哪|去哪/u]],
};

/** The which-way and consequence forms adventure-grounded.ts answers; left to it. */
const keptForms: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhich (?:way|direction|side)\b|\bwhere (?:\S+\s){0,3}(?:came from|come from|went|rose|rising|coming from|heading)\b|\bwhat if\b|\bwhat (?:happens|will happen|would happen|do I lose)\b.*\bif\b/iu,
  vi: /hướng nào|phía nào|đằng nào|ngả nào|từ đâu (?:bốc|bay|tới|đến)|(?<![\p{L}\p{M}])nếu(?![\p{L}\p{M}])/iu,
  ko: /어느\s*쪽|어느\s*방향|어디서\s*(?:올라|피어|나|오)|어디로\s*(?:가|갔)|(?:면|으면)\s*(?:어떻게|무슨 일)/u,
  zh: /哪个方向|哪边|哪一边|从哪儿?(?:升|冒|飘|来)|往哪|如果|要是/u,
};

/** A which-way question: where something came from or which way to go. */
const wayForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhich (?:way|direction|side)\b|\bwhere (?:\S+\s){0,3}(?:came from|come from|coming from)\b/iu,
  vi: /hướng nào|phía nào|đằng nào|ngả nào|từ đâu (?:bốc|bay|tới|đến)/iu,
  ko: /어느\s*쪽|어느\s*방향|어디서\s*(?:올라|피어|나|오)/u,
  zh: /哪个方向|哪边|哪一边|从哪儿?(?:升|冒|飘|来)/u,
};

/** The ask verb that opens an indirect question, and the person span right after it. */
const enAsk = /\b(?:ask|asks|asking|question)\s+(.+?)\s+(?:how long|what time|how come|which way|which direction|which side|when|why|whose|who|whom|where|how|what|if|whether|(?:did|does|do|is|was|are|were|has|have|had|can|could|will|would)(?=\s+(?:he|she|it|they|there)\b))\b/iu;
const viAsk = /(?<![\p{L}\p{M}])hỏi(?:\s+(?:thử|lại|thẳng))?\s+(.+)$/iu;
const zhAsk = /问(?:问|一下)?(.+)$/u;
/** A direct question with the person named at its edge: "why did you come back here, Eli?", "지호야, 왜 …?". */
const enVocative = /^(?:(\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+)?),\s+)?(?:since when|how long|when|why|who|where|what time|how come|how)\b[^?]*?(?:,\s*(\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+)?))?\s*\??$/u;

/** Words that point at the player inside the question ("me", "mình", "나", "我" after the second-person rewrite: "you"). */
const aboutMe: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|my|I)\b/u,
  vi: /(?<![\p{L}\p{M}])(?:mình|tớ|tao|tôi|em)(?![\p{L}\p{M}])/iu,
  ko: /나한테|나에게|나를|날|나만|내가|나랑|나와|저한테|저를|제가/u,
  zh: /我/u,
};

/** The longest run of the span's leading words (or characters) that the story itself wrote, or null. */
function storyPrefix(span: string, story: string, language: ContentLanguage): string | null {
  const low = story.toLowerCase();
  if (language === 'zh') {
    for (let end = Math.min(span.length, 8); end >= 2; end -= 1) {
      const head = span.slice(0, end);
      if (low.includes(head) && !/^[的了在把被]|[的了在把被]$/u.test(head)) return head;
    }
    return null;
  }
  const words = span.split(/\s+/u);
  for (let count = Math.min(words.length, 5); count >= 1; count -= 1) {
    const head = words.slice(0, count).join(' ').replace(/[,.;:!?]+$/u, '');
    if (head.length < 2) continue;
    const at = new RegExp(`(?<!${L})${head.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?!${L})`, 'iu');
    if (at.test(low)) return head;
  }
  return null;
}

/** A Vietnamese speaker at the span's start when the story spelled them otherwise: a kin title with a capitalised name. */
const viTitled = /^((?:ông|bà|anh|chị|cô|chú|bác|dì|cậu|em|bé|thằng|con)\s+\p{Lu}[\p{L}\p{M}]*|\p{Lu}[\p{L}\p{M}]*)(?=\s|$)/u;

/** The person an indirect question is put to, whole, or null when its edges are not sure. */
function askedPerson(told: string, story: string, language: ContentLanguage): string | null {
  switch (language) {
    case 'en': {
      const span = enAsk.exec(told)?.[1]?.replace(/\s+(?:again|directly|quietly|straight out|point-blank)$/iu, '');
      // A person with a way of reaching them ("him over the radio") is no person the grammar is sure of.
      // Round 15: "ask the ship's AI to trace where…" is a request to do something, not a question put to "the ship's AI to trace".
      if (!span || span.split(/\s+/u).length > 5 || /\b(?:about|if|whether|and|over|through|via|on|by|to)\b/iu.test(span)) return null;
      if (/^(?:him|her|them)$/iu.test(span)) return storyCast(story, language)[0]?.name ?? pronounPerson(story, span);
      return span.replace(/^my\b/iu, 'your');
    }
    case 'vi': {
      const span = viAsk.exec(told)?.[1];
      if (!span) return null;
      const found = storyPrefix(span, story, language);
      if (found && !forms.vi.some(([, pattern]) => pattern.test(found))) return found;
      return viTitled.exec(span)?.[1] ?? null;
    }
    case 'ko': {
      // Round 15: an earlier step joined by -고 / -서 ("편지를 주머니에 넣고 경비원에게 …") is no part of the person: a verb
      // in -고 / -서 right after its own argument (주머니에 넣고, 숨을 고르고), so a noun in 서 (사서 할머니) stays whole.
      const span = koreanAsk(told)?.person.replace(/^(?:.*\s)?[가-힣]*(?:을|를|에|에서|로)\s+[가-힣]+(?:고|서)\s+/u, '');
      if (!span || span.split(/\s+/u).length > 3) return null;
      return span;
    }
    default: {
      const span = zhAsk.exec(told)?.[1];
      if (!span) return null;
      // A demonstrative before the person ("那个卖报的小孩") is no part of the story's own name for them.
      const found = storyPrefix(span.replace(/^(?:一下|问)/u, '').replace(/^(?:那个|这个|那位|这位)(?=\p{Script=Han}{2})/u, ''), story, language);
      return found && !forms.zh.some(([, pattern]) => pattern.test(found)) ? found : null;
    }
  }
}

/**
 * Round 15: the person an English "him" / "her" points at when the story gives them no name, only a role: the subject of a
 * sentence ("The innkeeper slides you a key") whose own sentence or the next one speaks of them as he / she.
 */
function pronounPerson(story: string, pronoun: string): string | null {
  const subject = /^her$/iu.test(pronoun) ? 'she' : /^him$/iu.test(pronoun) ? 'he' : null;
  if (!subject) return null;
  const sentences = sentenceTexts(story, 'en');
  const said = new RegExp(`\\b${subject}\\b`, 'iu');
  for (const [index, sentence] of sentences.entries()) {
    const role = /^(?:["“'‘]?)(The|An?|Old)\s+((?:old\s+|young\s+)?[a-z]+)\s+(?:[a-z]+s)\b/u.exec(sentence.trim());
    if (role && (said.test(sentence) || said.test(sentences[index + 1] ?? ''))) return `${role[1] === 'Old' ? 'old' : 'the'} ${role[2] as string}`;
  }
  return null;
}

/** A direct question to a person named in it, or to the one person the story has. */
function directPerson(choice: string, story: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const match = enVocative.exec(choice.trim());
    const named = match?.[1] ?? match?.[2];
    if (match && named && story.includes(named)) return named;
    return match && /\byou\b/iu.test(choice) ? onlyPerson(story, language) : null;
  }
  if (!/[?？]$/u.test(choice.trim())) return null;
  if (language === 'ko') {
    const named = /^([가-힣]{1,4}?)(?:야|아)[,\s]/u.exec(choice.trim())?.[1];
    if (named && story.includes(named)) return named;
  }
  if (language === 'zh') {
    const named = /^([\p{Script=Han}]{2,4})[，,]/u.exec(choice.trim())?.[1];
    if (named && story.includes(named)) return named;
    // Round 15 (adv16): a name called with no comma, right before "你" ("小敏你刚才为什么要跑回去？").
    const called = /^([\p{Script=Han}]{2,3}?)(?=你)/u.exec(choice.trim())?.[1];
    if (called && story.includes(called)) return called;
  }
  if (language === 'vi') {
    const named = /^(\p{Lu}[\p{L}\p{M}]*)[,\s]|[,\s](\p{Lu}[\p{L}\p{M}]*)\s*[?？]$/u.exec(choice.trim());
    const name = named?.[1] ?? named?.[2];
    if (name && story.includes(name)) return name;
  }
  // Round 15 (adv16): a question said to "you" with no name ("你为什么又回来了？") is put to the one person the story has.
  return secondPerson[language].test(choice) ? onlyPerson(story, language) : null;
}

/** A second-person pronoun said to someone (not the player's own "bạn" of the narration; no "ông ấy", which is a he). */
const secondPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\byou\b/iu,
  vi: new RegExp(`(?<!${L})(?:anh|chị|cậu|mày|ông|bà|cô|chú)(?!${L})(?!\\s+(?:ấy|ta|kia|đó)(?!${L}))`, 'iu'),
  ko: /(?:^|\s)(?:너|넌|니가|네가|너는|당신|자네)(?=\s|$|는|가|도|한테|랑)/u,
  zh: /你|您/u,
};

/** The one person the story names with a role or a relation, or null when it names none or many. */
function onlyPerson(story: string, language: ContentLanguage): string | null {
  const cast = storyCast(story, language);
  return cast.length === 1 ? (cast[0]?.name ?? null) : null;
}

/** An English question told in the second person given back its first-person plural (you are → we are, your → our, you → us). */
function weBack(question: string): string {
  return question.replace(/\byou(?=\s+(?:are|were|have|had|can|could|will|would|should|shall|did|do|need|must|might|may|got|still)\b)/giu, 'we').replace(/\byou(['’])(re|ve|ll|d)\b/giu, 'we$1$2').replace(/\byour\b/giu, 'our').replace(/\byou\b/giu, 'us');
}

/** English: the form of the question word that comes first in the question (ties kept in the forms' order), or null. */
function openingForm(question: string): WhForm | null {
  const found = forms.en.filter(([kind]) => kind !== 'source').map(([kind, pattern]) => [kind, pattern.exec(question)?.index ?? -1] as const).filter(([, at]) => at >= 0);
  const first = found.reduce<readonly [WhForm, number] | null>((best, next) => (best === null || next[1] < best[1] ? next : best), null);
  return first ? first[0] : null;
}

/** A WH question of one of the five forms put to a person of the story, or null. */
export function readWhQuestion(choice: string, told: string, story: string, language: ContentLanguage, late = false): WhQuestion | null {
  // Late (the caller asks for it): a which-way question is answered here too, when the grounded reader cannot find the person.
  const way = late && wayForm[language].test(told);
  if (!way && keptForms[language].test(told)) return null;
  const asked = askedPerson(told, story, language);
  const typedWho = asked ?? directPerson(choice, story, language);
  if (!typedWho) return null;
  // A name the visitor typed in lower case ("mr. okafor") is said as the story spells it ("Mr. Okafor").
  const spelled = language === 'en' ? story.slice(story.toLowerCase().indexOf(typedWho.toLowerCase())).slice(0, typedWho.length) : '';
  const who = spelled.length === typedWho.length && spelled.toLowerCase() === typedWho.toLowerCase() && /\p{Lu}/u.test(spelled) && !/^(?:the|your|a|an)\b/iu.test(typedWho) ? spelled : typedWho;
  // The form is read in the question itself, after the person.
  const at = told.indexOf(typedWho);
  const afterWho = asked && at >= 0 ? told.slice(at + typedWho.length) : told;
  // Round 14b: an English "we" is the player with the person asked; told back in the second person it became "you", so the
  // question is given back its "we" ("ask Marco if we are being followed" → "Yes. We are being followed", never "You are").
  // Round 15: read in the question's own words, so an earlier step of the player's ("I wipe the blood off… and ask Kade who
  // was here before us") does not keep the question's "us" from coming back.
  const typedAt = choice.toLowerCase().indexOf(typedWho.toLowerCase());
  const typedQuestion = asked && typedAt >= 0 ? choice.slice(typedAt + typedWho.length) : choice;
  // A question said straight to the person keeps its "you": it is them (round 15: "why didn't you tell us" is no "us tell us").
  const question = language === 'en' && asked !== null && /\b(?:we|us|our)\b/iu.test(typedQuestion) && !/\b(?:I|me|my)\b/u.test(typedQuestion) ? weBack(afterWho) : afterWho;
  // Round 14: a yes/no question (no question word, a closed form) and a how-many / how-much one are answered by their form.
  const korean = language === 'ko' && asked ? koreanAsk(told) : null;
  const closed = asked !== null && isClosedQuestion(question, language, korean?.ending ?? '');
  const source = forms[language][0];
  // Round 15 (adv16): in English the question word that opens the question is its form; a later one is a clause of its own
  // ("why he came back for us when everyone else fled" asks why, not when; "who was here when the fire started" asks who).
  const opening = language === 'en' ? openingForm(question) : null;
  const timed = opening && opening !== 'when' && opening !== 'duration' ? undefined : forms[language].filter(([kind]) => kind === 'duration' || kind === 'when').find(([, pattern]) => pattern.test(question))?.[0];
  // Round 15: a past event asked about ("what happened to the kid who owned that shoe", "무슨 일 있었냐고", "后来去哪了") is
  // answered as an account, before the who / what / where words inside it ("who owned", 무슨, 哪) read another form.
  const happened = asksHappened(korean?.body ?? question, language);
  const form = way ? 'way' : source && source[1].test(question) ? 'source' : happened ? 'happened' : closed ? 'closed' : timed ?? (asked && readQuantity(question, language) ? 'quantity' : (opening ?? forms[language].find(([, pattern]) => pattern.test(question))?.[0] ?? (asked && (readWhat(korean?.body ?? question, language) || readContents(korean?.body ?? question, language)) ? 'what' : undefined)));
  if (!form) return null;
  // Round 16: a what-question of a narrower form (what is out there, what it means, what was said, what they want, where
  // they got it) is no question about a thing seen or held: the asked-form answer takes it (adventure-asked-form.ts).
  if ((form === 'what' || form === 'where') && narrowForms.has(askedForm(korean?.body ?? question, language) ?? 'what')) return null;
  const said = choice.indexOf(typedWho.replace(/^your\b/iu, 'my'));
  const mine = aboutMe[language].test(said >= 0 ? choice.slice(said + typedWho.length) : choice);
  return { who, form, aboutMe: mine, direct: asked === null, question, ...(korean ? { body: korean.body } : {}), ...(question !== afterWho ? { retold: afterWho } : {}) };
}

/** Asked forms that a what- or where-answer of this reader does not fit. */
const narrowForms: ReadonlySet<AskedForm> = new Set<AskedForm>(['there', 'means', 'says', 'wants', 'got', 'watching']);

/** Signs in a person's own sentence that their answer is not the whole truth (sweat, fidgeting, eyes that slide away). */
const uneasy: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:sweat\w*|wring\w*|twist\w*|fidget\w*|tapping|drumming|trembl\w*|nervous\w*|pale|avoid\w*|won't meet|looks? away|looking away|glances? away|turns? away|stammer\w*|pretend\w*|blush\w*)\b/iu,
  vi: /run run|run rẩy|đổ mồ hôi|lảng|né tránh|tái mặt|lúng túng|bồn chồn|lắp bắp|ấp úng|giả vờ|đỏ mặt|cúi gằm|quay mặt đi|nhìn đi chỗ khác/iu,
  ko: /땀|떨(?!어지|어진|어져|어졌|어뜨|어트)|피하|안절부절|머뭇|두드리|창백|더듬|척한다|척하며|빨개|고개를 돌/u,
  zh: /脸[^，。]{0,4}白了|敲着|发抖|出汗|躲闪|不敢看|发白|坐立不安|结巴|支支吾吾|塞满了烟头|假装|红红的|脸红|耳朵红|避开|移开|别过脸/u,
};

/** Time phrases a story gives (a part of a day, a weekday, a season, "last …", a clock hour). */
const timePhrase: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:since|until|before|after|around|at|last|this|every|on)\s+(?:(?:last|this|the)\s+)?(?:night|morning|evening|afternoon|winter|summer|spring|autumn|fall|week|month|year|midnight|noon|dawn|dusk|sunset|sunrise|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{1,2}(?::\d{2})?\s*(?:am|pm|o'clock)?)|yesterday|tonight|\d+\s+(?:minutes|hours|days|weeks|years)\s+ago)\b/iu,
  vi: /(?<![\p{L}\p{M}])((?:tối|đêm|sáng|chiều|trưa) (?:qua|nay|hôm qua)|hôm qua|tuần trước|năm ngoái|tháng trước|lúc \d{1,2} giờ(?: \d{1,2})?|\d{1,2} giờ(?: sáng| tối| đêm)?|nửa đêm|rạng sáng)(?![\p{L}\p{M}])/iu,
  ko: /(어젯밤|어제\s?(?:밤|저녁|아침)?|오늘\s?(?:아침|새벽|밤)|그날\s?밤|지난주|지난달|작년|새벽\s?\d{1,2}시|\d{1,2}시(?:\s?\d{1,2}분)?|자정|첫날\s?밤)/u,
  zh: /(那天(?:夜里|晚上|早上|下午)|昨(?:天|晚)(?:夜里|晚上)?|今天(?:早上|上午|下午|晚上)|上周|上个月|去年|半夜|凌晨\d{0,2}点?|\d{1,2}点(?:半|\d{1,2}分)?|午夜)/u,
};

/** Durations a story gives ("eleven years", "ba năm", "11년", "十一年"). */
const durationPhrase: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|a few|several)\s+(?:minutes|hours|days|weeks|months|years))\b/iu,
  vi: /(?<![\p{L}\p{M}])((?:\d+|một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|mấy)\s+(?:phút|tiếng|ngày|tuần|tháng|năm))(?![\p{L}\p{M}])/iu,
  ko: /(\d+\s?(?:분|시간|일|주|달|개월|년)|[한두세네]\s?(?:시간|달|해))/u,
  zh: /([一二三四五六七八九十两几\d]+(?:个)?(?:分钟|小时|天|星期|月|年))/u,
};

/** Places a story names: the noun phrase after a place preposition or before a place particle. */
const placePhrase: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:in|inside|behind|under|beneath|into)\s+(the\s+(?!way\b|edge\b|middle\b|end\b|wall\b|floor\b|water\b|table\b)[a-z]+(?:\s(?!of\b|and\b|with\b|to\b|is\b|was\b|this\b|that\b|every\b|last\b|next\b|morning\b|night\b|evening\b|today\b|tonight\b|all\b|day\b|alone\b|again\b|now\b|too\b)(?![a-z]+(?:ing|ed|ly)\b)[a-z]+)?)\b(?!['’]s)/gu,
  vi: /(?<![\p{L}\p{M}])(?:ở|trong|tại)\s+((?!đó|đây|kia)[\p{Ll}\p{M}]+(?:\s(?!và|thì|là|có|đã|đang|mà|của)[\p{Ll}\p{M}]+)?)/gu,
  ko: /([가-힣0-9]{2,6})(?:에서|에는|에)\s/gu,
  zh: /在([\p{Script=Han}]{2,5}?)(?:里|上|外|门口|旁边)|在([\p{Script=Han}]{2,5}?)(?=[，。,.！？]|$)/gmu,
};

/** The place a text names last (or first), or null. */
function placeIn(text: string, language: ContentLanguage, last = true): string | null {
  const found = [...text.matchAll(placePhrase[language])].map((match) => match[1] ?? match[2] ?? '').filter((place) => place.length > 0 && !(language === 'ko' && /^(?:하룻밤|밤|아침|저녁|새벽|낮|오늘|어제|내일|그날|처음|마지막|옆|앞|뒤|위|아래|안|밖|속|손|자리|쪽|다음|동안|때문|대해|그|이|저)/u.test(place)) && !(language === 'zh' && /^[你我他她它]/u.test(place)));
  return (last ? found[found.length - 1] : found[0]) ?? null;
}

/** Another person the story names with a role or a name (never a word with a place particle such as 댁에), or null. */
function otherPerson(story: string, who: string, language: ContentLanguage): string | null {
  return storyCast(story, language).map((member) => member.name).find((name) => !name.includes(who) && !who.includes(name) && !/(?:에|에서|의|을|를|로)$/u.test(name)) ?? null;
}

/** The place of the story's sentence with a sound in it (footsteps upstairs, a voice in the cellar), or null. */
function soundPlace(story: string, language: ContentLanguage): string | null {
  const sentence = sentenceTexts(story, language).find((line) => heardSound(line, language) && placeIn(line, language) !== null);
  return sentence ? placeIn(sentence, language) : null;
}

/**
 * A where-question about the person's own night in other words (a being or staying verb, a time of night: "where were you
 * at midnight", "tối qua ở đâu", "어젯밤 어디 있었", "昨晚在哪"): it keeps the at-home answer. Its absence with no
 * whereabouts read marks a thing's place (sent, hidden, put).
 */
const thingWhere: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhere\s+(?:were|was|are|is|have|had|did)\s+(?:you|he|she|they)\s+(?:been|staying|sleeping|stay|sleep|go|went)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:ở|đi)\s+đâu/iu,
  ko: /어디(?:에|서)?\s*(?:있었|있|갔|다녀|잤)/u,
  zh: /在哪|去哪|去了哪/u,
};

/** Korean place word as it is. */
const place0 = (place: string): string => place;

/**
 * The person a who-question names: another person of the story, but never the player's own company (asleep upstairs or
 * at the player's side), who was with the player and is no answer to "who stayed here before me" (set K: Brann).
 */
function answeringPerson(story: string, who: string, language: ContentLanguage): string | null {
  return storyCast(story, language).filter((member) => member.place !== 'asleep' && member.place !== 'beside').map((member) => member.name).find((name) => !name.includes(who) && !who.includes(name) && !/(?:에|에서|의|을|를|로)$/u.test(name)) ?? null;
}

/** Another person named inside the question itself (a name the story wrote, not the one asked), or null. */
function thirdPerson(question: string, story: string, who: string, language: ContentLanguage): string | null {
  const cast = storyCast(story, language).map((member) => member.name).filter((name) => question.includes(name) && !who.includes(name) && !name.includes(who));
  if (cast[0]) return cast[0];
  if (language !== 'en' && language !== 'vi') return null;
  const titled = language === 'vi' ? /(?<![\p{L}\p{M}])((?:ông|bà|anh|chị|cô|chú|bác|dì|cậu|em|bé)\s+\p{Lu}[\p{L}\p{M}]*|\p{Lu}[\p{L}\p{M}]*)/gu : /\b((?:Mr|Mrs|Ms|Dr)\.?\s\p{Lu}[\p{L}'-]+|\p{Lu}[\p{Ll}'-]+)/gu;
  return [...question.matchAll(titled)].map((match) => match[1] ?? '').find((name) => name.length > 1 && story.includes(name.replace(/^\p{Ll}+\s/u, '')) && !who.includes(name) && !name.includes(who)) ?? null;
}

/** The story's sentences that name the person (their head word, for a long name). */
function personSentences(story: string, who: string, language: ContentLanguage): string[] {
  const heads = [who, ...who.split(/\s+/u).filter((word) => !/\.$|^(?:the|your|a|an|old|young|little)$/iu.test(word))].filter((head) => head.length >= 2);
  return sentenceTexts(story, language).filter((sentence) => heads.some((head) => sentence.toLowerCase().includes(head.toLowerCase())));
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
/** Korean copula ending on a noun: 어젯밤이에요 / 새벽 두 시예요. */
const koIs = (noun: string): string => `${noun}${finalSound(noun) === 'none' ? '예요' : '이에요'}`;

/** The tell after an answer: uneasy signs in the person's own sentences read as a lie, else the answer sounds true. */
function tellLine(who: string, lie: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return lie ? `${cap(who)} trả lời hơi nhanh quá, và mắt cứ lảng đi chỗ khác. Có gì đó chưa thật.` : `${cap(who)} đáp không chút ngập ngừng, nhìn thẳng vào bạn. Nghe như là thật.`;
    case 'ko':
      return lie ? `대답이 너무 빨리 나온다. ${withParticle(who, '은')} 당신 눈을 피한다. 다 사실은 아닌 것 같다.` : `${withParticle(who, '은')} 망설임 없이 당신 눈을 똑바로 보며 말한다. 거짓말 같지는 않다.`;
    case 'zh':
      return lie ? `${who}答得太快了，眼神一直往旁边躲。这话不全是真的。` : `${who}答得毫不犹豫，直直地看着你。听起来是真话。`;
    default:
      return lie ? `${cap(who)} answers a beat too fast and won't meet your eyes. It isn't the whole truth.` : `${cap(who)} answers without a pause, looking straight at you. It sounds like the truth.`;
  }
}

/** Round 15: the tell after an answer given slowly (an account, a name thought over): not looking at the player, more held back. */
function heldBackLine(who: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} nói mà không nhìn bạn. Chắc chắn còn chuyện chưa kể.`;
    case 'ko':
      return `${withParticle(who, '은')} 말하는 내내 당신 눈을 보지 않는다. 뭔가 더 있는 것 같다.`;
    case 'zh':
      return `${who}说这话的时候一直没看你。肯定还有没说出口的。`;
    default:
      return `${cap(who)} doesn't look at you once while saying it. There is more to it than that.`;
  }
}

/** A clock hour in a story's time words ("at 2 a.m.", "lúc 10 giờ", "새벽 두 시", "十一点"). */
const clockWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:midnight|noon|\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?|o'clock))/iu,
  vi: /giờ|nửa đêm/iu,
  ko: /시|자정/u,
  zh: /点|午夜/u,
};

/** A question that asks for a clock hour, not a day ("what time", "mấy giờ", "몇 시", "几点"). */
const hourAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat time\b|\bat what hour\b/iu,
  vi: /mấy giờ|giờ nào/iu,
  ko: /몇\s*시/u,
  zh: /几点|什么时辰/u,
};

/** A question about something already done (past marker), else something still ahead. */
const pastAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  // Round 16: "the last time" asks about the last one done (最后一次出舱是什么时候), never one still ahead.
  en: /\b(?:did|was|were|had|has|have)\b|\b\w+ed\b|\blast time\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:đã|rồi|vừa|lần cuối|lần trước)(?![\p{L}\p{M}])/iu,
  // A past adnominal before 게 / 것 / 지 ("순찰 돈 게", "본 게") asks about a done act too.
  // An honorific past (찍으셨는지, 가셨는지) is past too.
  ko: /었|았|였|했|던|셨|마지막|[가-힣]*[돈본간온한된진친산든]\s*(?:게|것|지)/u,
  zh: /了|过|的|最后一次|上一次|上次/u,
};

/**
 * The answer to "when": a clock hour only when the question asks one (the story's own hour, or its day word with an
 * hour); otherwise the story's own day words (else its hour), else "a couple of hours ago" for a past act or "soon, not settled"
 * for one still ahead, with no hour or day made up. So "khi nào bạn ấy chuyển trường" is never answered with ten o'clock.
 */
function whenLine(q: WhQuestion, own: string, story: string, language: ContentLanguage, plain = false): string {
  const who = q.who;
  const found = [...[own, story].map((text) => timePhrase[language].exec(text)?.[1] ?? null)].filter((time): time is string => time !== null);
  const hour = found.find((time) => clockWord[language].test(time)) ?? null;
  const day = found.find((time) => !clockWord[language].test(time)) ?? null;
  const wantsHour = hourAsked[language].test(q.question);
  const past = pastAsked[language].test(q.question);
  if (wantsHour) {
    const told = hour ?? (day ? { en: `${day}, a little after eleven`, vi: `${day}, tầm mười một giờ hơn`, ko: `${day} 열한 시 조금 넘어서`, zh: `${day}十一点多` }[language] : null);
    if (language === 'vi') return told ? `“${cap(told)},” ${who} đáp.` : `“Khoảng mười giờ. Có khi muộn hơn một chút,” ${who} đáp.`;
    if (language === 'ko') return told ? `${withParticle(who, '이')} 말한다. “${told.endsWith('서') ? `${told}요` : koIs(told)}.”` : `${withParticle(who, '이')} 말한다. “열 시쯤이요. 조금 넘었을 수도 있고요.”`;
    if (language === 'zh') return told ? `“${told}。”${who}说。` : `“十点左右吧，也可能再晚一点。”${who}说。`;
    return told ? `“${cap(told)},” ${who} says.` : `“Around ten. Maybe a little after,” ${who} says.`;
  }
  // The story's own time words answer first (a day, else its hour); only a story with none gets a day by tense.
  const given = day ?? hour;
  if (given) {
    if (language === 'vi') return `“${cap(given)},” ${who} đáp.`;
    if (language === 'ko') return `${withParticle(who, '이')} 말한다. “${koIs(given)}.”`;
    if (language === 'zh') return `“${given}。”${who}说。`;
    return `“${cap(given)},” ${who} says.`;
  }
  // No time words in the story: a time the person cannot pin down, never a made-up hour or day.
  // Round 15: "since when" (언제부터, từ khi nào, 从什么时候) is answered with a since, to a peer plainly.
  if (sinceAsked[language].test(q.question)) {
    if (language === 'vi') return `“Cũng được chừng hai tiếng rồi. Chính xác từ lúc nào thì không để ý,” ${who} đáp.`;
    if (language === 'ko') return `${withParticle(who, '이')} 말한다. ${plain ? '“두어 시간 전부터. 정확히 몇 시였는지는 기억 안 나.”' : '“두어 시간 전부터요. 정확히 몇 시였는지는 기억이 안 나요.”'}`;
    if (language === 'zh') return `“两个多小时前就在了。具体几点我没注意。”${who}说。`;
    return `“Since a couple of hours ago. I didn't keep track,” ${who} says.`;
  }
  if (past && plain && language === 'ko') return `${withParticle(who, '이')} 말한다. “두어 시간 전이야. 정확한 시각은 기억 안 나.”`;
  if (past) {
    if (language === 'vi') return `“Chừng hai tiếng trước. Chính xác lúc nào thì tôi không nhớ,” ${who} đáp.`;
    if (language === 'ko') return `${withParticle(who, '이')} 말한다. “두어 시간 전이에요. 정확한 시각은 기억이 안 나요.”`;
    if (language === 'zh') return `“两个多小时前吧。具体几点我也说不准。”${who}说。`;
    return `“A couple of hours ago. I couldn't say exactly when,” ${who} says.`;
  }
  if (language === 'vi') return `“Sắp rồi. Thời gian cụ thể thì chưa chốt,” ${who} đáp.`;
  if (language === 'ko') return `${withParticle(who, '이')} 말한다. “곧이요. 정확히 언제인지는 아직 안 정해졌어요.”`;
  if (language === 'zh') return `“快了。具体时间还没定。”${who}说。`;
  return `“Soon. The exact time isn't settled yet,” ${who} says.`;
}

/** A since-when question ("since when", "từ khi nào", "언제부터", "从什么时候"). */
const sinceAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bsince when\b/iu,
  vi: /từ (?:khi nào|lúc nào|bao giờ|hồi nào)/iu,
  ko: /언제부터/u,
  zh: /(?:从)?什么时候(?:开始|起)|从几点/u,
};

/** A Korean question opened by a name with -아 / -야 ("지훈아 너 …"): the player speaks plainly, and so does the answer. */
const koVocative = /^[가-힣]{1,4}(?:아|야)[,\s]/u;

/** Knowing verbs (how do you know) against learning verbs (where did you learn): a teller, or a teacher. */
const knowAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:know|knows|find out|found out|hear|heard|told)\b/iu,
  vi: /biết|nghe/iu,
  ko: /알|들었|아세|아시|압니/u,
  zh: /知道|听说/u,
};

/** The answer to a source question: who told the person, or who taught them, with the story's danger putting it off. */
function sourceLine(q: WhQuestion, story: string, language: ContentLanguage): string {
  const who = q.who;
  const know = knowAsked[language].test(q.question);
  const pressed = storyThreat(story, language) !== null;
  if (language === 'vi') return know ? `${cap(who)} ngập ngừng. “Có người kể cho tôi. Người đó đã tận mắt thấy.${pressed ? ' Ra khỏi đây rồi tôi kể hết.' : ''}”` : `${cap(who)} cười nhẹ. “Hồi nhỏ có người dạy. Tự mày mò thêm nhiều năm nữa.${pressed ? ' Chuyện dài lắm, để sau.' : ''}”`;
  if (language === 'ko') return know ? `${withParticle(who, '은')} 잠깐 머뭇거리다 말한다. “직접 본 사람한테 들었어요.${pressed ? ' 여기서 나가면 다 얘기할게요.' : ''}”` : `${withParticle(who, '은')} 살짝 웃으며 말한다. “어릴 때 누가 가르쳐 줬어요. 그다음엔 혼자 오래 익혔고요.${pressed ? ' 긴 얘기라 나중에 할게요.' : ''}”`;
  if (language === 'zh') return know ? `${who}迟疑了一下：“有人告诉过我，那个人亲眼见过。${pressed ? '等出去了我全告诉你。' : ''}”` : `${who}笑了笑：“小时候有人教过我，后来自己又琢磨了很多年。${pressed ? '说来话长，以后再讲。' : ''}”`;
  return know ? `${cap(who)} hesitates. “Someone told me, someone who saw it with their own eyes.${pressed ? " I'll tell you the rest once we're out of this." : ''}”` : `${cap(who)} almost smiles. “Someone taught me when I was young, and I kept at it for years.${pressed ? " It's a long story, for later." : ''}”`;
}

/** Korean elders, told with honorifics. */
const koElder = /할머니|할아버지|선생님|어르신|교수님|박사님/u;

/** A who-question about anyone besides those known ("who else", "còn ai", "또 누가", "还有谁"): nobody is an answer. */
const elseAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:else|besides|apart from|other than)\b/iu,
  vi: /còn ai|ai khác|ngoài/iu,
  ko: /말고|외에|또\s?누[가구]|누[가구]\s?또|빼고|밖에/u,
  zh: /还有谁|除了|别人|其他人|另外/u,
};

/** How a Vietnamese person calls themself answering: their kin title, "em" for a child, else "tôi". */
function viSelf(who: string): string {
  if (/^(?:bé|em|cháu|cậu bé|cô bé|thằng bé)(?:\s|$)/iu.test(who)) return 'em';
  return /^(?!(?:ông|bà|cô) chủ)(anh|chị|cô|chú|bác|ông|bà|thầy|dì)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase() ?? 'tôi';
}

/** Korean speakers who talk to the player plainly (family, friends), not with -요. */
const koPlain = /엄마|아빠|형|누나|언니|오빠|동생|친구/u;

/**
 * The yes or no a closed question gets, with its clause told back (Korean from the body before its ending); a person the
 * story has asleep slept through it.
 */
function closedOf(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage, theme = ''): ClosedAnswer {
  if (castPlace(story, q.who, language) === 'asleep') return { yes: false, said: null, asleep: true };
  const question = language === 'ko' ? (q.body ?? q.question) : q.question;
  return closedAnswer(question, language, { alone: otherPerson(story, q.who, language) === null, light: calm, me: viSelf(q.who), polite: !calm && !plainSpeaker(q.who, theme) });
}

/** A Korean speaker who answers plainly: family and friends, or a peer of the story (지훈이, a bare name among survivors). */
function plainSpeaker(who: string, theme: string): boolean {
  return koPlain.test(who) || koPeer(who, theme);
}

/**
 * What the last scene shows of the person asked a yes/no question: a wound (a body part or blood in their own sentence,
 * when the question asks of harm), unease (eyes that slide away: a dodge), or nothing (the plain answer).
 */
function closedEvidence(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage): { wound: string } | { dodge: true } | null {
  if (castPlace(story, q.who, language) === 'asleep') return null;
  const own = personSentences(story, q.who, language).join(' ');
  // A who-question the story holds no one for, put to a person who shows unease (head down, ears red) in a light story, is
  // dodged too (a tense story gives the name with its own tell of a lie).
  if (q.form === 'who') return calm && answeringPerson(story, q.who, language) === null && !elseAsked[language].test(q.question) && uneasy[language].test(own) ? { dodge: true } : null;
  if (q.form !== 'closed') return null;
  const wound = shownWound(language === 'ko' ? (q.body ?? q.question) : q.question, own, language);
  if (wound) return { wound };
  return uneasy[language].test(own) ? { dodge: true } : null;
}

/** The answer's spoken line for each form, from the story's own facts. */
function answerLine(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage, theme = ''): string {
  const question = q.question;
  const who = q.who;
  const own = personSentences(story, who, language).join(' ');
  const plain = calm || plainSpeaker(who, theme);
  switch (q.form) {
    case 'closed': {
      // Round 14b: the last scene is evidence: a wound it shows is admitted, unease dodges; only then the plain yes or no.
      const evidence = closedEvidence(q, story, calm, language);
      if (evidence && 'wound' in evidence) return woundLine(who, evidence.wound, plain, language);
      if (evidence) return dodgeLine(who, viSelf(who), plain, true, language);
      return closedLine(who, closedOf(q, story, calm, language, theme), calm, koElder.test(who), language, plain);
    }
    case 'what': {
      // Round 14b: what a thing holds is answered in the thing's kind (a chip holds data, a letter words, a chest the genre's riches).
      const contents = readContents(q.body ?? question, language);
      if (contents) return contentsLine(who, contents.kind, theme, plain, language);
      const asked = readWhat(q.body ?? question, language);
      return asked ? whatLine(who, asked, viSelf(who), plain, language) : whenLine(q, own, story, language);
    }
    case 'quantity': {
      const quantity = readQuantity(question, language);
      return quantity ? quantityLine(who, quantity, story, koElder.test(who), language, theme, plainSpeaker(who, theme)) : whenLine(q, own, story, language);
    }
    case 'when':
      return whenLine(q, own, story, language, plain || koVocative.test(q.direct ? q.question : ''));
    case 'happened':
      return happenedLine(who, question, happenedSubject(q.body ?? question, language), plain, language, happenedTrace(story, language));
    case 'source':
      return sourceLine(q, story, language);
    case 'duration': {
      const span = durationPhrase[language].exec(own)?.[1] ?? durationPhrase[language].exec(story)?.[1] ?? null;
      if (language === 'vi') return span ? `“${cap(span)}. Lâu hơn mình tưởng,” ${who} đáp.` : `“Lâu rồi. Lâu hơn mình muốn nhớ,” ${who} đáp.`;
      if (language === 'ko') return span ? `${withParticle(who, '이')} 말한다. “${koIs(span)}. 생각보다 길었죠.”` : `${withParticle(who, '이')} 말한다. “오래됐어요. 기억하고 싶은 것보다 더.”`;
      if (language === 'zh') return span ? `“${span}了。比我想的要久。”${who}说。` : `“很久了。久到我不想去数。”${who}说。`;
      return span ? `“${cap(span)}. Longer than I meant to,” ${who} says.` : `“A long time. Longer than I like to count,” ${who} says.`;
    }
    case 'who': {
      // Round 15 (adv16): a mark engraved on the thing asked about is read; a companion who came in with the player knows
      // no more than they do about who was here before.
      const mark = ownerMark(question, story, language);
      if (mark) return markLine(who, mark, plain, koElder.test(who), viSelf(who), language);
      if (closedEvidence(q, story, calm, language)) return dodgeLine(who, viSelf(who), plain, false, language);
      const other = answeringPerson(story, who, language);
      if (!other && companionBefore(question, story, who, language)) return companionBeforeLine(who, plain, viSelf(who), language);
      // Round 14: a who-question the story holds no one for ("who borrowed it last") gets a name and a time, never a tease;
      // only "who else" may be answered with nobody.
      if (!other && !elseAsked[language].test(question)) {
        return newNameLine(who, newName(story, question, calm, language, theme), calm, koElder.test(who), language, plain);
      }
      if (other) {
        if (language === 'vi') return `${cap(who)} ngập ngừng rồi nói: “${cap(other)}. Ngoài ra không còn ai.”`;
        if (language === 'ko') return `${withParticle(who, '은')} 잠깐 망설이다 말한다. “${koIs(other)}. 그 말고는 없어요.”`;
        if (language === 'zh') return `${who}犹豫了一下：“${other}。除了${other}没有别人。”`;
        return `${cap(who)} hesitates, then says: “${other}. Nobody else.”`;
      }
      const place = soundPlace(story, language) ?? placeIn(story, language);
      if (language === 'vi') return `“Không ai cả. Ít ra là không ai mà tôi biết tên,” ${who} nói${place ? ` — nhưng mắt lại liếc về phía ${place}` : ''}.`;
      if (language === 'ko') return `${withParticle(who, '은')} 말한다. “아무도 없어요. 적어도 내가 아는 사람은.”${place ? ` 그런데 눈길이 ${place} 쪽으로 간다.` : ''}`;
      if (language === 'zh') return `“没有谁。至少没有我叫得出名字的人。”${who}说${place ? `，目光却往${place}那边瞟了一眼` : ''}。`;
      return `“Nobody. Nobody I can name,” ${who} says${place ? ` — but ${who}'s eyes flick toward ${place}` : ''}.`;
    }
    case 'where': {
      // Someone else asked after ("hỏi quản gia xem bà Hạnh đang ở đâu"): where they were last seen, or not since when.
      const third = thirdPerson(question, story, who, language);
      if (third) {
        const seen = placeIn(personSentences(story, third, language).join(' '), language, false);
        if (language === 'vi') return seen ? `“Lần cuối tôi thấy ${third} là ở ${seen},” ${who} đáp.` : `“Từ sáng tới giờ tôi chưa thấy ${third} đâu,” ${who} đáp.`;
        if (language === 'ko') return seen ? `${withParticle(who, '이')} 말한다. “${withParticle(third, '을')} 마지막으로 본 건 ${place0(seen)}에서였어요.”` : `${withParticle(who, '이')} 말한다. “아침부터 ${withParticle(third, '은')} 못 봤어요.”`;
        if (language === 'zh') return seen ? `“我最后一次看到${third}，是在${seen}。”${who}说。` : `“从早上到现在，我都没见过${third}。”${who}说。`;
        return seen ? `“Last I saw, ${third} was in ${seen},” ${who} says.` : `“I haven't seen ${third} since this morning,” ${who} says.`;
      }
      // Where the person was ("where he was last night", "bà ở đâu", "他在哪里"): their own sentence's place, else home; a
      // thing or someone else asked after: the story's place.
      // Round 15: a place that holds the person's own name ("在阿珍的手机里") is a thing of theirs, never where they were.
      const ownPlace = placeIn(own, language, false);
      const asksWhereabouts = whereabouts[language].test(question);
      const place = (ownPlace && !ownPlace.includes(who) ? ownPlace : null) ?? (asksWhereabouts ? null : placeIn(story, language, false));
      // Round 15: where a thing was sent or put ("where she sent the copy"), with no place in the story: somewhere safe, not
      // the person's own night ("In my room, asleep").
      if (!place && !asksWhereabouts && !thingWhere[language].test(question)) {
        if (language === 'vi') return `“Một chỗ an toàn. Giờ bạn chưa biết thì hơn,” ${who} đáp.`;
        if (language === 'ko') return `${withParticle(who, '이')} 말한다. “안전한 곳에요. 지금은 모르는 게 나아요.”`;
        if (language === 'zh') return `“一个安全的地方。现在你还是别知道的好。”${who}说。`;
        return `“Somewhere safe. Better you don't know where, for now,” ${who} says.`;
      }
      if (language === 'vi') return place ? `“Ở ${place} chứ đâu,” ${who} đáp.` : `“Ở nhà. Cả tối ở nhà,” ${who} đáp.`;
      if (language === 'ko') return place ? `${withParticle(who, '이')} 말한다. “${place}에 있었어요.”` : `${withParticle(who, '이')} 말한다. “집에 있었어요. 내내요.”`;
      if (language === 'zh') return place ? `“在${place}，一直在${place}。”${who}说。` : `“在家。一直在家。”${who}说。`;
      return place ? `“${cap(place)}. I was there the whole time,” ${who} says.` : `“In my room, asleep,” ${who} says.`;
    }
    case 'way':
      // The grounded reader's own which-way answer, in the same words (adventure-grounded.ts formAnswer).
      if (language === 'vi') return `${cap(who)} giơ tay chỉ, chẳng chút do dự: “Phía kia kìa. Không xa đâu, cứ đi thẳng là thấy.”`;
      if (language === 'ko') return `${withParticle(who, '은')} 망설임 없이 한쪽을 가리킨다. “저쪽이에요. 멀지 않아요. 곧장 가면 보여요.”`;
      if (language === 'zh') return `${who}毫不犹豫地抬手一指：“那边。不远，一直往前就能看到。”`;
      return `${cap(who)} points without a moment's doubt. “That way. Not far. Keep straight on and you'll see it yourself.”`;
    default: {
      // Round 15: a why about a trick played on the player is owned up to, never a confession of feelings.
      if (asksDeceit(question, language)) return deceitLine(who, calm, plain, language);
      // A why about something kept from the player in a tense story ("为什么不早点告诉我们", the bite hidden) is the person's fear.
      if (!calm && asksHeldBack(question, language)) return heldBackReason(who, plain || koVocative.test(q.direct ? question : ''), language, /你们|我们/u.test(question));
      // Round 15 (adv16): a why about where the person ran off to, with the thing they went for in their hands, is that thing.
      const fetched = calm ? null : fetchedThing(question, own, language);
      if (fetched) return fetchedLine(who, fetched, plain || koVocative.test(q.direct ? question : ''), language);
      // Round 15 (adv16): a why about the person's own return, or about how a thing is ("so cheap"), has its own reason.
      const kind = ownReason(q, story, calm, language);
      const reasonOf = (reason: ReasonKind): string => {
        const danger = storyThreat(story, language)?.phrase ?? null;
        const bare = who.replace(/^(?:the|your)\s+/iu, '').toLowerCase();
        return reasonLine(who, reason, danger && !danger.toLowerCase().includes(bare) ? danger : null, calm, plain || koVocative.test(q.direct ? question : ''), viSelf(who), language, theme);
      };
      if (kind && kind !== 'state') return reasonOf(kind);
      // Round 19 (adv22): a reason built from the question's own clause and the scene (the story's purpose, a thing not
      // done, a thing shut against the danger, someone awaited, the scene's quoted words), told back in the speaker's
      // first person (adventure-why-reason.ts), before how a thing is and the stock "because there was no other way".
      const why = whyReason(who, question, story, calm, plain || koVocative.test(q.direct ? question : ''), language, q.direct);
      if (why) return why.line;
      if (kind) return reasonOf(kind);
      // A reason: about the player, in a calm story, it is the two of them; elsewhere the story's danger or its place.
      if (calm) {
        if (language === 'vi') return q.aboutMe ? `${cap(who)} im một lúc lâu. “Vì là bạn đấy. Với người khác thì dễ nói hơn nhiều.”` : `${cap(who)} nhìn xuống đất. “Vì mình không muốn ai thấy mình thế này.”`;
        if (language === 'ko') return q.aboutMe ? `${withParticle(who, '은')} 한참 말이 없다가 입을 연다. “너라서. 다른 사람한테는 쉽게 말할 수 있었는데, 너한테는 안 되더라.”` : `${withParticle(who, '은')} 바닥만 본다. “이런 모습, 아무한테도 보이기 싫었어.”`;
        if (language === 'zh') return q.aboutMe ? `${who}沉默了好一会儿：“因为是你啊。换了别人，我早就说出口了。”` : `${who}低着头：“我不想让任何人看到我这个样子。”`;
        return q.aboutMe ? `${cap(who)} is quiet for a long moment. “Because it's you. With anyone else it would have been easy to say.”` : `${cap(who)} looks at the ground. “Because I didn't want anyone to see me like this.”`;
      }
      const named = storyThreat(story, language)?.phrase ?? null;
      // The danger is never the person asked ("保安" watching your door is no reason the guard gives).
      const bareWho = who.replace(/^(?:the|your)\s+/iu, '').toLowerCase();
      const threat = named && !named.toLowerCase().includes(bareWho) && !bareWho.includes(named.replace(/^(?:the|a)\s+/iu, '').toLowerCase()) ? named : null;
      const place = placeIn(story, language);
      if (language === 'vi') return threat ? `${cap(who)} hạ giọng: “Vì ${threat}. Chỉ nói được đến đó thôi.”` : place ? `${cap(who)} hạ giọng: “Vì cái ở ${place}. Bạn cũng sẽ thấy thôi.”` : `${cap(who)} hạ giọng: “Vì không còn cách nào khác. Chỉ nói được đến đó thôi.”`;
      // Round 15: a peer (or a friend called by name with -아 / -야) gives the reason plainly.
      if (language === 'ko' && (plain || koVocative.test(q.direct ? question : ''))) return threat ? `${withParticle(who, '이')} 목소리를 낮춘다. “${threat} 때문이야. 여기서 말할 수 있는 건 그것뿐이야.”` : place ? `${withParticle(who, '이')} 목소리를 낮춘다. “${place}에 있는 것 때문이야. 곧 보게 될 거야.”` : `${withParticle(who, '이')} 목소리를 낮춘다. “다른 방법이 없었어. 여기까지만 말할게.”`;
      if (language === 'ko') return threat ? `${withParticle(who, '이')} 목소리를 낮춘다. “${threat} 때문이에요. 여기서 말할 수 있는 건 그것뿐이에요.”` : place ? `${withParticle(who, '이')} 목소리를 낮춘다. “${place}에 있는 것 때문이에요. 곧 보게 될 거예요.”` : `${withParticle(who, '이')} 목소리를 낮춘다. “다른 방법이 없었어요. 여기까지만 말할게요.”`;
      if (language === 'zh') return threat ? `${who}压低声音：“因为${threat}。我只能说到这儿。”` : place ? `${who}压低声音：“因为${place}里的东西。你很快就会看到。”` : `${who}压低声音：“因为没有别的办法。我只能说到这儿。”`;
      return threat ? `${cap(who)}'s voice drops. “Because of ${threat}. That's all I can say here.”` : place ? `${cap(who)}'s voice drops. “Because of what's in ${place}. You'll see it soon enough.”` : `${cap(who)}'s voice drops. “Because there was no other way. That's all I can say here.”`;
    }
  }
}


/**
 * Round 15 (adv16): the reason a why-question has of its own (a return, how a thing is), or null. A return not for the
 * player in a tense story that names a danger or a place keeps that story's own reason ("because of what's in the boathouse").
 */
function ownReason(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage): ReasonKind | null {
  const kind = reasonKind(q.question, calm, language, q.aboutMe);
  const place = placeIn(story, language);
  // A Chinese place read only from "在X，" may be a place with its verb ("在门口抽烟"): only "在X里 / 上 / 外" is sure.
  const sure = place !== null && (language !== 'zh' || story.includes(`在${place}里`) || story.includes(`在${place}上`) || story.includes(`在${place}外`));
  if (kind === 'return' && !calm && (storyThreat(story, language) !== null || sure)) return null;
  return kind;
}

/** The beat's lines: the answer of the asked form, then a tell of truth or a lie (none for a reason in a calm story). */
export function whLines(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage, theme = ''): string[] {
  // A Korean elder answers with honorifics (할머니는 말씀하신다).
  const said = answerLine(q, story, calm, language, theme);
  const answer = language === 'ko' && koElder.test(q.who) ? said.replace(/말한다/u, '말씀하신다') : said;
  // A source answer carries its own hesitation: no second tell of truth after it.
  // A wound admitted or a dodge carries its own tell too.
  if ((q.form === 'why' && (calm || whyReason(q.who, q.question, story, calm, false, language, q.direct) !== null || asksDeceit(q.question, language) || asksHeldBack(q.question, language) || ownReason(q, story, calm, language) !== null || fetchedThing(q.question, personSentences(story, q.who, language).join(' '), language) !== null)) || q.form === 'way' || q.form === 'source' || closedEvidence(q, story, calm, language) !== null) return [answer];
  if (q.form === 'who' && (ownerMark(q.question, story, language) !== null || (answeringPerson(story, q.who, language) === null && companionBefore(q.question, story, q.who, language)))) return [answer];
  // "Nobody", with eyes going to a place of the story, carries its own tell.
  if (q.form === 'who' && elseAsked[language].test(q.question) && answeringPerson(story, q.who, language) === null && (soundPlace(story, language) ?? placeIn(story, language)) !== null) return [answer];
  if (calm) return [answer];
  // An account of a past night carries its own pause: only a person whose own sentence shows unease gets a tell, a lie's.
  if (q.form === 'happened') return uneasy[language].test(personSentences(story, q.who, language).join(' ')) ? [answer, heldBackLine(q.who, language)] : [answer];
  const lie = uneasy[language].test(personSentences(story, q.who, language).join(' '));
  // Round 15: a new name given after a moment's thought ("Kade thinks for a moment") is never then said "without a pause":
  // only a lie's tell follows it.
  if (q.form === 'who' && answeringPerson(story, q.who, language) === null && !elseAsked[language].test(q.question)) return lie ? [answer, heldBackLine(q.who, language)] : [answer];
  return [answer, tellLine(q.who, lie, language)];
}

/** Options that follow from the answer: press it, check it, or go where it points (three, the story's own fill in). */
export function whOptions(q: WhQuestion, story: string, calm: boolean, language: ContentLanguage, offered: readonly string[] = [], theme = ''): string[] {
  const who = q.who;
  const other = q.form === 'who' ? answeringPerson(story, who, language) : null;
  const named = q.form === 'who' ? (soundPlace(story, language) ?? placeIn(story, language)) : q.form === 'where' || q.form === 'why' ? placeIn(story, language) : null;
  // "Nobody", with a glance at a place, is no answer to believe.
  const lie = !calm && (uneasy[language].test(personSentences(story, who, language).join(' ')) || (q.form === 'who' && other === null && named !== null));
  // A place an offered option already goes to is not offered twice.
  const place = named && !offered.some((option) => option.includes(named.replace(/^the\s+/iu, ''))) ? named : null;
  const mark = q.form === 'who' ? ownerMark(q.question, story, language) : null;
  if (mark) return markOptions(who, mark, language);
  if (q.form === 'who' && other === null && companionBefore(q.question, story, who, language)) return companionBeforeOptions(who, language);
  const evidence = closedEvidence(q, story, calm, language);
  if (evidence) return 'wound' in evidence ? woundOptions(who, language) : dodgeOptions(who, language);
  if (q.form === 'happened') return happenedOptions(who, language);
  if (q.form === 'why' && asksDeceit(q.question, language)) return deceitOptions(who, calm, language);
  const reason = q.form === 'why' && !asksDeceit(q.question, language) && !(!calm && asksHeldBack(q.question, language)) ? ownReason(q, story, calm, language) : null;
  if (reason) return reasonOptions(who, reason, language);
  if (q.form === 'closed') return closedOptions(who, closedOf(q, story, calm, language, theme), calm, language);
  if (q.form === 'quantity') {
    const quantity = readQuantity(q.question, language);
    if (quantity) return quantityOptions(who, quantity, language);
  }
  if (q.form === 'what') {
    const contents = readContents(q.body ?? q.question, language);
    if (contents) return contentsOptions(who, contents.kind, language);
    const asked = readWhat(q.body ?? q.question, language);
    if (asked) return whatOptions(who, asked, language);
  }
  if (q.form === 'who' && other === null && !elseAsked[language].test(q.question)) return newNameOptions(who, newName(story, q.question, calm, language, theme), language);
  if (q.form === 'source') {
    const know = knowAsked[language].test(q.question);
    const sources: Readonly<Record<ContentLanguage, readonly string[]>> = {
      en: [know ? `Ask ${who} who told them` : `Ask ${who} to show you how`, `Ask ${who} what else they know`],
      vi: [know ? `Hỏi ${who} ai đã kể chuyện đó` : `Nhờ ${who} chỉ cho mình`, `Hỏi ${who} còn biết gì nữa`],
      ko: [know ? `${who}에게 누구한테 들었는지 묻는다` : `${who}에게 가르쳐 달라고 한다`, `${who}에게 또 뭘 아는지 묻는다`],
      zh: [know ? `问${who}是听谁说的` : `请${who}教教你`, `问${who}还知道些什么`],
    };
    return [...sources[language]];
  }
  if (q.form === 'way') {
    const ways: Readonly<Record<ContentLanguage, readonly string[]>> = {
      en: ['Head the way they pointed', `Ask ${who} to come with you`, `Ask ${who} what is over there`],
      vi: ['Đi theo hướng được chỉ', `Rủ ${who} đi cùng`, `Hỏi ${who} bên đó có gì`],
      ko: ['가리킨 쪽으로 간다', `${who}에게 같이 가자고 한다`, `${who}에게 그쪽에 뭐가 있는지 묻는다`],
      zh: ['朝指的方向走', `叫${who}一起去`, `问${who}那边有什么`],
    };
    return [...ways[language]];
  }
  switch (language) {
    case 'vi':
      return [
        calm ? `Ngồi xuống cạnh ${who} một lúc` : lie ? `Nói thẳng với ${who} là bạn không tin` : `Hỏi ${who} chuyện gì xảy ra sau đó`,
        other ? `Đi tìm ${other}` : place && !calm ? `Tự đến ${place} xem` : `Hỏi ${who} còn ai biết chuyện này`,
        calm ? `Hỏi ${who} bạn giúp được gì` : `Tìm thứ gì chứng minh lời ${who}`,
      ];
    case 'ko':
      return [
        calm ? `${who} 옆에 잠시 같이 있어 준다` : lie ? `${who}에게 못 믿겠다고 말한다` : `${who}에게 그다음에 무슨 일이 있었는지 묻는다`,
        other ? `${withParticle(other, '을')} 찾아간다` : place && !calm ? `${place}에 직접 가 본다` : `이 일을 또 아는 사람이 있는지 묻는다`,
        calm ? `${who}에게 내가 뭘 해 주면 되는지 묻는다` : `${who}의 말을 확인할 증거를 찾는다`,
      ];
    case 'zh':
      return [
        calm ? `在${who}身边坐一会儿` : lie ? `直接告诉${who}你不信` : `问${who}后来发生了什么`,
        other ? `去找${other}` : place && !calm ? `亲自去${place}看看` : `问${who}还有谁知道这件事`,
        calm ? `问${who}你能帮上什么` : `找证据核实${who}的话`,
      ];
    default:
      return [
        calm ? `Stay with ${who} for a while` : lie ? `Tell ${who} you don't believe it` : `Ask ${who} what happened after that`,
        other ? `Go and find ${other}` : place && !calm ? `Go to ${place} yourself` : `Ask ${who} who else knows`,
        calm ? `Ask ${who} what would help` : `Look for something that proves or breaks ${who}'s answer`,
      ];
  }
}

/** The question told back once in the second person when it was said straight to the person. */
export function directRetell(q: WhQuestion, choice: string, language: ContentLanguage): string {
  const bare = choice.trim().replace(/^["“‘']|["”’']$/gu, '');
  const said = `${bare.replace(/^\p{Ll}/u, (first) => first.toUpperCase())}${/[?？]$/u.test(bare) ? '' : language === 'zh' ? '？' : '?'}`;
  switch (language) {
    case 'vi':
      return `Bạn hỏi thẳng ${q.who}: “${said}”`;
    case 'ko':
      return `당신은 ${q.who}에게 묻는다. “${said}”`;
    case 'zh':
      return `你问${q.who}：“${said}”`;
    default:
      return `You ask ${q.who} straight out: “${said}”`;
  }
}
