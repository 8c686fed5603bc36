/**
 * Adventure continuations of a visitor's own story built from the CHOSEN action (issue 13, fourth blind read). Read 4
 * found the engine falling into stock scenes whatever the genre (a cave crevice with cold wind in a school logbook hunt,
 * three knocks and a fourth under a romance umbrella, a person hiding from footsteps when a pirate SHIP hides in reefs).
 * Here the choice is read into a scene: the kind of action (go somewhere, search something, hide, stash and blend in,
 * fight your way out, send a drone, speak), its target (the lab, the rowboat, the reefs, the order machine), who goes
 * with the player (the sister, the co-pilot), who moves (a ship hides, a drone goes while the player stays aboard) and the
 * story's goal (the missing logbook, the parts, the treasure map, the stolen design). The beat is written from those, in
 * a tone that fits the story (romance and school never get horror), and the next options follow from the new situation.
 * Every span taken from the visitor's text passes the noun-phrase check (rule A) or is left out; the lines carry no place,
 * weather or object the story did not bring (rule B).
 */
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { isNounPhrase, nounPhraseOrNull } from './adventure-noun-phrase.ts';
import { storyObject } from './adventure-grounded.ts';

/** The kind of scene a choice makes. */
export type SceneKind = 'remote' | 'stash' | 'say' | 'escape' | 'hide' | 'search' | 'go';
/** Light stories (romance, school, everyday life) never get horror beats; tense ones may get suspense. */
export type SceneTone = 'light' | 'tense';

/** What a choice does, read against the story so far. */
export interface Scene {
  kind: SceneKind;
  tone: SceneTone;
  /** Where the action goes or what it acts on ("the chemistry lab", "세운상가", "小岛附近的礁石群"). */
  place: string | null;
  /** What the story is about getting or finding ("sổ đầu bài", "藏宝图", "부품"), and whether it went missing. */
  goal: string | null;
  goalLost: boolean;
  /** Who is with the player ("em gái", "Mina"). */
  companion: string | null;
  /** Who the player speaks to, for `say`. */
  person: string | null;
  /** What chases or threatens ("the ship with the black flag", "đám zombie"). */
  threat: string | null;
  /** The thing used or stashed ("bình cứu hỏa", "设计图"), or the device sent ("the maintenance drone"). */
  thing: string | null;
  /** A rescue or a way out the story showed ("chiếc xe buýt cứu hộ"). */
  hope: string | null;
  /** A problem that stays with the player, as a clause ("你的义眼还被锁定着"), and its noun ("义眼"). */
  problem: string | null;
  problemNoun: string | null;
  /** The direction of a Vietnamese movement ("xuống", "lên"). */
  way: string | null;
  /** The choice stashes a copy, not the thing itself. */
  copy: boolean;
  /** The choice blends into a crowd or walks on as if nothing happened. */
  blend: boolean;
  /** A ship's crew (the ship moves, not a person). */
  aboard: boolean;
  /** The story has a storm. */
  storm: boolean;
  /** The person whose place the player goes to ("the elder" for "the elder's hut"). */
  host: string | null;
  /** The story's own object ("chiếc rương sắt"), rule A checked. */
  object: string | null;
  /** The choice opens the door after hiding something. */
  door: boolean;
  /** The player confesses their feelings (romance). */
  confess: boolean;
}

/** What a language reader gives: the scene without what readScene adds, and whether the story happens aboard. */
type Read = Omit<Scene, 'tone' | 'storm' | 'aboard' | 'object' | 'host' | 'door' | 'confess'> & { aboardHint: boolean };

/** The tone a story asks for: its theme first, then what its words say. */
export function sceneTone(theme: AdventureTheme, story: string): SceneTone {
  if (theme === 'romance' || theme === 'school') return horrorWords.test(story) ? 'tense' : 'light';
  return 'tense';
}
const horrorWords = /ghost|corpse|blood|zombie|monster|ma quỷ|hồn ma|xác sống|zombie|máu|귀신|유령|좀비|시체|피가|鬼|丧尸|尸体|血/iu;

const ok = (span: string | null | undefined, language: ContentLanguage): string | null => {
  const text = span?.trim().replace(/[,.;:!?。，！？、]+$/u, '') ?? '';
  return text && isNounPhrase(text, language) ? text : null;
};

/** The longest run of words (from the left, or the right) of a span that passes rule A. */
function fit(span: string | null | undefined, language: ContentLanguage, fromRight = false): string | null {
  if (!span) return null;
  const text = span.trim().replace(/[,.;:!?。，！？、“”"]+$/u, '');
  const units = language === 'zh' ? [...text] : text.split(/\s+/u);
  for (let size = Math.min(units.length, language === 'zh' ? 12 : 6); size >= 1; size -= 1) {
    const part = (fromRight ? units.slice(units.length - size) : units.slice(0, size)).join(language === 'zh' ? '' : ' ');
    const found = ok(part, language);
    if (found) return found;
  }
  return null;
}

// ——— English ————————————————————————————————————————————————————————————————————————————————————————————————
const enStop = /\s+(?:and|then|to|for|before|after|while|so|but|until|with|as|where|because|if)\b.*$|[,;.!?].*$/iu;
const enClip = (text: string | undefined): string | null => (text ? text.replace(enStop, '').trim() : null);
const enThe = (text: string | null): string | null => (text ? (/^(?:the|a|an|your|my|his|her|their|our)\s/iu.test(text) || /^\p{Lu}/u.test(text) ? text.replace(/^(?:my|our)\s/iu, 'your ').replace(/^(?:a|an)\s/iu, 'the ') : `the ${text}`) : null);

function readEnglish(story: string, choice: string): Read {
  const device = /\b(?:send|fly|launch|deploy|steer)\s+(?:in\s+)?((?:the|a|an|our|my|your)\s+(?:[\w-]+\s+){0,2}(?:drone|probe|robot|bot|rover))\b/iu.exec(choice);
  const stash = /\b(?:hide|stash|tuck|slip|put)\s+(?:a copy of\s+)?((?:the|a|an|my|your)\s+[\w\s'-]+?)\s+(?:in|into|inside|under|behind)\s+((?:the|a|an|my|your|our)\s+[\w\s'-]+?)(?=[,.;]|\s+(?:and|then)\b|$)/iu.exec(choice);
  const hide = /\b(?:hide|take cover|shelter|duck)\s+(?:in|among|behind|inside|under|between)\s+((?:the\s+)?[\w\s'-]+?)(?=[,.;]|\s+(?:and|then|until)\b|$)/iu.exec(choice);
  const search = /\b(?:search|go through|rummage through)\s+((?:the|a|an|his|her|their)\s+[\w\s'-]+?)(?=[,.;]|\s+(?:and|then|for)\b|$)/iu.exec(choice);
  const go = /\b(?:go|goes|head|run|walk|hurry|climb|return|sneak|sail|row|drive|rush|race|ride|fly|swim|travel|dash|make (?:my|your|our) way)\s+(?:back\s+|straight\s+|up\s+|down\s+|off\s+)?(?:to|into|towards?|inside|up to|down to|for)\s+((?:the\s+)?[\w\s'-]+?)(?=[,.;]|\s+(?:and|to|for|then)\b|$)/iu.exec(choice);
  const purpose = /\b(?:to (?:find|buy|look for)|looking for)\s+((?:the|a|an|some)?\s*[\w\s'-]+?)(?=[,.;]|\s+(?:and|then)\b|$)/iu.exec(choice);
  const escape = /\b(?:spray|fire|throw|swing|use)\b[\s\S]*\b(?:run|flee|escape|bolt|race)\b/iu.test(choice);
  const say = /["“][^"”]{2,}["”]|\b(?:say|tell|ask|confess)\b/iu.test(choice);
  const kind: SceneKind | null = device ? 'remote' : stash ? 'stash' : escape ? 'escape' : hide ? 'hide' : search ? 'search' : go ? 'go' : say ? 'say' : null;
  const lost = /\b(?:the|a|an|his|her|their|your)\s+([\w-]+(?:\s[\w-]+)?)\s+(?:is|was|has|had)\s+(?:been\s+)?(?:missing|gone|stolen|lost|vanished|disappeared)/iu.exec(story);
  const sought = /\b(?:stole|stolen|find|looking for|searching for)\s+(?:the|a|an)\s+([\w-]+(?:\s[\w-]+)?)/iu.exec(story);
  const withWhom = /\bwith\s+(\p{Lu}[\w-]+|your\s+(?:sister|brother|friend|partner|co-pilot|dog|mother|father))\b/u.exec(choice);
  const companion = /\b[Yy]our\s+(?:co-pilot|partner|sister|brother|friend|daughter|son|dog)(?:,\s+(\p{Lu}[\w-]+))?/u.exec(story);
  const target = kind === 'remote' ? null : enThe(fit(enClip((stash?.[2] ?? hide?.[1] ?? search?.[1] ?? go?.[1]) as string | undefined), 'en'));
  const goalSeek = purpose ? enThe(fit(enClip(purpose[1]), 'en')) : null;
  return {
    kind: kind ?? 'go',
    place: kind ? target : null,
    goal: goalSeek ?? enThe(fit(lost?.[1] ?? sought?.[1], 'en')),
    goalLost: !goalSeek && Boolean(lost),
    companion: withWhom ? (withWhom[1] as string) : companion ? (companion[1] ?? companion[0].replace(/,.*$/u, '').replace(/^Your/u, 'your')) : null,
    person: null,
    threat: enThe(fit(/\b(?:a|an)\s+([\w\s-]{0,24}?(?:ship|boat|patrol|drone|zombies?|guards?))\b/iu.exec(story)?.[1], 'en')),
    thing: device ? (device[1] as string).replace(/^(?:a|an|my|our)\s/iu, 'the ') : stash ? enThe(fit(stash[1], 'en')) : null,
    hope: enThe(fit(/\b(?:a|an|the)\s+(rescue\s+\w+|helicopter|lifeboat)\b/iu.exec(story)?.[1], 'en')),
    problem: null,
    problemNoun: null,
    way: null,
    copy: /\bcopy\b/iu.test(choice),
    blend: /\b(?:blend|crowd|as if nothing)\b/iu.test(choice),
    aboardHint: /\b(?:ship|boat|deck|cockpit)\b/iu.test(story),
  };
}

// ——— Vietnamese ——————————————————————————————————————————————————————————————————————————————————————————————
const viL = '[\\p{L}\\p{M}\\p{N}]';
const viWord = `${viL}+`;
/** Words that end a Vietnamese noun phrase read from a choice (the next verb, an adverb, a conjunction). */
const viCut = /\s+(?:xem|thử|để|rồi|tìm|hỏi|và|mà|ngay|luôn|lại|nhanh|cho|với|cùng|kéo|xịt|ném|đập|chạy|lấy|trước|sau khi)(?![\p{L}\p{M}]).*$|[,;.!?].*$/iu;
const viClip = (text: string | undefined): string | null => (text ? text.replace(viCut, '').trim() : null);
const viPeople = '(?:em gái|em trai|chị gái|anh trai|em|mẹ|bố|ba|má|bà|ông|bạn thân|vợ|chồng|con)';

function readVietnamese(story: string, choice: string): Read {
  const device = /(?<![\p{L}\p{M}])(?:thả|cho|điều khiển|gửi)\s+((?:chiếc\s+)?(?:drone|flycam|robot|máy bay không người lái)(?:\s+[\p{L}\p{M}]+){0,2})/iu.exec(choice);
  const stash = new RegExp(`(?<![\\p{L}\\p{M}])(?:giấu|cất|nhét|để)\\s+(?:một\\s+)?(?:bản sao\\s+(?:của\\s+)?)?(.+?)\\s+(?:vào|trong|dưới|sau)\\s+(.+)$`, 'iu').exec(choice);
  const hide = /(?<![\p{L}\p{M}])(?:trốn|nấp|núp|ẩn nấp|ẩn)\s+(?:vào|trong|sau|dưới|giữa|ở)\s+(.+)$/iu.exec(choice);
  const search = /(?<![\p{L}\p{M}])(?:lục soát|lục tung|lục|tìm trong|soát)\s+(.+)$/iu.exec(choice);
  const go = /(?<![\p{L}\p{M}])(?:chạy|đi|lao|ghé|quay lại|quay về|tới|đến|trèo|leo)\s+(?:(xuống|lên|ra|vào|sang|qua|về|tới|đến|lại)\s+)?(.+)$/iu.exec(choice);
  const escape = /(?<![\p{L}\p{M}])(?:xịt|ném|bắn|đập|phun|dùng)(?![\p{L}\p{M}])[\s\S]*(?<![\p{L}\p{M}])(?:chạy|thoát|lao)(?![\p{L}\p{M}])/iu.test(choice);
  const say = /[“"][^”"]{2,}[”"]|(?<![\p{L}\p{M}])(?:nói|hỏi|tỏ tình|thổ lộ)(?![\p{L}\p{M}])/iu.test(choice);
  const kind: SceneKind | null = device ? 'remote' : stash ? 'stash' : escape ? 'escape' : hide ? 'hide' : search ? 'search' : go ? 'go' : say ? 'say' : null;
  let place: string | null = null;
  if (kind === 'stash') place = fit(viClip(stash?.[2]), 'vi');
  else if (kind === 'hide') place = fit(viClip(hide?.[1]), 'vi');
  else if (kind === 'search') place = fit(viClip(search?.[1]), 'vi');
  else if (kind === 'go' || kind === 'escape') {
    const moveTo = /(?<![\p{L}\p{M}])(?:chạy|đi|lao|leo|trèo)\s+(?:xuống|lên|ra|vào|sang|qua|về|tới|đến)\s+(.+)$/iu.exec(choice);
    place = fit(viClip(kind === 'escape' ? moveTo?.[1] : go?.[2]), 'vi');
  }
  const lost = new RegExp(`((?:${viWord}\\s+){1,6})(?:biến mất|bị mất|không cánh mà bay|bị đánh cắp|bị trộm|mất tích)`, 'iu').exec(story);
  const purpose = /(?<![\p{L}\p{M}])(?:để tìm|tìm|để mua|mua)\s+(.+)$/iu.exec(choice);
  const seek = kind === 'go' && purpose ? fit(viClip(purpose[1]), 'vi') : null;
  const companionInChoice = new RegExp(`(?<![\\p{L}\\p{M}])(?:kéo|dắt|cõng|bế|cùng|với|theo)\\s+(${viPeople})(?![\\p{L}\\p{M}])`, 'iu').exec(choice);
  const companionInStory = new RegExp(`(?:Bạn|Tôi|bạn|tôi)\\s+(?:và|cùng)\\s+(${viPeople})(?![\\p{L}\\p{M}])`, 'u').exec(story);
  const item = /(?<![\p{L}\p{M}])(?:lấy|dùng|cầm|vớ)\s+(.+?)(?=\s+(?:xịt|ném|đập|phun|bắn|quật|chọi)(?![\p{L}\p{M}]))/iu.exec(choice);
  const threat = /(?<![\p{L}\p{M}])((?:đám|lũ|bầy|bọn)\s+[\p{L}\p{M}]+)/iu.exec(choice) ?? /(?<![\p{L}\p{M}])((?:đám|lũ|bầy|bọn)\s+[\p{L}\p{M}]+)/iu.exec(story);
  return {
    kind: kind ?? 'go',
    place,
    goal: seek ?? (lost ? fit((lost[1] as string).replace(/^.*(?<![\p{L}\p{M}])(?:phát hiện|nhận ra|thấy|rằng|là)\s+/iu, '').trim(), 'vi', true) : null),
    goalLost: !seek && Boolean(lost),
    companion: (companionInChoice?.[1] ?? companionInStory?.[1] ?? null)?.toLowerCase() ?? null,
    person: /(?<![\p{L}\p{M}])(?:hỏi|nói với|bảo|tỏ tình với|thổ lộ với)\s+((?:cô|anh|cậu|em|chị|người) ấy)(?![\p{L}\p{M}])/iu.exec(choice)?.[1] ?? null,
    threat: ok(threat?.[1], 'vi'),
    thing: device ? (device[1] as string) : kind === 'stash' ? fit(viClip(stash?.[1]), 'vi') : fit(item?.[1], 'vi'),
    hope: fit(/(?:một\s+)?((?:chiếc\s+)?(?:xe buýt cứu hộ|xe cứu hộ|xe cứu thương|trực thăng|thuyền cứu hộ|xuồng cứu hộ))/iu.exec(story)?.[1], 'vi'),
    problem: null,
    problemNoun: null,
    way: /(?<![\p{L}\p{M}])(?:chạy|lao)\s+(xuống|lên|ra|vào)(?![\p{L}\p{M}])/iu.exec(choice)?.[1] ?? null,
    copy: /bản sao|sao chép/iu.test(choice),
    blend: /hòa vào|trà trộn|lẫn vào|như không có chuyện gì|như chưa có chuyện gì/iu.test(choice),
    aboardHint: /(?<![\p{L}\p{M}])(?:tàu|thuyền|boong)(?![\p{L}\p{M}])/iu.test(story),
  };
}

// ——— Korean ——————————————————————————————————————————————————————————————————————————————————————————————————
/** Common Korean nouns that stand before a particle like a name does, never a person's name. */
const koCommon = /^(?:엄마|아빠|사진|오늘|내일|어제|졸업식|학교|선생|친구|우리|그날|하루|시간|사람|모자|강당|교장|복도|누군가|누군|당신|부품|화물칸|산소|남은|문은|그런데|저쪽|마음|이름|쪽지|지금|아까)$/u;
/** A word that ends in a place or possessive particle ("장에" of "마지막 장에는") is no name (round 6). */
const koPlaceParticle = /(?:에|의|로|서|도|만|들)$/u;
const koPeople = /(선배|후배|동기|팀장님|팀장|선생님|할머니|할아버지|엄마|아빠|언니|오빠|누나|형|동생|친구)/u;
/** The last one or two words before a particle, when they read as a noun phrase. */
function koNoun(before: string | undefined): string | null {
  if (!before) return null;
  const words = before.trim().split(/\s+/u);
  // "타임머신을 고칠 부품": a word after an object or place particle is a verb's adnominal form, not a modifier noun.
  const afterParticle = words.length >= 3 && /(?:을|를|에|로|에서)$/u.test(words[words.length - 3] ?? '');
  const two = afterParticle ? '' : words.slice(-2).join(' ');
  return (words.length >= 2 && !/(?:을|를|이|가|은|는|에|의|고|며|서|면|다가|하는|하러|으러|러)$/u.test(words[words.length - 2] ?? '') ? ok(two, 'ko') : null) ?? ok(words[words.length - 1], 'ko');
}

function readKorean(story: string, choice: string): Read {
  const device = /(드론|로봇|탐사선|카메라)(?:을|를)\s*(?:먼저\s*)?(?:보낸|띄운|날린|들여보낸|띄워|보내)/u.exec(choice);
  const stash = /([가-힣A-Za-z0-9\s]+?)(?:을|를)\s+(?:복사해\s+|몰래\s+)?([가-힣A-Za-z0-9\s]+?)(?:\s?안)?에\s*(?:숨긴|숨겨|넣는|넣어|감춘|감춰)/u.exec(choice);
  const hide = /([가-힣A-Za-z0-9\s]+?)(?:\s?(?:안|뒤|속|사이|밑))?(?:에|으로|로)\s*(?:몸을\s*)?(?:숨는|숨어|숨긴다|피한|피신)/u.exec(choice);
  const search = /([가-힣A-Za-z0-9\s]+?)(?:을|를)\s*(?:샅샅이\s*)?(?:뒤진|뒤져|수색)/u.exec(choice);
  const go = /([가-힣A-Za-z0-9\s]+?)(?:으로|로|에)\s*(?:다시\s*)?(?:간다|가자|가서|향한|달려간|뛰어간|찾아간|내려간|올라간|들어간|돌아간)/u.exec(choice);
  const escape = /(?:뿌리|쏘|던지|휘두르)[\s\S]*(?:달린|뛴|도망|내려간|빠져나간)/u.test(choice);
  const say = /[“"][^”"]{2,}[”"]|말한다|묻는다|물어본다|고백/u.test(choice);
  const kind: SceneKind | null = device ? 'remote' : stash ? 'stash' : escape ? 'escape' : hide ? 'hide' : search ? 'search' : go ? 'go' : say ? 'say' : null;
  const place = kind === 'stash' ? koNoun(stash?.[2]) : kind === 'hide' ? koNoun(hide?.[1]) : kind === 'search' ? koNoun(search?.[1]) : kind === 'go' || kind === 'escape' ? koNoun(go?.[1]) : null;
  const purpose = /([가-힣A-Za-z0-9\s]+?)(?:을|를)\s*(?:찾으러|사러|구하러|찾아서)/u.exec(choice);
  const lost = /([가-힣A-Za-z0-9\s]+?)(?:이|가)\s*(?:사라졌|없어졌|도난|감쪽같이)/u.exec(story);
  const person = koPeople.exec(choice)?.[1] ?? null;
  const companion = /([가-힣]+?)(?:과|와|랑|이랑|하고)\s*(?:함께|같이)/u.exec(choice) ?? /(?:나|당신)(?:와|과|하고|랑)\s+([가-힣]+?)(?:는|은|이|가)\s/u.exec(story);
  // A name the story gives (윤재가, 서윤에게): a two- or three-syllable word before a subject or dative particle.
  const named = [...story.matchAll(/(?:^|\s)([가-힣]{2,3}?)(?:이가|가|이는|는|에게|와|과)\s/gu)].map((m) => m[1] as string).find((word) => !koCommon.test(word) && !koPlaceParticle.test(word));
  return {
    kind: kind ?? 'go',
    place,
    goal: purpose ? koNoun(purpose[1]) : lost ? koNoun(lost[1]) : null,
    goalLost: !purpose && Boolean(lost),
    companion: ok(companion?.[1], 'ko'),
    person: person ?? named ?? /(?:^|\s)(그 사람|그 남자|그 여자|그 애|그 아이|그 학생|그 손님)(?:이|가|은|는|을|를|에게|과|와)?(?=\s|[.,!?]|$)/u.exec(story)?.[1] ?? null,
    threat: null,
    thing: device ? (device[1] as string) : kind === 'stash' ? koNoun(stash?.[1]) : null,
    hope: /(구조 버스|구조대|구조 헬기|헬기)/u.exec(story)?.[1] ?? null,
    problem: null,
    problemNoun: null,
    way: null,
    copy: /복사|사본/u.test(choice),
    blend: /인파|사람들 틈|섞여|아무 일 없/u.test(choice),
    aboardHint: /(?:배가|배는|배의|갑판|선실|함선|우주선)/u.test(story),
  };
}

// ——— Chinese ————————————————————————————————————————————————————————————————————————————————————————————————
/** A Chinese noun phrase, or its head after the last 的 when the modifier does not pass. */
const zhNoun = (span: string | undefined): string | null => {
  const text = span?.replace(/^(?:一[份张个把本艘辆群只])/u, '').replace(/(?:里|中|内|上)$/u, '') ?? '';
  return ok(text, 'zh') ?? ok(text.slice(text.lastIndexOf('的') + 1), 'zh');
};

function readChinese(story: string, choice: string): Read {
  const device = /(?:派|放|让|把)(?:出)?(无人机|机器人|探测器|维修机器人)/u.exec(choice);
  const stash = /把([^，。,]{1,10}?)(?:复制一份|拷贝一份|备份一份)?(?:藏进|藏到|塞进|放进|藏在|塞到|抱进|锁进|关进)([^，。,]{1,12}?)(?:藏好|藏起来|锁好)?(?=[，。,]|然后|$)/u.exec(choice);
  const hide = /(?:躲进|躲到|躲在|钻进|藏进|藏到|避进)([^，。,]{1,12}?)(?=[，。,]|$)/u.exec(choice);
  const search = /(?:搜查|搜一搜|搜|翻找|翻一翻)([^，。,]{1,8}?)(?=[，。,]|$)/u.exec(choice);
  const go = /(?:赶往|奔向|直奔|去往|飞往|返回|回到|赶到|跑到|跑去|冲到|前往|走进|(?<![黑钻躲藏塞放逃闯抱])进|(?<![回])去(?![开关看找问拿买接见敲喊叫帮救])|(?<![调拿找等得收听看])到)([^，。,]{1,10}?)(?=[，。,]|看看|找|买|$)/u.exec(choice);
  const escape = /(?:喷|砸|扔|开枪|射)[\s\S]*(?:跑|冲|逃)/u.test(choice);
  const say = /[“"][^”"]{2,}[”"]|说|问|表白|坦白/u.test(choice);
  const kind: SceneKind | null = device ? 'remote' : stash ? 'stash' : escape ? 'escape' : hide ? 'hide' : search ? 'search' : go ? 'go' : say ? 'say' : null;
  const place = kind === 'stash' ? zhNoun(stash?.[2]) : kind === 'hide' ? zhNoun(hide?.[1]) : kind === 'search' ? zhNoun(search?.[1]) : kind === 'go' ? zhNoun(go?.[1]) : null;
  const purpose = /(?:找|买)([^，。,]{1,8}?)(?=[，。,]|$)/u.exec(choice);
  const found = /(?:偷出|偷走|丢了|发现|找到|带着)(?:了)?(?:一[张份本个把块枚])([^，。,]{1,12}?)(?=[，。,]|，|$|却|上面)/u.exec(story);
  const lost = /([^，。,]{1,8}?)(?:却|竟然|也|已经|又|居然)?(?:不见了|丢了|失踪了|被偷了)/u.exec(story);
  const locked = /自己的([^，。,]{1,4}?)被(?:远程|人)?(锁定|锁死|追踪|监控|控制)/u.exec(story);
  const companion = /(?:和|跟|带着)([^，。,\s]{1,4}?)(?:一起|一块)/u.exec(choice) ?? /(?:你|我)(?:和|跟)([^，。,\s]{1,4}?)(?=正|在|一起|躲|被)/u.exec(story);
  // "一艘挂着黑旗的船": a measure word opens a complete noun phrase, whatever its modifier; told as "那艘…".
  const threat = /一([艘辆])([^，。,]{1,8}?的(?:船|车))/u.exec(story) ?? /一([群])([^，。,]{0,4}?(?:丧尸|追兵))/u.exec(story);
  return {
    kind: kind ?? 'go',
    place,
    goal: kind === 'go' && purpose ? zhNoun(purpose[1]) : lost ? zhNoun(lost[1]) : zhNoun(found?.[1]),
    goalLost: Boolean(lost) && !(kind === 'go' && purpose),
    companion: ok(companion?.[1], 'zh'),
    person: /(学长|学姐|前辈|老板|大副|船长|搭档)/u.exec(choice)?.[1] ?? null,
    threat: threat ? `那${threat[1] as string}${threat[2] as string}` : null,
    thing: device ? (device[1] as string) : kind === 'stash' ? zhNoun(stash?.[1]) : null,
    hope: /(救援车|救援巴士|直升机|救生艇|救援船)/u.exec(story)?.[1] ?? null,
    problem: locked ? `你的${locked[1] as string}还被${locked[2] as string}着` : null,
    problemNoun: locked ? (locked[1] as string) : null,
    way: null,
    copy: /复制|拷贝|备份/u.test(choice),
    blend: /混进人群|混入人群|人群|假装什么都没发生/u.test(choice),
    aboardHint: /船|甲板|舱|舰/u.test(story),
  };
}

const stormPattern: Readonly<Record<ContentLanguage, RegExp>> = { en: /\bstorm|gale\b/iu, vi: /(?<![\p{L}\p{M}])(?:bão|giông)(?![\p{L}\p{M}])/iu, ko: /폭풍|태풍/u, zh: /风暴|暴风|台风/u };

const confessPattern: Readonly<Record<ContentLanguage, RegExp>> = { en: /\bconfess|\btell (?:him|her|them) (?:how (?:I|you) feel|(?:I|you) like)/iu, vi: /tỏ tình|thổ lộ/iu, ko: /고백/u, zh: /表白|告白/u };
const doorPattern: Readonly<Record<ContentLanguage, RegExp>> = { en: /\b(?:open|answer) the door\b/iu, vi: /mở cửa/iu, ko: /문을 연|문을 열/u, zh: /开门/u };

/** Words that name a person who can open their own door (a lab or a ship's hold has no host). */
const hostPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:the\s+)?(?:elder|witch|wizard|king|queen|doctor|teacher|grandmother|grandfather|grandma|grandpa|granny|aunt|uncle|mother|father|mom|dad|friend|neighbou?r|priest|captain|blacksmith|healer|sage|hermit|baker|headman|chief|professor|detective)$|^\p{Lu}[\p{Ll}-]+$/u,
  vi: /^(?:bà|ông|cô|chú|bác|anh|chị|thầy|mẹ|bố|ba|má|cậu|dì|già|trưởng|sư|\p{Lu})/u,
  ko: /(?:할머니|할아버지|선생님|선배|엄마|아빠|친구|이모|삼촌|고모|스승|노인|장로|마녀|대장장이|의사|이장)$/u,
  zh: /(?:师父|师傅|奶奶|爷爷|外婆|姥姥|老师|朋友|大夫|郎中|长老|掌门|阿姨|叔叔|舅舅|婆婆|村长)$/u,
};

/** The person whose place a trip goes to: "the elder's hut" → "the elder", "nhà bà ngoại" → "bà ngoại", "할머니 집", "师父的家". */
function hostOf(place: string | null, language: ContentLanguage): string | null {
  if (!place) return null;
  const match =
    language === 'vi' ? /^(?:nhà|phòng|quán|tiệm|túp lều)\s+(?:của\s+)?(.+)$/iu.exec(place)
    : language === 'ko' ? /^([가-힣]+?)(?:의)?\s?(?:집|방|가게|사무실|오두막|작업실)$/u.exec(place)
    : language === 'zh' ? /^(.+?)的?(?:家|住处|房间|小屋|铺子|院子)$/u.exec(place)
    : /^((?:the\s+)?[\w-]+)['’]s\s+(?:hut|house|home|cottage|shop|room|office|tower|cabin|flat|apartment|place|tent)$/iu.exec(place);
  const host = match?.[1] ?? null;
  return host && hostPerson[language].test(host) && isNounPhrase(host, language) ? host : null;
}

/** A trip made to look at something ("to get a better look at the bus", "xem thử"): the look is the beat, not the trip. */
const lookPurpose: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bto (?:get a (?:better |closer )?look|see|watch|check|look)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:để xem|để nhìn|để quan sát)(?![\p{L}\p{M}])/iu,
  ko: /보러|구경하러|살피러|확인하러/u,
  zh: /去看看|看个清楚|看清楚|观察/u,
};

/** Reads a choice against the story into a scene, or null when the choice is none of the scene kinds. */
export function readScene(theme: AdventureTheme, story: string, choice: string, language: ContentLanguage): Scene | null {
  const read = language === 'vi' ? readVietnamese(story, choice) : language === 'ko' ? readKorean(story, choice) : language === 'zh' ? readChinese(story, choice) : readEnglish(story, choice);
  const { aboardHint, ...rest } = read;
  const tone = sceneTone(theme, story);
  const confess = confessPattern[language].test(choice);
  // A romance beat is a person's answer; elsewhere a scene needs a target it can be built from.
  if (rest.kind === 'say' && !(tone === 'light' && theme === 'romance')) return null;
  if (rest.kind === 'say' && !rest.person) return null;
  if ((rest.kind === 'go' || rest.kind === 'search' || rest.kind === 'hide' || rest.kind === 'stash') && !rest.place) return null;
  if (rest.kind === 'go' && (!sceneKindRead(language, story, choice) || lookPurpose[language].test(choice))) return null;
  // A ship's story hides or sails the ship: the crew is aboard.
  const aboard = aboardHint && (theme === 'pirate' || rest.kind === 'hide') && rest.kind !== 'remote';
  const object = nounPhraseOrNull(storyObject(story, language), language);
  return { ...rest, tone, aboard, storm: stormPattern[language].test(story), host: hostOf(rest.place, language), object, door: doorPattern[language].test(choice), confess };
}

/** Whether the choice really names a movement (a go scene needs one; a bare fallback never becomes a trip). */
function sceneKindRead(language: ContentLanguage, story: string, choice: string): boolean {
  void story;
  if (language === 'vi') return /(?<![\p{L}\p{M}])(?:chạy|đi|lao|ghé|quay lại|quay về|tới|đến|trèo|leo)(?![\p{L}\p{M}])/iu.test(choice);
  if (language === 'ko') return /(?:으로|로|에)\s*(?:다시\s*)?(?:간다|가자|가서|향한|달려간|뛰어간|찾아간|내려간|올라간|들어간|돌아간)/u.test(choice);
  if (language === 'zh') return /(?:赶往|奔向|直奔|去往|飞往|返回|回到|赶到|跑到|跑去|冲到|前往|走进|去|到|进)/u.test(choice);
  return /\b(?:go|goes|head|run|walk|hurry|climb|return|sneak|sail|row|drive|rush|race|ride|fly|swim|travel|dash|make (?:my|your|our) way)\b/iu.test(choice);
}
