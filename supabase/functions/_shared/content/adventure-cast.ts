/**
 * Who a visitor's story puts in the scene and where (issue 13, round 9b). The deed beat used to find a companion only by
 * fixed markers ("your partner Jax") and then put them beside the player even when the story left them in the van; a
 * role word was taken for a name (동료 비행사 한별 → 비행사). Here a person is read from a role noun followed by a name
 * ("your partner Jax", "Ms. Delgado", "사촌 동생 지우", "游吟诗人阿澈", "thằng Bin"), or from a name a relation verb
 * introduces (헤어진 준호), and their place is read from their own sentence: beside the player, away (in the van, on the
 * radio, in the parking lot), coming towards the player, or asleep. A danger closing in that no word list names ("the
 * elevator has started climbing", "모래 폭풍이 다가오고", "镇长正带着卫兵朝你们走来") is read from its sentence too.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Where the story put a person. */
export type CastPlace = 'beside' | 'away' | 'coming' | 'asleep';

/** A person the story named, and where they are. */
export interface CastMember {
  name: string;
  place: CastPlace;
}

const enRoles = 'co-pilot|copilot|first mate|coworker|co-worker|colleague|friend|cousin|sister|brother|mate|companion|partner|engineer|sidekick|roommate|teammate|navigator|pilot|medic|squire|apprentice|guide|daughter|son|wife|husband|boss|captain|lab partner|deskmate|classmate|neighbor|neighbour|janitor|guard|driver|mentor|teacher|coach|crush';
const koRoles = '동기|제자|동창|주인|사장님|사장|정비사|기술자|의사|간호사|요원|연구원|박사|기사|항해사|조종사|경호원|룸메이트|친구|동생|언니|오빠|누나|형|짝꿍|단짝|동료|사촌|조수|파트너|일행|고등학생|중학생|초등학생|대학생|수험생|후배|선배|소년|소녀|비행사|대원|선장|기장|함장|지휘관|선생님|담임|경비원|집사|엄마|아빠|할머니|할아버지';
const zhRoles = '表哥|表姐|表弟|表妹|哥哥|姐姐|弟弟|妹妹|朋友|同学|同桌|搭档|队友|室友|同伴|诗人|游吟诗人|指令长|船长|舰长|队长|管家|保镖|老师|班主任|学长|学姐|司机|助手|徒弟|师父|向导';
const viKin = 'thằng|con|bé|anh|chị|em|cô|chú|cậu|bác|ông|bà|dì';

/** Role nouns followed by a name, per language; the first group is the name. */
const rolePatterns: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    new RegExp(`\\b(?:[Yy]our|with your|and your|[Tt]he|[Hh]er|[Hh]is)\\s+(?:(?:best|first|old|little|younger|older|only|new|night|lab)\\s+)?(?:${enRoles})\\s*,?\\s+((?:(?:Mr|Ms|Mrs|Dr)\\.\\s)?\\p{Lu}[\\p{Ll}'-]+(?:\\s\\p{Lu}[\\p{Ll}'-]+)?)`, 'u'),
    /\b((?:Mr|Ms|Mrs|Dr|Miss|Captain|Officer|Sergeant)\.?\s\p{Lu}[\p{Ll}'-]+)/u,
    /\b(\p{Lu}[\p{Ll}'-]+),\s+(?:the only other survivor|your (?:friend|partner|companion|cousin|sister|brother))/u,
    /\bwith\s+(\p{Lu}[\p{Ll}'-]+)(?=[,.]|\s+(?:beside|at your side|behind you))/u,
    /\b[Yy]ou and\s+(\p{Lu}[\p{Ll}'-]+)\b/u,
    // "Hollis is on the comms from the bridge": a bare name with where they are or what they are busy with (round 9c).
    /\b(\p{Lu}[\p{Ll}'-]+)\s+(?:is|was)\s+(?:still\s+)?(?:on the (?:comms|radio|phone|line)|calling (?:you|your name|out)|asleep|sleeping|waiting (?:for you|outside|in the))/u,
    // "Theo, the owner's grandson, …": a name with its role after it.
    new RegExp(`\\b(\\p{Lu}[\\p{Ll}'-]+),\\s+(?:the|your|a|an)\\s+(?:[\\p{Ll}'-]+\\s+){0,3}(?:${enRoles}|grandson|granddaughter|nephew|niece|owner|clerk|librarian|barista|nurse|doctor|colleague|coworker|landlord|landlady)\\b`, 'u'),
  ],
  vi: [
    new RegExp(`(?<![\\p{L}\\p{M}])((?:${viKin})\\s+\\p{Lu}[\\p{L}\\p{M}]*(?:\\s\\p{Lu}[\\p{L}\\p{M}]*)?)`, 'u'),
    // "Vy đang ở dưới sân": a name that opens a sentence with where they are (round 9c).
    /(?:^|[.!?,]\s+)(\p{Lu}[\p{Ll}\p{M}]+(?:\s\p{Lu}[\p{Ll}\p{M}]+)?)\s+(?:đang|vẫn đang|vẫn)\s+(?:ở|ngồi|đứng|chơi)(?![\p{L}\p{M}])/u,
    /(?:[Bb]ạn và|cùng với|ngồi cạnh|bên cạnh)\s+(\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)/u,
    /(?:[Bb]ạn cùng bàn|[Bb]ạn cùng lớp|[Bb]ạn cùng phòng|[Ll]ớp trưởng|[Bb]ạn đồng hành|[Bb]ạn thân|[Đđ]ồng đội|[Tt]hủy thủ trưởng|[Tt]huyền trưởng)(?: của bạn)?,?\s+(?:là\s+)?(\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)/u,
  ],
  ko: [
    new RegExp(`(?:${koRoles})(?:\\s(?:${koRoles}))*\\s([가-힣]{2,3}?)(?:이가|이는|이를|이와|이랑|이도|이|가|는|은|를|을|와|과|랑|도|의|에게|한테)?(?![가-힣])`, 'u'),
    // "아래층에서 지우가 부른다": a name right after where they are (round 9c).
    /(?:아래층|위층|계단 아래|문밖|문 밖|복도|마당|밖|거실|부엌)에서\s([가-힣]{2,3}?)(?:이가|이는|이|가|는|은)(?![가-힣])/u,
    /(?:^|\s)([가-힣]\s씨)(?:가|는|를|와|에게|한테)(?![가-힣])/u,
    /(?:헤어진|사귀던|좋아하는|짝사랑하는|만난|첫사랑)\s([가-힣]{2,3}?)(?:이가|이를|이와|이|가|를|을|와|과|는|은)(?![가-힣])/u,
  ],
  zh: [
    new RegExp(`(?:${zhRoles})(?!的|根本|已经|一直|正在|刚刚|马上|突然|终于|还是|总是|从来|好像|似乎|也许|可能|居然|竟然|果然|其实|只是)([\\p{Script=Han}]{2,3}?)(?=说|正|在|站|坐|守|蹲|被|躲|一|第|，|。|、|是|也|还|就|已|的|咳|带|朝|突然|刚|没|不|拿|看|低|抬|笑|哭|趴|和|跟|忽然|悄悄|去|回|出|$)`, 'u'),
    // "楼下的阿杰在喊你": a name right after where they are (round 9c).
    /(?:楼下|楼上|门外|窗外|院子里|走廊里|隔壁|对面)的([\p{Script=Han}]{2,3}?)(?=在|正|说|喊|叫|一直|还|又|，|。)/u,
    /(?:你和|和你|跟你|你跟)([\p{Script=Han}]{2,3}?)(?=躲|一起|正|在|站|坐|守|蹲|困|被|藏|留|，|。|、)/u,
  ],
};

/** Words that are roles, never names (a role chain's last word is no name). */
const notNames = new RegExp(`^(?:${koRoles}|${zhRoles}|You|Your|Bạn|Tôi|The)$|^[가-힣]*소리$|^[\\p{Script=Han}]*声$`, 'u');

/** Words that say a person is away from the player. */
const awayWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:in the (?:van|car|truck|parking lot|lobby|other room|hallway|corridor|cockpit|engine bay|engine room|cargo hold|galley|yard|garden|gym|cafeteria)|on the (?:field|court|pitch)|on the (?:phone|radio|comms|line|other side)|(?:has|had) (?:gone|stepped out|left)|went (?:out|to get|off)|stepped out|is out\b|outside|downstairs|upstairs|far away|miles away|back at|over the radio|at home)\b/iu,
  vi: /(?:ở ngoài|bên ngoài|qua điện thoại|qua bộ đàm|ở xa|dưới nhà|dưới sân|ngoài sân|dưới lầu|trên lầu|tầng dưới|ngoài xe|trong xe|ở bãi xe|ngoài hành lang|ở nhà)/iu,
  ko: /무전|전화|밖에서|바깥|멀리|차에서|차 안|복도|에어록 쪽|아래층|위층|운동장|매점|체육관|마당/u,
  zh: /门外|楼下|楼上|电话|对讲机|无线电|远处|车里|外面|走廊|操场|食堂|小卖部|去.{1,6}了|出去了|回家了/u,
};

/** Words that say a person is coming towards the player. */
const comingWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:walking (?:down|up|toward|towards|over)|coming (?:down|up|over|toward|towards|this way|your way)|is coming|are coming|approaching|heading (?:toward|towards|your way|this way)|on (?:her|his|their) way)\b/iu,
  vi: /đang (?:đi|chạy) (?:tới|đến|lại)|đang tới|đang đến|tiến lại|đi về phía bạn/iu,
  ko: /오고 있|다가오|다가온|걸어온|걸어오|달려오|올라오|올라온|내려오|내려온/u,
  zh: /走来|走过来|赶来|跑过来|过来了|朝你.{0,4}走|上楼来|跑上来|走上来/u,
};

/** Words that say a person is asleep. */
const asleepWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:asleep|sleeping|sleeps|snoring)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:đang ngủ|ngủ say|ngủ|nói mớ)(?![\p{L}\p{M}])/iu,
  ko: /자고 있|잠들|자는|주무시|주무신/u,
  zh: /睡着|在睡|熟睡|睡觉/u,
};

const sentenceSplit = /(?<=(?<!\b(?:Mr|Ms|Mrs|Dr))[.!?。！？\n])/u;

/** Where a clause ends and another person's clause may begin ("…calls you on the radio, and a storm is coming"). */
const clauseEnd: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /;|,\s+(?:and|but|while)\s/u,
  vi: /;|,\s*(?:còn|nhưng|trong khi)\s/u,
  ko: /,/u,
  zh: /，(?:而|但|可)|；/u,
};

/** How many characters before a name a place phrase of theirs may start. */
const placeReach: Readonly<Record<ContentLanguage, number>> = { en: 24, vi: 22, ko: 12, zh: 6 };

/** Where the story's own sentences with a person put them (the first sentence that says so). */
export function castPlace(story: string, name: string, language: ContentLanguage): CastPlace {
  const head = name.replace(/^(?:thằng|con|bé|anh|chị|em|cô|chú|cậu|bác|ông|bà|dì)\s+/u, '');
  for (const sentence of story.split(sentenceSplit).filter((line) => line.includes(head))) {
    // The part of the sentence from the name on: "…and Jax waits in the van" says nothing of whoever came before.
    const from = sentence.slice(Math.max(0, sentence.indexOf(head))).split(clauseEnd[language])[0] ?? '';
    if (asleepWords[language].test(from)) return 'asleep';
    if (comingWords[language].test(from)) return 'coming';
    if (awayWords[language].test(from)) return 'away';
    // A place phrase just before the name ("楼下的阿杰", "아래층에서 지우가", "Ở dưới nhà, anh Phúc", "Downstairs, Theo")
    // puts them there too (round 9c): the words of the same clause right before the name.
    const before = (sentence.slice(0, Math.max(0, sentence.indexOf(head))).split(clauseEnd[language]).pop() ?? '').slice(-placeReach[language]);
    if (awayWords[language].test(before)) return 'away';
  }
  return 'beside';
}

/** What follows a Chinese role word that is no name: an event ("管家失踪了", the butler went missing; round 10). */
const zhNotName = /[了着过]$|^(?:失踪|不见|消失|死|走|来|去|跑|到|被|也|都|又|再|就|却|已|没|不)/u;

/** The people the story names with a role or a relation, in order, each with their place. */
export function storyCast(story: string, language: ContentLanguage): CastMember[] {
  const text = story.split('\n').filter((line) => !/^\s*\d+[.)]\s/u.test(line)).join('\n');
  const found: { at: number; name: string }[] = [];
  for (const pattern of rolePatterns[language]) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      // "同桌林夏把一本相册塞到你手里": a coverb after a two-character name (把, 被, 给…) is no part of it (round 10).
      const read = (match[1] ?? '').trim();
      const name = language === 'zh' && read.length === 3 && /[把被给让对向跟和从将]$/u.test(read) ? read.slice(0, 2) : read;
      if (name.length < 2 || notNames.test(name) || (language === 'zh' && zhNotName.test(name)) || found.some((seen) => seen.name.includes(name) || name.includes(seen.name))) continue;
      found.push({ at: match.index ?? 0, name });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ name }) => ({ name, place: castPlace(text, name, language) }));
}

/** A danger closing in that no word list names, read from a sentence with an approaching verb; the phrase is whole. */
const approachingPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:[Tt]he|[Aa])\s+(?!door\b|light\b)[a-z]+(?:\s(?!is\b|are\b|has\b|have\b|just\b)[a-z]+)?)\s+(?:is|are|has|have)?\s*(?:just\s+)?(?:started\s+|begun\s+)?(?:climbing|coming closer|approaching|closing in|getting closer|moving closer|rising|heading (?:this|our|your) way)\b/u,
  vi: /(?<![\p{L}\p{M}])((?:[Đđ]ám|[Bb]ọn|[Ll]ũ|[Tt]ụi|[Bb]ầy|[Đđ]àn)\s+[\p{Ll}\p{M}]+(?:\s(?!đang)[\p{Ll}\p{M}]+)?)(?:\s+của\s+[\p{L}\p{M}]+(?:\s[\p{L}\p{M}]+)?)?\s+(?:đang\s+)?(?:chèo xuồng\s+)?(?:áp sát|tiến lại|kéo đến|lê từng bước|đuổi theo|đuổi tới|tới gần)/u,
  ko: /(?:^|\s)((?:[가-힣]{1,4}(?<!에서|에게)\s)?[가-힣]{2,4})(?:이|가)\s(?:[^.]*?\s)?(?:다가오|몰려오|가까워지|쫓아오|올라오|기어오)/u,
  zh: /^(?:而|但|可)?([\p{Script=Han}]{2,3}?)(?:正|已经|正在)?(?:带着[\p{Script=Han}]{1,4})?(?:朝|向)[\p{Script=Han}]{1,3}(?:走来|冲来|逼近|赶来|压过来)/u,
};

/** The phrase of a danger or a person closing in, read from the story's approaching sentence, or null. */
export function approachingThing(story: string, language: ContentLanguage): string | null {
  const clauses = story.split(/[,，.。!?！？;；\n]/u).map((clause) => clause.trim());
  const found = clauses.map((clause) => approachingPatterns[language].exec(clause)?.[1]?.trim()).find((phrase) => phrase !== undefined);
  if (found && language === 'vi') return /^(?:bầy|đàn|đám|bọn|lũ|tụi)\s/iu.test(found) ? found.replace(/^\p{Lu}/u, (first) => first.toLowerCase()) : found;
  if (!found || notNames.test(found) || storyCast(story, language).some((member) => found.includes(member.name) || member.name.includes(found))) return null;
  return language === 'en' ? found.replace(/^(?:a|the)\s+/iu, 'the ') : found;
}

/** Someone the story has watching the player, per language; the first group is who, as a whole phrase. */
const watcherPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:[Aa]|[Tt]he)\s+[a-z]+(?:'s)?(?:\s[a-z]+)?)\s+(?:keeps|kept|is|was)\s+(?:eyeing|watching|staring at|glaring at)\b/u,
  vi: /(?<![\p{L}\p{M}])((?:một |tên |gã |bà |ông )?[\p{Ll}\p{M}]+(?:\s[\p{Ll}\p{M}]+){0,2})\s+(?:cứ |đang |vẫn )(?:nhìn chằm chằm|dò xét|theo dõi)/u,
  ko: /^([가-힣]{2,4}(?:\s[가-힣]{2,4})?)(?:이|가)\s(?:[^.]*?\s)?(?:쳐다보|지켜보|노려보|흘끔거)/u,
  zh: /^(?:一个|一位|那个)?([\p{Script=Han}]{2,4}?)(?:一直|不停地?|正)?(?:盯着|打量着?)/u,
};

/** Who the story has watching the player ("a sheriff's deputy keeps eyeing your sneakers"), or null. */
export function watcherThing(story: string, language: ContentLanguage): string | null {
  const clauses = story.split(/[,，.。!?！？;；\n]/u).map((clause) => clause.trim());
  const found = clauses.map((clause) => watcherPatterns[language].exec(clause)?.[1]?.trim()).find((phrase) => phrase !== undefined);
  if (!found || notNames.test(found)) return null;
  return language === 'en' ? found.replace(/^(?:a|the)\s+/iu, 'the ') : found;
}
