/**
 * Kitchen-rescue shape (round 10 of issue 13): a dish the visitor cooked and what went wrong with it ("된장찌개가 너무
 * 짜게 됐어요", "I burned the rice at the bottom of the pot", "红烧肉锅底糊了") gets rescue steps for THAT problem,
 * naming the dish as the visitor wrote it. The chef answers in depth; every other persona gives the first fix briefly
 * in its own voice. A problem word needs a kitchen word beside it (a dish read, a pot, cooking).
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { kitchenProblems, type KitchenProblem, type KitchenProblemLines } from './persona-chat-fix-kitchen-lines.ts';
import { kitchenDefects, readKitchenYesNo, unlistedLines, yesNoLine, type KitchenDefect, type KitchenYesNo } from './persona-chat-fix-kitchen-defects.ts';
import { closingLine, fixRegister, pickOne, type FixRegister } from './persona-chat-fix-voice.ts';
import { bakeNamed } from './persona-chat-chef-bake.ts';
import { secondPerson } from './persona-chat-clause12.ts';

/** A dish and what went wrong with it. */
export interface KitchenRescue {
  problem: KitchenProblem | KitchenDefect;
  /** A yes/no sub-question asked beside the problem, answered first. */
  yesNo?: KitchenYesNo | null;
  /** The dish in the visitor's own words, or null when no sure noun phrase was read. */
  dish: string | null;
  /** The visitor asks whether part of it can be saved (the top, the rest). */
  savePart: boolean;
  /** Round 12 (Vietnamese): the problem's own clause with its subject, told back whole ("cá bị dính chảo rồi nát"), or null. */
  told?: string | null;
}

/** Vietnamese adverbs between a subject and its verb ("cá cứ dính", "bánh lúc nào cũng cháy"). */
const viMarker = /(?<![\p{L}])(?:lúc nào cũng|lần nào cũng|cứ|lại|hay|toàn|luôn|bị)(?![\p{L}])/iu;
/** Words that cannot open a Vietnamese subject (prepositions, connectives, self-words). */
const viNotSubject = /^(?:với|và|mà|thì|là|của|cho|nhưng|rồi|khi|lúc|nên|vì|để|cũng|sao|em|mình|tôi|tớ|tao|con|anh|chị|bạn|mỗi|lần|hôm)(?![\p{L}])/iu;
/** Chat particles and question tails after a Vietnamese predicate. */
const viTail = /\s+(?:vậy|thế|ạ|à|á|nhỉ|làm sao(?: giờ)?|sao giờ|phải làm sao|ơi|luôn|hết trơn)(?![\p{L}]).*$/iu;

/**
 * The Vietnamese clause holding the problem, told back with its own subject ("cá cứ dính chảo rồi nát" → "cá bị dính
 * chảo rồi nát"), or null when the subject is not a sure noun phrase of one to five words (a verb phrase is never told back
 * without its subject).
 */
function viToldProblem(text: string, at: number): string | null {
  const starts = [...text.slice(0, at).matchAll(/[,.;!?]|(?<![\p{L}])(?:mà|nhưng|thì)(?![\p{L}])/giu)];
  const last = starts[starts.length - 1];
  const from = last ? (last.index ?? 0) + last[0].length : 0;
  const endMatch = /[,.;!?]|(?<![\p{L}])(?:mà|nhưng)(?![\p{L}])/iu.exec(text.slice(at));
  const clause = text.slice(from, endMatch ? at + endMatch.index : text.length).trim();
  const marker = viMarker.exec(clause);
  if (!marker || marker.index === 0) return null;
  const subject = clause.slice(0, marker.index).trim();
  const words = subject.split(/\s+/u);
  if (words.length > 5 || viNotSubject.test(subject)) return null;
  const predicate = clause.slice(marker.index).replace(/^(?:(?:lúc nào cũng|lần nào cũng|cứ|lại|hay|toàn|luôn|bị)\s+)+/iu, '').replace(viTail, '').trim();
  if (predicate.split(/\s+/u).length < 2) return null;
  return secondPerson(`${subject.toLowerCase()} bị ${predicate}`, 'vi');
}

/** Words that place a message in the kitchen. */
const kitchenWords = /\b(?:cook(?:ed|ing)?|made|making|pot|pan|wok|oven|sauce|soup|stew|rice|recipe|dish|dinner|lunch|fr(?:y|ied)|bak(?:e|ed|ing)|boil(?:ed)?|roast(?:ed)?|simmer(?:ed)?|dough|cake|curry|chil(?:i|li)|pasta|noodles?|meat|chicken|beef|pork|gravy|batch|jam|porridge|broth|pancakes?|waffles?|bread|loaf|cookies?|muffins?|pie|tart|omelet(?:te)?|eggs?|steak|fish|salad|dumplings?|flan|pudding|custard|brownies?)\b|(?:nấu|nồi|chảo|món|canh|kho|chè|xào|chiên|cơm|nướng|luộc|hầm|nêm|bánh|cháo|sốt|phở|bún)|(?:찌개|국|밥|볶음|팬|냄비|솥|끓|볶|굽|구웠|요리|반찬|소스|탕|찜|조림|라면|죽|전골|카레|떡볶이|김치)|(?:锅|菜|汤|饭|炒|煮|炖|烧|做|烤|酱|面|肉|粥|蛋|收汁)/iu;

/** Dishes that are baked (a sticky inside means underbaked). */
const bakedDish = /bread|loaf|cake|muffin|brownie|cookie|sourdough|bánh mì|bánh bông lan|빵|케이크|머핀|面包|蛋糕/iu;

/** Words that ask to save part of the dish. */
const savePartAsk = /\b(?:save|salvage|rescue|eat|use) (?:the )?(?:top|rest|upper)\b|\btop (?:part|layer|half)\b|(?:phần (?:trên|còn lại)|lớp trên)|(?:위(?:쪽|에)? (?:부분|건|거)|나머지)|(?:上面的|上层|剩下的)/iu;

/** English words that end a dish noun phrase. */
const enStop = new Set(['for', 'at', 'in', 'on', 'to', 'and', 'but', 'so', 'it', 'that', 'is', 'was', 'with', 'from', 'tonight', 'today', 'yesterday', 'again', 'because', 'this', 'tmrw', 'tomorrow', 'before', 'after', 'i', 'we', 'my', 'its', "it's", 'came', 'turned', 'tastes', 'got', 'went', 'has', 'looks', 'smells', 'of', 'the', 'when', 'while', 'now', 'too', 'way', 'all', 'any', 'last', 'like']);
/** English noun phrases that are not a dish. */
const enNotDish = /^(?:pot|pan|pots|pans|bottom|top|kitchen|oven|stove|kids|family|guests|friends|husband|wife|mom|mum|dad|mother|father|thing|one|time|way|whole thing|stuff|food|big pot|hand|finger|everything|house|smoke alarm|movie|film|book|show|song|game|class|lecture|day|week|life|job|date|party|speech|essay|story|weather|water|coffee shop|joke|music|album|ending|plot|teacher|boss)$/iu;

/** A dish noun phrase from a captured run of English words, cut at the first function word. */
function enPhrase(run: string | undefined): string | null {
  if (!run) return null;
  const words: string[] = [];
  for (const word of run.toLowerCase().split(/\s+/u)) {
    if (enStop.has(word)) break;
    words.push(word);
  }
  const phrase = words.join(' ').replace(/^(?:big|huge|whole|giant|large|small) /u, '');
  return words.length > 0 && !enNotDish.test(phrase) ? phrase : null;
}

/** Vietnamese words that end a dish noun phrase. */
const viStop = new Set(['mình', 'em', 'tôi', 'tớ', 'tao', 'anh', 'chị', 'con', 'nấu', 'làm', 'kho', 'bị', 'quá', 'hơi', 'thì', 'mà', 'sao', 'này', 'đó', 'nay', 'hôm', 'của', 'cho', 'vừa', 'mới', 'hồi', 'lúc', 'rồi', 'cũng', 'đã', 'lại', 'nên', 'giờ', 'ăn', 'để', 'ra', 'xong', 'vì', 'tối', 'trưa', 'sáng', 'khét', 'khê', 'dính', 'cháy', 'hết', 'lửa', 'to', 'nhỏ']);
/** Taste words that end the phrase only when said as the problem ("canh mặn quá"), not inside a name ("canh chua bị…"). */
const viTaste = new Set(['mặn', 'ngọt', 'cay', 'chua', 'nhạt', 'loãng', 'đặc']);
const viIntensifier = new Set(['quá', 'lắm', 'ghê', 'thế', 'vậy', 'rồi', 'hết', 'xỉu', 'lè', 'khé', 'chát', 'nhẽo', 'thếch', 'toẹt']);
const viNotDish = /^(?:nồi|chảo|đáy|món|bếp|nhà|khách|mọi người)$/iu;

/** A dish noun phrase from a captured run of Vietnamese syllables. */
function viPhrase(run: string | undefined): string | null {
  if (!run) return null;
  const words: string[] = [];
  const run2 = run.split(/\s+/u);
  for (let i = 0; i < run2.length; i += 1) {
    const word = run2[i] as string;
    const next = run2[i + 1]?.toLowerCase();
    if (viStop.has(word.toLowerCase())) break;
    if (viTaste.has(word.toLowerCase()) && (next === undefined || viIntensifier.has(next))) break;
    words.push(word);
  }
  const phrase = words.join(' ');
  return words.length > 0 && !viNotDish.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : null;
}

/** Korean nouns that are not the dish (people, times, cookware, parts). */
const koNotDish = /^(?:제가|내가|저|나|오늘|어제|아까|방금|엄마|아빠|남편|아내|와이프|애들|아이|아이들|그게|이게|저녁|점심|아침|냄비|팬|프라이팬|바닥|밑|맛|간|불|국물맛|손님|친구|동생|언니|오빠|누나|형|자리|처음|이번|진짜|완전|너무)$/u;
const koreanDish: readonly RegExp[] = [
  /([가-힣]{2,10})(?:을|를)? ?(?:하다가|만들다가|끓이다가|볶다가|굽다가|부치다가|조리다가|끓였는데|만들었는데|했는데|볶았는데|구웠는데|끓여 봤는데|만들어 봤는데)/u,
  /([가-힣]{2,10}?)(?:이|가|은|는|을|를) (?:너무|좀|완전|엄청|진짜|다|또|바닥|밑|그만|살짝|약간)/u,
  /([가-힣]{2,10}?)(?:이|가) (?:[가-힣]+ ){0,2}(?:짜|싱거|탔|타 버|눌어|매워|매웠|달아|셔|묽|되직|뻑뻑|덜 익|설익|퍼졌|불어|느끼|분리)/u,
];

/** Chinese runs that are not a dish. */
const zhNotDish = /[我你他她]|时候|今天|昨天|锅|的|了|有点|一下/u;
const chineseDish: readonly RegExp[] = [
  /(?<=^|[我了又刚在去要想，,。！？\s])(?:做|煮|炖|烧|煎|烤|熬|蒸|卤)(?:了|的)?(?:一大锅|一锅|一盘|一碗|一份|个)?([\u4e00-\u9fff]{2,5}?)(?:，|,|。|的时候|时|太|结果|但|可是|有点|怎么|却|糊|咸|没熟|粘|表面|中间|里面|底部|上面|外面|全是|都)/u,
  /^(?:我|今天|昨天|刚才|刚刚|晚上|中午|我家|我今天|我昨天|我刚)*(?:做的|煮的|炒的|炖的|烧的)?([\u4e00-\u9fff]{2,5}?)(?:做得|煮得|炒得|炖得|烧得|收汁|太|有点|糊了|咸了|没熟|粘锅|又|煮糊|炒糊|烧糊)/u,
];

/** The dish in the visitor's own words, or null. */
function readDish(text: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const container = /\b(?:pot|pan|batch|bowl|tray|plate|loaf|jar|pitcher) of ((?:[a-z'-]+ ){0,3}[a-z'-]+)/iu.exec(text)?.[1];
    const object = /\b(?:burn(?:ed|t)|scorch(?:ed)?|over-?cook(?:ed)?|under-?cook(?:ed)?|over-?salt(?:ed)?|made|cooked|baked|roasted|fried|ruined|boiled) (?:the|my|our|a|an|some|this) ((?:[a-z'-]+ ){0,3}[a-z'-]+)/iu.exec(text)?.[1];
    const subject = /\b(?:the|my|our|this) ((?:[a-z'-]+ ){0,2}[a-z'-]+?) (?:is|was|came out|turned out|tastes|got|went|has|looks|smells)\b/iu.exec(text)?.[1];
    const owned = /\b([a-z]+'s (?:[a-z'-]+ ){0,2}[a-z'-]+?) (?:is|was|came out|turned out|tastes|got|went|has|looks|smells)\b/iu.exec(text)?.[1];
    const ownedDish = owned ? enPhrase(owned.replace(/^[a-z]+'s /iu, '')) : null;
    return enPhrase(container) ?? enPhrase(object) ?? enPhrase(subject) ?? (ownedDish && owned ? `${owned.split(' ')[0]?.toLowerCase()} ${ownedDish}` : null);
  }
  if (language === 'vi') {
    const container = /(?:^|\s)(?:nồi|chảo|đĩa|tô|bát|mẻ|xoong|khay|ly|cốc|món) ((?:[\p{L}]+ ){0,3}[\p{L}]+)/iu.exec(text)?.[1];
    const cooked = /(?:^|\s)(?:nấu|kho|chiên|rán|xào|luộc|hầm|nướng|làm) (?:nồi |chảo |món |mẻ )?((?:[\p{L}]+ ){0,3}[\p{L}]+)/iu.exec(text)?.[1];
    const fronted = /^((?:[\p{L}]+ ){0,3}[\p{L}]+) (?:em|mình|tôi|tớ|tao|con) (?:nấu|làm|kho|chiên|xào|hấp|nướng|luộc|hầm|rán|đổ|nấu thử|làm thử)/iu.exec(text)?.[1];
    return viPhrase(container) ?? viPhrase(fronted) ?? viPhrase(cooked);
  }
  if (language === 'ko') {
    for (const pattern of koreanDish) {
      const found = pattern.exec(text)?.[1]?.replace(/(?<=[가-힣])(?:을|를)$/u, '');
      if (found && !koNotDish.test(found)) return found;
    }
    return null;
  }
  for (const pattern of chineseDish) {
    const found = pattern.exec(text)?.[1];
    if (found && !zhNotDish.test(found)) return found;
  }
  return null;
}

/** Reads a dish and its problem, or null when the message is not a kitchen problem. */
export function readKitchenRescue(text: string, language: ContentLanguage): KitchenRescue | null {
  let best: { problem: KitchenProblem | KitchenDefect; at: number; end: number } | null = null;
  const all: readonly (readonly [KitchenProblem | KitchenDefect, KitchenProblemLines])[] = [...Object.entries(kitchenDefects), ...Object.entries(kitchenProblems)] as [KitchenProblem | KitchenDefect, KitchenProblemLines][];
  for (const [key, lines] of all) {
    const found = lines.match.exec(text);
    if (!found) continue;
    // The more specific defect word wins where two readings overlap ("너무 질겨": tough, not overcooked).
    const overlapsDefect = best !== null && best.problem in kitchenDefects && found.index <= best.at && found.index + found[0].length > best.at;
    if ((best === null || found.index < best.at) && !overlapsDefect) best = { problem: key, at: found.index, end: found.index + found[0].length };
  }
  // Round 11: a bake that did not rise names itself when no dish phrase was read ("my pancakes come out flat").
  const dish = readDish(text, language) ?? (best?.problem === 'risen' ? bakeNamed(text) : null);
  if (!best) {
    // A defect word nobody listed counts only beside a dish read as a whole phrase.
    const unlisted = dish ? unlistedLines.match.exec(text) : null;
    if (!unlisted || !kitchenWords.test(text)) return null;
    best = { problem: 'defect', at: unlisted.index, end: unlisted.index + unlisted[0].length };
  }
  if (!dish && !kitchenWords.test(text)) return null;
  // Gummy or sticky inside a bake means it is not baked through.
  if (best.problem === 'sticky' && dish && bakedDish.test(dish)) best = { problem: 'undercooked', at: best.at, end: best.end };
  return { problem: best.problem, dish, savePart: savePartAsk.test(text), yesNo: readKitchenYesNo(text, language), told: language === 'vi' ? viToldProblem(text, best.at) : null };
}

/** The lines of a problem or a defect. */
function linesOf(problem: KitchenProblem | KitchenDefect): KitchenProblemLines {
  if (problem === 'defect') return unlistedLines;
  return problem in kitchenDefects ? kitchenDefects[problem as Exclude<KitchenDefect, 'defect'>] : kitchenProblems[problem as KitchenProblem];
}

/** The opening that names the dish and the problem, per register. */
function opening(rescue: KitchenRescue, register: FixRegister, chef: boolean, int: (min: number, max: number) => number): string {
  const said = linesOf(rescue.problem).said;
  const dish = rescue.dish;
  switch (register) {
    case 'en': {
      const head = dish ? `${dish.charAt(0).toUpperCase()}${dish.slice(1)}, ${said.en}` : `${said.en.charAt(0).toUpperCase()}${said.en.slice(1)}`;
      return chef ? `${head}: that's fixable. Here's what I'd do.` : pickOne([`Oh no, ${dish ? `${/'s /u.test(dish) ? '' : 'the '}${dish} came out ${said.en}` : `${said.en}`}!`, `${head}? Okay, don't throw it out!`], int);
    }
    case 'vi': {
      const told = rescue.told ?? `${dish ?? 'món này'} ${said.vi}`;
      return chef ? `${told.charAt(0).toUpperCase()}${told.slice(1)} hả? Đừng đổ đi, cứu được, làm thế này nhé.` : `Ôi, ${told} hả! Đừng đổ đi nha.`;
    }
    case 'koPlain':
      return chef ? `${dish ? `${withParticle(dish, '이')} ` : ''}${said.ko}? 버리지 마, 살릴 수 있어.` : `헉, ${dish ? `${withParticle(dish, '이')} ` : ''}${said.ko}? 버리지 마!`;
    case 'koPolite':
      return `어머, ${dish ? `${withParticle(dish, '이')} ` : ''}${said.ko}요? 버리지 마세요!`;
    case 'koHage':
      return `허, ${dish ? `${withParticle(dish, '이')} ` : ''}${said.ko}? 버리지는 말게.`;
    case 'zh':
      return chef ? `${dish ?? '这道菜'}${said.zh}？别倒，能救，照我说的来。` : `哎呀，${dish ?? '这道菜'}${said.zh}？先别倒！`;
  }
}

/** The first fix, per register. */
function firstFix(rescue: KitchenRescue, register: FixRegister, chef: boolean): string {
  const fix = linesOf(rescue.problem).fix;
  switch (register) {
    case 'en':
      return chef ? `First, ${fix.en}.` : `The quickest fix I know: ${fix.en}.`;
    case 'vi':
      return chef ? `Trước tiên, ${fix.vi}.` : `Cách nhanh nhất mình biết: ${fix.vi}.`;
    case 'koPlain':
      return chef ? `우선 이것부터: ${fix.ko}.` : `제일 빠른 방법은 이거야: ${fix.ko}.`;
    case 'koPolite':
      return `제일 빠른 방법은 이거예요: ${fix.ko}.`;
    case 'koHage':
      return `제일 빠른 방법은 이걸세: ${fix.ko}.`;
    case 'zh':
      return chef ? `第一步，${fix.zh}。` : `我知道最快的办法：${fix.zh}。`;
  }
}

/** The direct answer to "can I save the top part?", said before anything else, naming the dish when it was read. */
function savePartYes(dish: string | null, register: FixRegister): string {
  switch (register) {
    case 'en':
      return `Yes, the top of the ${dish ?? 'pot'} is usually fine.`;
    case 'vi':
      return `Được, phần ${dish ?? 'món'} bên trên thường vẫn ăn được.`;
    case 'zh':
      return `能，${dish ?? ''}上面的部分一般没问题。`;
    default: {
      const head = dish ? `${dish} ` : '';
      return { koPlain: `응, ${head}위쪽은 대부분 멀쩡해.`, koPolite: `네, ${head}위쪽은 대부분 괜찮아요.`, koHage: `그렇네, ${head}위쪽은 대개 멀쩡하네.` }[register];
    }
  }
}

/** Writes the rescue: the dish and problem said back, the fix (the chef adds the further steps), one line in character. */
export function writeKitchenRescue(rescue: KitchenRescue, persona: PersonaKey, language: ContentLanguage, int: (min: number, max: number) => number): string[] {
  const register = fixRegister(persona, language);
  const chef = persona === 'chef';
  const lines: string[] = [];
  const partAnswer = rescue.savePart && (rescue.problem === 'burned' || rescue.problem === 'stuck');
  const direct = rescue.yesNo ? yesNoLine(rescue.yesNo, rescue.problem, rescue.dish, register) : null;
  if (partAnswer) lines.push(savePartYes(rescue.dish, register));
  else if (direct) lines.push(direct);
  else lines.push(opening(rescue, register, chef, int));
  lines.push(firstFix(rescue, register, chef));
  if (chef || rescue.problem === 'defect') lines.push(linesOf(rescue.problem).more[language]);
  lines.push(closingLine(persona, register));
  return lines;
}
