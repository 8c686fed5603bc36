/**
 * An act of care done to a creature or a person of the story (issue 13, round 13): a wound treated or bound, a thing
 * handed or given, a coat put around someone, someone helped up or calmed ("wrap the wolf's paw", "hand the scared cadet my
 * mask", "lấy lá thuốc đắp lên cánh con chim phượng", "다친 사슴 다리에 약초를 발라 준다", "给受伤的小狐狸包扎一下").
 * The receiver is read from the clause's grammar, not from a list of animals or people: the slot after a dative or
 * benefactive marker (to / for / around / X's, "cho" / "lên", 한테 / 에게 / 의 or a bare noun before a body part with
 * -아/어 주다, 给 / 在…身上 / …的), and it must be a run of words the story itself wrote, whole. The story's own sentences
 * about the receiver give its state (wounded, frightened, cold, hostile) and whether it is a creature (its / a classifier
 * such as con, 마리, 只); the beat tells the receiver's reaction to fit that state (a wounded wild thing flinches, then lets
 * you; a frightened child takes it) and the options follow from it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { sentenceTexts } from './text-segments.ts';
import { receiverPhrase } from './adventure-receiver.ts';

/** What the care does: a wound treated, a thing given, a thing put around or over the receiver, the receiver steadied. */
export type TendKind = 'treat' | 'give' | 'cover' | 'steady';

/** The receiver's state in the story. */
export type TendState = 'wounded' | 'scared' | 'upset' | 'cold' | 'need' | 'plain';

/** An act of care read from a choice. */
export interface Tend {
  kind: TendKind;
  /** The receiver, whole, as the story wrote it. */
  receiver: string;
  state: TendState;
  creature: boolean;
  /** The creature bares its teeth or growls in the story. */
  wild: boolean;
  /** The thing handed or put on them, whole, or null when its edges are not sure. */
  thing: string | null;
}

const L = '[\\p{L}\\p{M}]';

/** Verbs of treating a wound, per language (the verb, not the receiver, is listed). */
const treatVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:treat|bandage|wrap|bind|tie|dress|clean|splint|patch|stitch|salve|tend|disinfect|put|rub|press|apply)\w*\b[^.]*?\b(?:[\p{L}-]+'s|his|her|its|their|the)\s+(?:[\p{L}-]+\s)?(?:wounds?|cuts?|paws?|legs?|arms?|wings?|hands?|feet|foot|head|side|shoulder|bleeding|burns?|injur\w*|gash)\b|\b(?:bandage|splint|stitch|disinfect)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:băng|bôi|đắp|rịt|sát trùng|rửa vết|cầm máu|khâu|nẹp|xức)(?![\p{L}\p{M}])/iu,
  ko: /(?:발라|감아|붙여|묶어|닦아|소독해|지혈해|치료해|싸매|동여매)\s*(?:주|준|줘)|붕대|약을|약초를|연고/u,
  zh: /上药|敷药|包扎|止血|擦药|涂药|缠上|绑上|处理伤口|敷上|把伤口|给伤口/u,
};

/** Verbs of giving, putting on or steadying (the dative slot finds the receiver). */
const giveVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  // Any verb with two objects ("fetch the boy a blanket") gives, as the listed verbs do with "to".
  en: /\b(?:give|gives|hand|hands|pass|passes|offer|offers|lend|lends|toss|tosses|share|shares|pour|pours|drape|drapes|put|puts|wrap|wraps|throw|throws|feed|feeds|slip|slips|hold out)\b|^(?:you\s+)?[a-z]+\s+(?:the|that|this)\s+[\p{L}'-]+(?:\s[\p{L}'-]+)?\s+(?:my|your|a|an|some)\s+[\p{L}'-]+/iu,
  vi: /(?<![\p{L}\p{M}])(?:đưa|cho|trao|chìa|nhường|khoác|quàng|đắp|choàng|mời)(?![\p{L}\p{M}])/iu,
  ko: /(?:건네|건넨|줘|준다|주고|줄게|주자|먹여|덮어|걸쳐|둘러|입혀|씌워|나눠)/u,
  zh: /递给|交给|给|披在|盖在|裹在|喂|让给|分给/u,
};

/** Putting a thing around or over the receiver (a coat, a blanket): they pull it close, they take nothing in their hands. */
const coverVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:drape|drapes|wrap|wraps|put|puts|throw|throws|tuck|tucks|lay|lays)\b[^.]*\b(?:around|over|onto)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:khoác|quàng|đắp|choàng|trùm)(?![\p{L}\p{M}])/iu,
  ko: /덮어|걸쳐|둘러|입혀|씌워/u,
  zh: /披在|盖在|裹在|披上|盖上|裹上/u,
};

/** Steadying someone: helping up, calming, holding. */
const steadyVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:help|helps)\s+(.+?)\s+(?:up|to (?:his|her|their|its) feet|stand)\b|\b(?:calm|soothe|comfort|reassure|hug|steady|pet|stroke)\s+(.+?)(?:\s+(?:down|with|by|and|until)\b|$)/iu,
  vi: /(?<![\p{L}\p{M}])(?:đỡ|dỗ|dỗ dành|vỗ về|an ủi|trấn an|ôm)\s+(.+?)(?:\s+(?:dậy|lên|đứng|một lúc|cho)(?![\p{L}\p{M}])|$)/iu,
  ko: /^(.+?)(?:을|를)\s+(?:일으켜|달래|안아|토닥여|진정시켜|쓰다듬어)/u,
  zh: /(?:扶起|扶|安慰|抱住|哄|安抚|摸摸)(.+?)(?:起来|一下|$)/u,
};

/** States read from the receiver's own sentences. */
const wounded: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bleed\w*|blood\w*|wound\w*|injur\w*|hurt|torn|broken|limp\w*|burn(?:ed|t)|gash\w*|caught in)\b/iu,
  vi: /bị thương|máu|cháy sém|gãy|bỏng|rỉ máu|bị kẹp/iu,
  ko: /다친|다쳐|다쳤|피가|피를|상처|부러|박혀|절뚝|찢어/u,
  zh: /伤|血|骨折|瘸|夹住|夹伤/u,
};
const scared: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:shak\w*|trembl\w*|scared|afraid|frightened|terrified|gasp\w*|cry\w*|crying|sob\w*|panic\w*|pressed against)\b/iu,
  vi: /run|sợ|hoảng|khóc|thở dốc|co ro|không nói gì/iu,
  ko: /떨|무서|겁|울고|울먹|헐떡|웅크/u,
  zh: /发抖|害怕|哭|颤|吓|蜷/u,
};
const upset: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:cry\w*|crie[sd]|sob\w*|tears?|weep\w*)\b/iu,
  vi: /khóc|nước mắt|nức nở/iu,
  ko: /울고|울먹|울었|눈물|흐느/u,
  zh: /哭|眼泪|抽泣/u,
};
const cold: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:freez\w*|cold|shiver\w*|chattering|soaked|icy)\b/iu,
  vi: /lạnh|rét|ướt sũng|cóng/iu,
  ko: /추워|춥|얼어|젖은|떨고/u,
  zh: /冷|冻|湿透|光着脚/u,
};
const hostile: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:growl\w*|snarl\w*|bares? (?:its|his|her) teeth|hiss\w*|snap\w*)\b/iu,
  vi: /gầm gừ|gầm lên|(?<![\p{L}\p{M}])gừ|nhe răng|xù lông/iu,
  ko: /으르렁|이빨을 드러|하악/u,
  zh: /龇牙|低吼|咆哮|呲牙/u,
};
/**
 * A creature, from grammar: "its" in its sentences (English), the classifier "con" on it (Vietnamese), 마리 counting it
 * (Korean), 只 / 头 / 匹 / 条 before it with no 个 / 位 (Chinese).
 */
function creatureNear(story: string, receiver: string, about: string, language: ContentLanguage): boolean {
  switch (language) {
    case 'en':
      return /\bits\b/iu.test(about);
    case 'vi':
      return /^con\s(?!gái|trai|người)/iu.test(receiver) || new RegExp(`(?<!${L})con\\s+${receiver.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'iu').test(story);
    case 'ko':
      return new RegExp(`${receiver}[^.]{0,4}마리`, 'u').test(story);
    default: {
      const at = story.indexOf(receiver);
      const before = at >= 0 ? story.slice(Math.max(0, at - 6), at) : '';
      return /[只头匹条]/u.test(before) && !/[个位名]/u.test(before);
    }
  }
}

/** The span a dative or benefactive marker gives as the receiver, per language; each pattern's first group. */
const receiverSlots: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    /\b([\p{L}'-]+(?:\s[\p{L}'-]+){0,2})'s\s+\p{L}+/u,
    /\b(?:to|for|around|over|onto|on)\s+((?:the|that|this|your|a|an)\s+[\p{L}'-]+(?:\s[\p{L}'-]+){0,2}|\p{Lu}[\p{L}'-]+)(?:\s*[,.]|\s+(?:so|and|before|while|then|to)\b|$)/u,
    /^(?:you\s+)?[a-z]+\s+((?:the|that|this)\s+[\p{L}'-]+(?:\s[\p{L}'-]+){0,2}?|\p{Lu}[\p{L}'-]+)\s+(?:my|your|a|an|some|his|her|our)\b/iu,
  ],
  vi: [/(?<![\p{L}\p{M}])(?:cho|lên|vào)\s+(.+)$/iu],
  ko: [/^(.+?)(?:한테|에게|께|의)\s/u, /^(.+?)\s(?:[가-힣]+)에\s/u],
  zh: [/给(.+)$/u, /(?:在|到)(.+?)身上/u, /^(.+?)的/u],
};

/** The longest run of the span's words (any start, whole words) that the story itself wrote, or null. */
function storyRun(span: string, story: string, language: ContentLanguage): string | null {
  const low = story.toLowerCase();
  if (language === 'zh') {
    let best: string | null = null;
    for (let start = 0; start < span.length; start += 1) {
      for (let end = Math.min(span.length, start + 6); end >= start + 2; end -= 1) {
        // A classifier or a demonstrative is no part of the noun ("那只小猫" → 小猫); the later of two equal runs is the head.
        const run = span.slice(start, end).replace(/^[的了把给]+|[的了把给]+$/u, '').replace(/^[那这一]?[只头个匹条位名]/u, '');
        if (run.length >= 2 && low.includes(run) && (best === null || run.length >= best.length)) best = run;
      }
    }
    return best;
  }
  const words = span.replace(/[,.;:!?]+/gu, ' ').trim().split(/\s+/u);
  // Vietnamese puts the head first: the leftmost run of two words or more (or a name) that the story wrote.
  if (language === 'vi') {
    for (let start = 0; start < words.length; start += 1) {
      for (let end = Math.min(words.length, start + 5); end > start; end -= 1) {
        const run = words.slice(start, end).join(' ');
        if ((end - start >= 2 || /^\p{Lu}/u.test(run)) && new RegExp(`(?<!${L})${run.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?!${L})`, 'iu').test(low)) return run;
      }
    }
    return null;
  }
  let best: string | null = null;
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 5); end > start; end -= 1) {
      const run = words.slice(start, end).join(' ');
      const bare = run.replace(/^(?:the|a|an|that|this|your|my)\s+/iu, '');
      if (bare.length < 2 || /^(?:the|a|an|that|this|your|my|it|him|her|them)$/iu.test(bare)) continue;
      const at = new RegExp(`(?<!${L})${bare.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?!${L})`, 'iu');
      if (at.test(low) && (best === null || bare.length > best.length)) best = bare;
    }
  }
  return best;
}

/** Korean: the bare noun before a particle ("다친 사슴 다리에" → 사슴 as the story wrote it). */
function koreanRun(span: string, story: string): string | null {
  const words = span.trim().split(/\s+/u).map((word) => (story.includes(word) ? word : word.replace(/(?:한테|에게|께|의|에|을|를|이|가|은|는)$/u, '')));
  // Korean puts the head last: the last word the story wrote.
  return [...words].reverse().find((word) => word.length >= 1 && story.includes(word) && !/(?:친|픈|은|는|운)$/u.test(word)) ?? null;
}

/** The story's sentences about the receiver, in which its state is read. */
function aboutReceiver(story: string, receiver: string, language: ContentLanguage): string {
  const head = language === 'zh' || language === 'ko' ? receiver : (receiver.split(/\s+/u).pop() ?? receiver);
  // The sentence after a mention goes on about it with its subject dropped or a pronoun ("뒷다리에 화살이 박혀", "It growls").
  const sentences = sentenceTexts(story, language);
  return sentences.filter((sentence, i) => sentence.toLowerCase().includes(head.toLowerCase()) || (sentences[i - 1] ?? '').toLowerCase().includes(head.toLowerCase())).join(' ');
}

/** Where a Vietnamese thing phrase ends: a relative or a place clause ("hộp sữa dâu vừa mua ở căng tin"). */
const viThingEnd = /\s+(?:vừa|mà|đã|ở|từ|rồi|để|và|của|cho|lên|vào|trong)(?:\s|$).*$/iu;

/** The thing handed or put on the receiver, whole (at most four words), or null. */
function givenThing(told: string, receiver: string, language: ContentLanguage): string | null {
  let found: string | null = null;
  if (language === 'en') {
    const esc = receiver.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    found = new RegExp(`${esc}\\s+((?:my|your|the|a|an|some|his|her|our)\\s+[\\p{L}'-]+(?:\\s(?!and\\b|then\\b|so\\b|to\\b|before\\b|while\\b|from\\b)[\\p{L}'-]+){0,2})`, 'iu').exec(told)?.[1]
      ?? /\b(?:give|hand|pass|offer|lend|toss|throw|slip|drape|put|wrap|tuck|lay|share|pour)\s+((?:my|your|the|a|an|some|his|her|our)\s+[\p{L}'-]+(?:\s(?!to\b|around\b|over\b|onto\b|on\b|for\b)[\p{L}'-]+){0,2}?)\s+(?:to|around|over|onto|on|for)\b/iu.exec(told)?.[1] ?? null;
    found = found?.replace(/^my\b/iu, 'your') ?? null;
  } else if (language === 'vi') {
    // Only the clause that holds "cho": "lại gần, đưa cho cô ấy …" gives nothing before it.
    const after = new RegExp(`cho\\s+${receiver.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s+(.+)$`, 'iu').exec(told)?.[1];
    // Vietnamese puts the verb first: the words between it and "cho" / "lên" are the thing ("rót cốc trà nóng cho …").
    const before = /^[\p{L}\p{M}]+\s+(.+?)\s+(?:cho|lên)(?![\p{L}\p{M}])/iu.exec((told.split(/[,;]\s*/u).find((clause) => /(?<![\p{L}\p{M}])(?:cho|lên)(?![\p{L}\p{M}])/iu.test(clause)) ?? told).replace(/^(?:bạn|mình|tôi)\s+/iu, ''))?.[1];
    // The thing before "cho" first; one after the receiver only when it is no clause about them ("cô bé đang run rẩy").
    const later = after && !/^(?:đang|đã|vừa|bị|rất|đứng|ngồi|nằm|ấy|kia|đó)(?![\p{L}\p{M}])/iu.test(after) ? after : undefined;
    found = (before ?? later ?? '').replace(viThingEnd, '').trim() || null;
  } else if (language === 'ko') {
    found = /(?:^|\s)([가-힣]{1,6})(?:을|를)\s/u.exec(told)?.[1] ?? null;
    if (found === receiver) found = null;
  } else {
    found = /把(?:那|这)?(?:件|个|瓶|杯|块|条|张|盒)?([\p{Script=Han}]{1,5}?)(?:递给|交给|借给|送给|分给|让给|给|披在|盖在|裹在|塞给|放在)/u.exec(told)?.[1] ?? null;
  }
  return found && found.split(/\s+/u).length <= 4 && !found.includes(receiver) ? found : null;
}

/** An act of care done to a being of the story, or null. */
export function readTend(told: string, story: string, language: ContentLanguage): Tend | null {
  const steady = steadyVerb[language].exec(told);
  const kind: TendKind | null = treatVerb[language].test(told) ? 'treat' : steady ? 'steady' : coverVerb[language].test(told) ? 'cover' : giveVerb[language].test(told) ? 'give' : null;
  if (!kind) return null;
  // Round 13 (lead): the owner of a wound or a body part is the receiver ("vết thương của con rồng" → con rồng, "the
  // dragon's wound" → the dragon), never the wound itself ("Vết thương nhăn mặt").
  const owner = (span: string): string => (language === 'vi' && /\scủa\s/iu.test(span) ? span.slice(span.toLowerCase().lastIndexOf(' của ') + 5) : language === 'en' ? span.replace(/['’]s\s+[\p{L}-]+.*$/u, '').replace(/^.*?\bof\s+(?=(?:the|a|an|your|my)\s)/iu, '') : span);
  const spans = kind === 'steady' ? [steady?.[1] ?? steady?.[2] ?? ''] : receiverSlots[language].map((slot) => slot.exec(told)?.[1] ?? '').filter((span) => span.length > 0).map(owner);
  // Chinese and Korean treat a wound named before the verb ("受伤的小狐狸", "다친 사슴 다리에"): the clause's own noun.
  if (kind === 'treat' && (language === 'zh' || language === 'ko')) spans.push(told);
  // Round 13 (adv5): a receiver with a modifier ("the woman limping behind the bus", "那个嘴唇干裂的小和尚") is read whole
  // by grammar first; its head is the receiver when the story wrote it, and the modifier is read for their state too.
  const phrase = kind === 'give' || kind === 'cover' ? receiverPhrase(told, language) : null;
  // Only a give clause that is the whole choice: a second clause after it ("，自己冒雨跑回家") is the other readers' to tell.
  const whole = phrase !== null && (language === 'ko' || told.trim().replace(/[.!?。！？]+$/u, '').endsWith(phrase.whole));
  const phraseHead = phrase && whole && phrase.modifier.length > 0 && phrase.head.length >= 2 && story.toLowerCase().includes(phrase.head.toLowerCase()) ? phrase.head : null;
  const heads: (string | null)[] = phraseHead ? [phraseHead] : [];
  for (const span of spans) heads.push(language === 'ko' ? koreanRun(span, story) : storyRun(span, story, language));
  for (const receiver of heads) {
    if (!receiver) continue;
    const described = receiver === phraseHead ? (phrase?.modifier ?? '') : '';
    const about = `${aboutReceiver(story, receiver, language)} ${described}`.trim();
    if (!about) continue;
    const need: TendState = described ? 'need' : 'plain';
    const state: TendState = kind === 'treat' || wounded[language].test(about) ? 'wounded' : upset[language].test(about) ? 'upset' : scared[language].test(about) ? 'scared' : cold[language].test(about) ? 'cold' : need;
    // Care needs a being in need: a thing handed to a shelf or a door is no receiver (one the visitor described is).
    if (state === 'plain' && kind !== 'steady') continue;
    const creature = creatureNear(story, receiver, about, language) || hostile[language].test(about);
    return { kind, receiver, state, creature, wild: hostile[language].test(about), thing: kind === 'give' || kind === 'cover' ? givenThing(told, receiver, language) : null };
  }
  return null;
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The receiver's reaction, fitting its state: a wounded wild thing flinches then lets you, a frightened one takes it. */
export function tendLines(tend: Tend, language: ContentLanguage): string[] {
  const r = tend.receiver;
  const wild = tend.creature && tend.wild;
  const creatureTreated = tend.creature && !tend.wild;
  const wrapped = tend.state === 'cold' || tend.kind === 'cover';
  switch (language) {
    case 'vi': {
      const R = cap(r);
      const it = tend.thing ?? 'nó';
      if (tend.kind === 'steady') return tend.creature ? [`${R} rụt lại một chút, rồi để yên cho bạn vuốt ve.`, 'Hơi thở của nó chậm dần lại.'] : tend.state === 'wounded' ? [`${R} nhăn mặt nhưng cũng đứng dậy được, tựa hẳn vào vai bạn.`, '“Đi chậm thôi…”'] : [`${R} không gạt tay bạn ra. Một lúc sau, ${tend.state === 'upset' ? 'tiếng nấc nhỏ dần' : 'hơi thở chậm lại'}.`, `“…Cảm ơn,” ${r} nói khẽ.`];
      if (tend.kind === 'treat') return wild ? [`${R} giật mình co lại, gầm khẽ trong cổ họng — rồi từ từ nằm yên, để mặc bạn làm.`, 'Máu chậm dần lại. Nó vẫn chưa đứng dậy được, nhưng đã thôi run.'] : creatureTreated ? [`${R} giật mình co lại khi bạn chạm vào — rồi từ từ nằm yên, để mặc bạn làm.`, 'Máu chậm dần lại. Nó nhìn bạn, không còn cố lết đi nữa.'] : [`${R} nhăn mặt, hít một hơi thật sâu, rồi để yên cho bạn làm nốt.`, 'Máu đã cầm lại. “Cảm ơn…” — giọng còn yếu, nhưng đã bớt hoảng.'];
      if (tend.creature) return [`${R} rụt lại một chút, đánh hơi tay bạn, rồi mới chịu nhận ${it}.`, 'Nó nhìn bạn lâu hơn, không còn cảnh giác như trước.'];
      if (wrapped) return [`${R} ngần ngừ, rồi kéo ${it} sát vào người. Cơn run dịu đi một chút.`, `${R} ngước nhìn bạn, lần đầu tiên không quay đi.`];
      if (tend.state === 'upset') return [`${R} ngẩng lên, mắt còn đỏ, nhìn ${it} một lúc rồi mới nhận lấy. “…Cảm ơn.”`, 'Tiếng nấc nhỏ dần. Hai người ngồi im một lúc, không ai nói gì.'];
      if (tend.state === 'need') return [`${R} ngẩng lên, hơi bất ngờ, rồi đưa tay nhận ${it}. “…Cảm ơn.”`, `${R} nhìn bạn lâu hơn một chút, như muốn nhớ mặt bạn.`];
      return [`${R} ngần ngừ một giây, rồi đưa cả hai tay ra nhận ${it}. Cơn run dịu đi một chút.`, `${R} nhích lại gần bạn hơn, như sợ bạn bỏ đi.`];
    }
    case 'ko': {
      const it = tend.thing ? withParticle(tend.thing, '을') : '그것을';
      if (tend.kind === 'steady') return tend.creature ? [`${withParticle(r, '은')} 잠깐 움츠렸다가, 당신 손길에 가만히 몸을 맡긴다.`, '거칠던 숨이 조금씩 가라앉는다.'] : tend.state === 'wounded' ? [`${withParticle(r, '은')} 얼굴을 찡그리면서도 당신 어깨에 기대 일어선다.`, '“천천히 가자…”'] : [`${withParticle(r, '은')} 당신 손을 뿌리치지 않는다. 잠시 뒤, ${tend.state === 'upset' ? '울음이 조금씩 잦아든다' : '숨소리가 차분해진다'}.`, `“…고마워.” ${withParticle(r, '이')} 작게 말한다.`];
      if (tend.kind === 'treat') return wild ? [`${withParticle(r, '이')} 움찔하며 낮게 으르렁댄다. 그러다 천천히 힘을 빼고, 당신이 하는 대로 가만히 둔다.`, '피가 조금씩 멎는다. 아직 일어서지는 못하지만, 떨림은 잦아들었다.'] : creatureTreated ? [`손이 닿자 ${withParticle(r, '이')} 움찔한다. 그러다 천천히 힘을 빼고, 당신이 하는 대로 가만히 둔다.`, '피가 조금씩 멎는다. 더는 도망치려 버둥대지 않고 당신을 바라본다.'] : [`${withParticle(r, '이')} 얼굴을 찡그리며 숨을 들이쉬더니, 끝날 때까지 가만히 있는다.`, '피가 서서히 멎고, “고마워…” 하는 목소리에 조금 힘이 돌아온다.'];
      if (tend.creature) return [`${withParticle(r, '은')} 잠깐 몸을 움츠렸다가, 당신 손 냄새를 맡고 나서야 ${it} 받아들인다.`, '경계하던 눈빛이 조금 누그러진다.'];
      if (wrapped) return [`${withParticle(r, '은')} 잠깐 망설이다가 ${it} 몸에 꼭 감싼다. 떨림이 조금 잦아든다.`, `${withParticle(r, '이')} 처음으로 고개를 들어 당신을 본다.`];
      if (tend.state === 'upset') return [`${withParticle(r, '은')} 젖은 눈으로 고개를 들어 ${it} 한참 보다가 받아 든다. “…고마워.”`, '울음이 조금씩 잦아든다. 한동안 둘 다 아무 말도 하지 않는다.'];
      if (tend.state === 'need') return [`${withParticle(r, '은')} 놀란 듯 고개를 들었다가 ${it} 받아 든다. “…고마워요.”`, `${withParticle(r, '은')} 당신 얼굴을 한 번 더 오래 본다.`];
      return [`${withParticle(r, '은')} 잠깐 망설이다가 ${it} 두 손으로 받아 든다. 떨림이 조금 잦아든다.`, `${withParticle(r, '은')} 당신이 어디 갈까 봐 한 걸음 더 가까이 붙는다.`];
    }
    case 'zh': {
      const it = tend.thing ?? '';
      if (tend.kind === 'steady') return tend.creature ? [`${r}缩了一下，然后任你轻轻抚摸。`, '它的呼吸慢慢平稳下来。'] : tend.state === 'wounded' ? [`${r}疼得皱眉，还是扶着你的肩膀站了起来。`, '“慢点走……”'] : [`${r}没有推开你的手。过了一会儿，${tend.state === 'upset' ? '抽泣声慢慢小了' : '呼吸平稳了下来'}。`, `“……谢谢。”${r}小声说。`];
      if (tend.kind === 'treat') return wild ? [`${r}猛地一缩，喉咙里低低地吼了一声——然后慢慢放松下来，任你处理。`, '血一点点止住了。它还站不起来，但已经不再发抖。'] : creatureTreated ? [`你的手一碰到，${r}就猛地一缩——然后慢慢放松下来，任你处理。`, '血一点点止住了。它不再挣扎着想逃，只是看着你。'] : [`${r}疼得皱了皱眉，吸了口气，一直忍到你弄完。`, '血慢慢止住了。“谢谢……”声音还很虚，但没那么慌了。'];
      if (tend.creature) return [`${r}往后缩了缩，嗅了嗅你的手，才肯接受${it}。`, '它看你的眼神，没有刚才那么警惕了。'];
      if (wrapped) return [`${r}犹豫了一下，把${it || '它'}紧紧裹在身上，抖得没那么厉害了。`, `${r}第一次抬起头看你。`];
      if (tend.state === 'upset') return [`${r}抬起头，眼睛还红着，看了${it || '它'}好一会儿才接过去：“……谢谢。”`, '抽泣声慢慢小了。两个人就这么待了一会儿，谁也没说话。'];
      if (tend.state === 'need') return [`${r}愣了一下，抬头看看你，才伸手接过${it || '去'}：“……谢谢。”`, `${r}又看了你好一会儿，像是要把你记住。`];
      return [`${r}犹豫了一下，用两只手接过${it || '去'}，抖得没那么厉害了。`, `${r}往你身边靠了靠，好像怕你走开。`];
    }
    default: {
      const R = cap(r);
      const the = /^(?:\p{Lu}|the\s|your\s)/u.test(r) ? R : `The ${r}`;
      const it = tend.thing ?? 'it';
      if (tend.kind === 'steady') return tend.creature ? [`${the} shies back, then lets you stroke it.`, 'Its breathing slowly steadies.'] : tend.state === 'wounded' ? [`${the} winces but gets up, leaning hard on your shoulder.`, '“Slowly…”'] : [`${the} doesn't push your hand away. After a moment, ${tend.state === 'upset' ? 'the crying quiets' : 'the breathing slows'}.`, '“…Thanks,” comes out quietly.'];
      if (tend.kind === 'treat') return wild ? [`${the} flinches and growls low at the first touch — then, slowly, it goes still and lets you.`, 'The bleeding eases. It still can\'t stand, but the trembling has stopped.'] : creatureTreated ? [`${the} flinches at the first touch — then, slowly, it goes still and lets you.`, 'The bleeding eases. It stops trying to drag itself away and just watches you.'] : [`${the} winces and sucks in a breath, then holds still until you're done.`, 'The bleeding stops. “Thank you,” comes out weak, but steadier.'];
      if (tend.creature) return [`${the} shies back, sniffs your hand, and only then accepts ${it}.`, 'Its eyes stay on you, less wary than before.'];
      if (wrapped) return [`${the} hesitates, then pulls ${it} close. The shivering eases a little.`, `${the} looks up at you for the first time.`];
      if (tend.state === 'upset') return [`${the} looks up, eyes still wet, and stares at ${it} a moment before taking it. “…Thanks.”`, 'The crying slowly quiets. For a while neither of you says anything.'];
      if (tend.state === 'need') return [`${the} looks up, surprised, then takes ${it}. “…Thank you.”`, `${the} keeps looking at you a moment longer, as if to remember your face.`];
      return [`${the} hesitates, then takes ${it} with both hands. The shaking eases a little.`, `${the} edges closer to you, as if afraid you'll leave.`];
    }
  }
}

/** Options that follow from the reaction: stay with the receiver, take them along, ask what happened (three). */
export function tendOptions(tend: Tend, language: ContentLanguage): string[] {
  const r = tend.receiver;
  switch (language) {
    case 'vi':
      return tend.creature ? [`Ở lại với ${r} cho tới khi nó đứng dậy được`, `Bế ${r} đi chỗ khác an toàn hơn`, 'Xem quanh đây có dấu vết gì'] : [`Hỏi ${r} chuyện gì đã xảy ra`, `Dẫn ${r} đi cùng bạn`, `Ngồi lại với ${r} một lúc`];
    case 'ko':
      return tend.creature ? [`${withParticle(r, '이')} 일어설 때까지 곁에 있는다`, `${withParticle(r, '을')} 안고 안전한 곳으로 옮긴다`, '주변에 다른 흔적이 있는지 살핀다'] : [`${r}에게 무슨 일이 있었는지 묻는다`, `${withParticle(r, '을')} 데리고 같이 간다`, `${r} 곁에 잠시 앉아 있는다`];
    case 'zh':
      return tend.creature ? [`守在${r}身边，等它能站起来`, `抱起${r}，换个安全的地方`, '看看附近还有什么痕迹'] : [`问${r}发生了什么`, `带上${r}一起走`, `在${r}身边坐一会儿`];
    default: {
      const the = /^(?:\p{Lu}|the\s|your\s)/u.test(r) ? r : `the ${r}`;
      return tend.creature ? [`Stay with ${the} until it can stand`, `Carry ${the} somewhere safer`, 'Look around for tracks or traces'] : [`Ask ${the} what happened`, `Take ${the} with you`, `Sit with ${the} for a moment`];
    }
  }
}
