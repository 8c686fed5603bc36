/**
 * The grounded fall-through of a continuation (issue 13, round 9). When no reader knows the chosen action's verb ("sew
 * the torn sail", "lock the door behind me", "쪽지를 구겨서 주머니에 넣는다", "用胶带把窗户封死"), the old answer was a stock
 * line ("You do it as calmly as you can, and keep your eyes open") that told nothing of the action and dropped the
 * story's people and danger. Here the action is read only into its broad effect (made fast, destroyed, mended, hidden,
 * let go, sent to someone, or unknown), its plain result is told in the second person without pasting the visitor's
 * words, the companion the story put beside the player reacts, the danger the story named is still there, and the new
 * options follow from that situation. An action whose effect cannot be read gets a short honest "it is done".
 */
import { objectReactLine, readObjectAct } from './adventure-object-react.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { finalSound, withParticle } from './korean-particles.ts';
import { normalizeForMatch } from './text-tools.ts';
import { approachingThing, storyCast, watcherThing, type CastPlace } from './adventure-cast.ts';
import { spentForms } from './adventure-spent.ts';

/** The broad effect of an action whose verb no specific reader knows. */
export type DeedKind = 'strike' | 'secure' | 'destroy' | 'mend' | 'conceal' | 'release' | 'darken' | 'send' | 'leave' | 'unknown';

/** An action read into its effect, with the person it was aimed at (a name from the story or a pronoun). */
export interface Deed {
  kind: DeedKind;
  recipient: string | null;
}

/** The danger a story named, as a phrase the lines can use whole. */
export interface Threat {
  phrase: string;
  plural: boolean;
  sound: boolean;
  coming: boolean;
  /** Someone watching the player, not coming at them. */
  watching?: boolean;
}

const viEdge = '(?<![\\p{L}\\p{M}])';
const viAfter = '(?![\\p{L}\\p{M}])';
const vi = (words: string): RegExp => new RegExp(`${viEdge}(?:${words})${viAfter}`, 'iu');

/** Effect verbs per language, tried in this order (a thing thrown to someone is sent before it is let go). */
const effectVerbs: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [Exclude<DeedKind, 'send' | 'leave' | 'unknown'>, RegExp]>>> = {
  en: [
    ['strike', /\b(?:throw|throws|hurl|hurls|fling|flings|chuck|chucks|swing|swings)\b.*?\bat\b/iu],
    ['darken', /\b(?:blow|blows|snuff|snuffs|put|puts|switch|switches|turn|turns)\s+(?:out|off)\s+(?:the|my|your|all the)\s+(?:candles?|lamps?|lanterns?|lights?|torch|flashlight|fire)\b|\b(?:blow|blows|snuff|snuffs)\s+(?:the|my|your)\s+(?:candles?|lamps?|lanterns?)\s+out\b/iu],
    ['release', /\b(?:cut (?:the )?(?:rope|line|cable|mooring)s?|cut (?:it|them|\w+) loose|let (?:it|them|\w+(?: \w+)?) (?:go|drift|fall)|set (?:it|them|\w+(?: \w+)?) free|release|releases|overboard|throw (?:it|them) away|toss (?:it|them) away)\b/iu],
    ['destroy', /\b(?:tear|tears|tore|rip|rips|burn|burns|grind|grinds|smash|smashes|shred|shreds|break|breaks|crush|crushes|snap|snaps|snapped|break (?:it|them) in (?:two|half)|destroy|destroys|shatter|shatters|into the (?:fire|flames|furnace|hearth|stove))\b/iu],
    ['secure', /\b(?:lock|locks|bolt|bolts|bar|bars|barricade|barricades|seal|seals|board up|boards up|wedge|wedges|nail|nails|block|blocks|shut|shuts|tape|tapes|against (?:it|the door|the window))\b/iu],
    ['mend', /\b(?:sew|sews|stitch|stitches|mend|mends|patch|patches|darn|darns|splint|splints|bandage|bandages|together)\b/iu],
    ['conceal', /\b(?:bury|buries|hide|hides|swallow|swallows|stash|stashes|tuck|tucks|pocket|pockets|cover|covers)\b/iu],
  ],
  vi: [
    ['strike', new RegExp(`${viEdge}(?:ném|phi|quăng|chọi)${viAfter}.*?${viEdge}(?:vào|về phía|trúng)${viAfter}`, 'iu')],
    ['darken', vi('thổi tắt|tắt đèn|tắt nến|dập tắt|tắt đuốc')],
    ['release', vi('cắt dây|cắt đứt dây|thả trôi|buông tay|buông|vứt|ném đi|bỏ đi')],
    ['destroy', vi('đốt|xé|đập vỡ|đập nát|đập|phá hủy|phá|bẻ gãy|bẻ đôi|bẻ làm đôi|bẻ làm hai|bẻ vụn|hủy|nghiền|xay nát|tán nhỏ')],
    ['secure', vi('khóa|cài then|chặn|bịt|chèn|đóng chặt|niêm phong|dán kín')],
    ['mend', vi('khâu|may lại|vá|băng bó|băng lại|nối lại|buộc lại|quấn chặt|quấn lại|quấn kín|cầm máu')],
    ['conceal', vi('giấu|chôn|nuốt|cất giấu|vùi|che kín|che lại|nhét vào túi|nhét vào balo|nhét vào ba lô')],
  ],
  ko: [
    ['strike', /(?:에게|에다|을 향해|를 향해|쪽으로)\s(?:.*?\s)?(?:던진|던져|집어던|휘두른|휘둘러)/u],
    ['darken', /(?:불|촛불|등불|손전등|랜턴|전등)(?:을|를)\s*(?:\S+\s)?(?:끈다|꺼|끄고)/u],
    ['release', /끊는다|끊어|놓아준|놓아 준|놓아주|풀어준|풀어 준|흘려보|버린다|버려|떠내려/u],
    // 찢어진 망토, 부서진 문: a torn or broken thing is no destroying.
    ['destroy', /찢는|찢어(?!진)|찢고|찢은|태운|태워|불태|부순|부숴(?!진)|부러뜨|부러트|두 동강|동강 낸|동강 내|꺾어 버|꺾는다|깨뜨|깬다|박살|없앤|없애|갈아서|가루로|빻/u],
    ['secure', /잠근|잠가|잠그|막는|막아|봉한|봉해|못을 박|걸어 잠/u],
    ['mend', /꿰맨|꿰매|기운다|기워|고친|고쳐|이어 붙|붕대/u],
    ['conceal', /숨긴|숨겨|(?<!(?:고|지|까|요|[?？])\s?)묻는다|묻어|삼킨|삼켜|(?:주머니|가방|품)(?:에|속에|안에)\s*(?:\S+\s)?넣|감춘|감춰|덮는다|덮어|가린다|가려/u],
  ],
  zh: [
    ['strike', /扔向|砸向|朝.{1,6}(?:扔|砸|丢)|往.{1,6}(?:扔|砸|丢)/u],
    ['darken', /吹灭|熄灭|关掉(?:灯|手电|手电筒|蜡烛)|关了灯|关灯|灭了灯/u],
    ['release', /割断|剪断|砍断|松开|放走|漂走|扔掉|丢掉|扔进海|放了/u],
    ['destroy', /撕|烧|砸|毁|剪碎|踩碎|打碎|折断|掰断|掰成两|掰碎|折成两|撅断|磨成粉|磨碎|碾碎|捣碎/u],
    ['secure', /锁|封死|封住|封上|堵住|堵死|顶住|钉死|挡住|拴上|缠死|缠紧|绑死|绑紧/u],
    // 缝 is a crack as often as a stitch (门缝): only 缝 with its result is sewing.
    ['mend', /缝(?:上|好|补|起|合|住)|补好|补上|修好|修补|修理|绑好|接好|包扎/u],
    ['conceal', /藏|埋|吞|塞进|揣进|盖住|遮住/u],
  ],
};

/** Something taped, glued or stuck over a crack, a hole or a tear. */
const overCrack: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tape|tapes|glue|glues|stick|sticks|paste|pastes|pin|pins)\b.*?\bover\s+(?:the|a|that|this)\s+(?:[\w-]+\s+){0,2}?(?:crack|cracks|hole|holes|tear|gap|split|cracked [\w-]+|broken [\w-]+)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:dán|gắn|ghim)(?![\p{L}\p{M}]).*?(?:lên|vào|che)\s+(?:chỗ\s+|vết\s+|khe\s+)?(?:nứt|thủng|rách|vỡ|lỗ)/iu,
  ko: /(?:금 간|깨진|갈라진|구멍 난|찢어진)\s?(?:[가-힣]+\s)?(?:곳|자리|틈|구멍|[가-힣]+)에\s(?:[가-힣]+(?:을|를)\s)?(?:붙인다|붙여|붙이고|덧댄다|덧대)/u,
  zh: /(?:贴|粘|糊)(?:在|到|住)?[^，。]{0,6}(?:裂缝|裂口|裂痕|破洞|窟窿|缺口)|把[^，。]{1,8}(?:贴|粘|糊)(?:在|到)[^，。]{0,6}(?:裂缝|裂口|裂痕|破洞|窟窿|缺口)/u,
};

/** Sending something to someone: the second group (or first, for Chinese and Korean) is who. */
const sending: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:throw|throws|toss|tosses|fling|flings|slide|slides|flick|flicks|send|sends|pass|passes|float|floats|fly|flies)\b.*?\b(?:to|toward|towards)\s+(him|her|them|\p{Lu}[\p{Ll}'-]+)/u,
  vi: /(?<![\p{L}\p{M}])(?:ném|gửi|chuyền|phi|đặt|để)(?![\p{L}\p{M}]).*?(?:cho|về phía|lên bàn của|vào tay)\s+((?:anh|chị|cô|cậu|em|bé)\s+(?:ấy|\p{Lu}[\p{L}\p{M}]*)|\p{Lu}[\p{L}\p{M}]*)/u,
  ko: /([가-힣]{1,4})(?:에게|한테)\s(?:.*?\s)?(?:던진|던져|날린|날려|보낸|보내|건넨|건네)/u,
  zh: /(?:扔给|丢给|抛给|传给)([\p{Script=Han}]{1,3})(?=[，。！]|$)/u,
};

/** Side clauses of purpose or result, never the action itself ("so they can't track us", "để chúng không thấy"). */
const sideClause: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s*,?\s+(?:so (?:that )?(?:they|he|she|it|we|you|nobody|no one|none)|in order to|so as to)\b.*$/iu,
  vi: /\s*,?\s+để (?:cho )?(?:chúng|bọn|họ|nó|không ai|ai cũng)(?![\p{L}\p{M}]).*$/iu,
  ko: /^.*?(?:못하게|않게|못 하게)\s+/u,
  zh: /[，,]?(?:免得|以免|好让|省得|以防).*$/u,
};

/** The main clause of an action, without a side clause of purpose (the confidence gate of stock families reads this). */
export function mainClause(told: string, language: ContentLanguage): string {
  const cut = told.replace(sideClause[language], '');
  return cut.trim().length > 0 ? cut : told;
}

/** Reads an action's effect from the verbs of its main clause; `unknown` when none is known. */
export function readDeed(told: string, language: ContentLanguage): Deed {
  const main = mainClause(told, language);
  if (effectVerbs[language][0]?.[1].test(main)) return { kind: 'strike', recipient: null };
  const sent = sending[language].exec(main);
  // A thing thrown at a danger ("扔向丧尸", "좀비에게 던진다") is no gift to someone.
  const hostile = sent !== null && threatWords[language].some(([pattern]) => pattern.test(sent[1] as string));
  if (sent && !hostile) return { kind: 'send', recipient: (sent[1] as string).trim() };
  // Taping or gluing something over a crack or a hole covers it: mending, not barring a door (round 9c).
  if (overCrack[language].test(main)) return { kind: 'mend', recipient: null };
  const found = effectVerbs[language].find(([, pattern]) => pattern.test(main));
  return { kind: found ? found[0] : 'unknown', recipient: null };
}

/** Companion markers: the first group is the name of someone the story puts beside the player. */
const companionPatterns: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    /\b(?:[Yy]our|with your|and your)\s+(?:(?:best|first|old|little|younger|older|only|new)\s+)?(?:friend|cousin|sister|brother|mate|companion|partner|engineer|sidekick|roommate|teammate|navigator|pilot|medic|squire|apprentice|guide|daughter|son|wife|husband)\s+(\p{Lu}[\p{Ll}'-]+)/u,
    /\b(Dr\.\s\p{Lu}[\p{Ll}'-]+|\p{Lu}[\p{Ll}'-]+),\s+(?:the only other survivor|your (?:friend|partner|companion|cousin|sister|brother))/u,
    /\bwith\s+(\p{Lu}[\p{Ll}'-]+)(?=[,.]|\s+(?:beside|at your side|behind you))/u,
  ],
  vi: [
    /(?:Bạn và|bạn và|cùng với|cùng|ngồi cạnh|bên cạnh)\s+((?:bé|anh|chị|em|cô|chú|cậu)\s+\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)/u,
    /(?:[Bb]ạn đồng hành|[Bb]ạn thân|[Đđ]ồng đội|[Ee]m họ|[Aa]nh họ|[Cc]hị họ)(?: của bạn)?,?\s+(?:[\p{Ll}\p{M}]+\s+){0,2}?(\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)/u,
  ],
  ko: [
    /(?:룸메이트|친구|동생|언니|오빠|누나|형|짝꿍|단짝|동료|사촌|조수|파트너|일행|고등학생|중학생|초등학생|대학생|수험생|후배|선배|소년|소녀)\s([가-힣]{2,3}?)(?:이가|이는|이를|이와|이랑|이다|이도|이|가|는|은|를|을|와|과|랑|도|의)?(?![가-힣])/u,
  ],
  zh: [
    /(?:你和|和你|跟你|你跟)(?:表哥|表姐|表弟|表妹|哥哥|姐姐|弟弟|妹妹|朋友|同学|同桌|搭档|队友|室友)?([\p{Script=Han}]{2,3}?)(?=躲|一起|正|在|站|坐|守|蹲|困|被|藏|留|，|。|、)/u,
  ],
};

/** A Korean given name as friends say it before a particle: 하은 → 하은이 (하은이는, 하은이도), 수아 stays 수아. */
function koreanCalled(name: string): string {
  return /^[가-힣]{2}$/u.test(name) && finalSound(name) !== 'none' ? `${name}이` : name;
}

/** Words that say the companion is asleep. */
const asleep: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:asleep|sleeping|sleeps|snoring)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:đang ngủ|ngủ say|ngủ)(?![\p{L}\p{M}])/iu,
  ko: /자고 있|잠들|자는/u,
  zh: /睡着|在睡|熟睡|睡觉/u,
};

/** The person the story puts beside the player ("your cousin Jess", "bé Na", "룸메이트 수아", "表哥陈浩"), or null. */
export function storyCompanion(story: string, language: ContentLanguage): string | null {
  const cast = storyCast(story, language)[0];
  if (cast) return wholeName(cast.name, language);
  for (const pattern of companionPatterns[language]) {
    const found = pattern.exec(story)?.[1];
    if (found && !/^(?:You|Your|Bạn|Tôi)$/u.test(found)) return wholeName(found, language);
  }
  return null;
}

/**
 * A Chinese name read up to a function word is cut there ("林夏把" → "林夏"), and a pronoun with the word after it is no
 * name at all ("你和她一起躲雨" → "她一起"; round 11: "林夏把沉默了一会儿"); other languages' names are kept as read.
 */
export function wholeName(name: string, language: ContentLanguage): string | null {
  if (language !== 'zh') return name;
  if (/^(?:她|他|它|你|我|咱|大家|别人)/u.test(name)) return null;
  const cut = name.replace(/(?:一起|一直|把|被|在|和|跟|给|也|都|就|正|还|又|才|让)$/u, '');
  return cut.length >= 2 ? cut : null;
}

/** Whether the story's sentence with the companion says they are asleep. */
export function companionAsleep(story: string, companion: string, language: ContentLanguage): boolean {
  return story.split(/(?<=[.!?。！？\n])/u).some((sentence) => sentence.includes(companion) && asleep[language].test(sentence));
}

/** Dangers a story names, per language: the pattern and the phrase the lines use (a sound, or plural). */
const threatWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string, 'one' | 'many' | 'sound']>>> = {
  en: [
    [/\bzombies\b|\bthe dead\b|\binfected\b|\bwalkers\b/iu, 'the dead', 'many'],
    [/\bdrones?\b/iu, 'the drones', 'many'],
    [/\bships\b/iu, 'the ships', 'many'],
    [/\bbrig\b/iu, 'the brig', 'one'],
    [/\briders\b/iu, 'the riders', 'many'],
    [/\bguards\b|\bsoldiers\b|\bpatrols?\b/iu, 'the patrol', 'one'],
    [/\bwolves\b/iu, 'the wolves', 'many'],
    [/\bsomething\b[^.]*\b(?:outside|dragging|moving|scratching|crawling|waiting)\b/iu, 'whatever is out there', 'one'],
    [/\bfootsteps\b/iu, 'the footsteps', 'sound'],
    [/\bknock(?:ing|s)?\b/iu, 'the knocking', 'sound'],
    [/\bpolice\b|\bcops\b|\bsirens?\b/iu, 'the police', 'many'],
  ],
  vi: [
    [/xác sống|zombie/iu, 'đám xác sống', 'many'],
    [/tên an ninh|bảo vệ|vệ sĩ/iu, 'bọn an ninh', 'many'],
    [/cảnh sát/iu, 'cảnh sát', 'many'],
    [/quái vật/iu, 'con quái vật', 'one'],
    [/tiếng cào/iu, 'tiếng cào', 'sound'],
    [/tiếng bước chân/iu, 'tiếng bước chân', 'sound'],
    [/tiếng gõ/iu, 'tiếng gõ', 'sound'],
    [/hải tặc|cướp biển/iu, 'bọn hải tặc', 'many'],
  ],
  ko: [
    [/좀비/u, '좀비들', 'many'],
    [/드론/u, '드론', 'one'],
    [/불도마뱀/u, '불도마뱀', 'one'],
    [/괴물/u, '괴물', 'one'],
    [/추격대|경찰/u, '추격대', 'one'],
    [/물 떨어지는 소리/u, '물 떨어지는 소리', 'sound'],
    [/발소리/u, '발소리', 'sound'],
    [/노크 소리|두드리는 소리/u, '두드리는 소리', 'sound'],
    [/노랫소리/u, '노랫소리', 'sound'],
  ],
  zh: [
    [/丧尸|僵尸/u, '丧尸', 'many'],
    [/无人机/u, '无人机', 'one'],
    [/追兵|海军/u, '追兵', 'many'],
    [/保安|警卫/u, '保安', 'many'],
    [/怪物/u, '怪物', 'one'],
    [/脚步声/u, '脚步声', 'sound'],
    [/敲门声|敲窗/u, '敲击声', 'sound'],
    [/警察/u, '警察', 'many'],
    [/说话的声音|说话声/u, '说话声', 'sound'],
  ],
};

/** Words that say a danger is closing in. */
const closing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:closer|closing in|approach\w*|descending|behind you|tracking|searching|hunting|coming|gaining|bearing down|miles behind)\b/iu,
  vi: /gần|đuổi|truy|đang tới|đang đến|kéo đến|áp sát|lê từng bước|tiến lại/iu,
  ko: /다가오|다가온|다가와|가까워|가까이 온|몰려|쫓|올라오|기어오/u,
  zh: /越来越近|逼近|追来|靠近|越聚越多|围过来|到楼下|上楼|快到了/u,
};

/** The danger the story named last, or null when it named none of the known ones. */
export function storyThreat(story: string, language: ContentLanguage): Threat | null {
  let best: { at: number; entry: readonly [RegExp, string, 'one' | 'many' | 'sound'] } | null = null;
  for (const entry of threatWords[language]) {
    const global = new RegExp(entry[0].source, `${entry[0].flags}g`);
    for (const match of story.matchAll(global)) if (!best || (match.index ?? 0) > best.at) best = { at: match.index ?? 0, entry };
  }
  if (!best) {
    // A danger no word list names, read from its own approaching sentence ("the elevator has started climbing").
    const coming = approachingThing(story, language);
    if (coming) return { phrase: coming, plural: /^(?:đám|bọn|lũ|tụi|bầy|đàn)\s/u.test(coming), sound: false, coming: true };
    // Someone the story has watching the player (a deputy eyeing your sneakers) is still watching.
    const watching = watcherThing(story, language);
    return watching ? { phrase: watching, plural: false, sound: false, coming: false, watching: true } : null;
  }
  const [, phrase, kind] = best.entry;
  // Closing in is read in the danger's own sentence ("the hunting rifle" says nothing of what is outside).
  const from = Math.max(0, ...['.', '!', '?', '。', '！', '？', '\n'].map((mark) => story.lastIndexOf(mark, best.at) + 1));
  const ends = ['.', '!', '?', '。', '！', '？', '\n'].map((mark) => story.indexOf(mark, best.at)).filter((at) => at >= 0);
  const sentence = story.slice(from, ends.length > 0 ? Math.min(...ends) + 1 : story.length);
  return { phrase, plural: kind === 'many', sound: kind === 'sound', coming: closing[language].test(sentence) };
}

/** Plain results per effect; `{r}` is the person a thing was sent to. */
const resultLines: Readonly<Record<ContentLanguage, Readonly<Record<DeedKind, readonly string[]>>>> = {
  en: {
    secure: ['You lean on it with all your weight. It holds.', 'You test it twice. It holds, at least for now.'],
    destroy: ['It takes only a moment, and there is no taking it back.', 'It is quickly done, and there is no undoing it.'],
    mend: ["It isn't pretty, but when you test it, it holds.", "It takes longer than you'd like, but in the end it holds."],
    conceal: ["When you're done, there is nothing left to see.", 'A moment later, no one could tell it was ever there.'],
    release: ['It slips away from you, and there is no calling it back.', 'Then it is gone, out of your reach.'],
    send: ['{r} catches it and looks up at you.', '{r} sees it land and turns to look at you.'],
    leave: ['You tuck it where it will be found and step back, your heart still racing.', 'It sits there now, waiting to be found.'],
    strike: ['It flies true and hits with a crash.', 'It hits hard, with a crash that carries.'],
    darken: ['The light goes out, and the dark closes in around you.', 'Everything goes black. For a moment you can hear only your own breathing.'],
    unknown: ['For a moment, nothing else around you moves.', 'For a heartbeat, everything around you goes still.'],
  },
  vi: {
    secure: ['Bạn dồn hết sức đè lên thử. Nó giữ được.', 'Bạn thử lại hai lần. Ít nhất là lúc này, nó vẫn chắc.'],
    destroy: ['Chỉ trong chốc lát là xong, và không còn đường quay lại.', 'Việc xong rất nhanh, và không thể làm lại được nữa.'],
    mend: ['Không đẹp đẽ gì, nhưng khi bạn thử, nó vẫn giữ được.', 'Mất nhiều thời gian hơn bạn muốn, nhưng cuối cùng nó cũng chắc.'],
    conceal: ['Xong xuôi, không còn dấu vết gì để thấy.', 'Một lúc sau, chẳng ai có thể biết nó từng ở đó.'],
    release: ['Nó tuột khỏi tầm tay bạn, không cách nào gọi lại.', 'Rồi nó đi mất, ngoài tầm với của bạn.'],
    send: ['{r} bắt lấy nó rồi ngẩng lên nhìn bạn.', '{r} thấy nó rơi xuống trước mặt và quay sang nhìn bạn.'],
    leave: ['Bạn để nó vào chỗ chắc chắn sẽ được thấy rồi lùi lại, tim vẫn đập thình thịch.', 'Giờ nó nằm yên đó, chờ được tìm thấy.'],
    strike: ['Nó bay thẳng tới và trúng đích đánh rầm một cái.', 'Trúng rồi, kèm một tiếng động lớn vang xa.'],
    darken: ['Ánh sáng tắt phụt, bóng tối trùm lấy xung quanh.', 'Mọi thứ tối đen. Trong một lúc, bạn chỉ nghe thấy hơi thở của chính mình.'],
    unknown: ['Trong một thoáng, mọi thứ xung quanh như lặng đi.', 'Có một khoảnh khắc, xung quanh bạn chẳng có gì động đậy.'],
  },
  ko: {
    secure: ['온몸으로 밀어 본다. 버틴다.', '두 번 확인한다. 적어도 지금은 단단하다.'],
    destroy: ['순식간에 끝난다. 이제 되돌릴 수 없다.', '금방 끝난다. 다시 되돌릴 방법은 없다.'],
    mend: ['볼품은 없지만, 시험해 보니 버틴다.', '생각보다 오래 걸렸지만, 결국 버틴다.'],
    conceal: ['다 하고 나니 아무것도 보이지 않는다.', '잠시 뒤에는 그게 거기 있었다는 걸 아무도 모를 것이다.'],
    release: ['손을 떠난 그것은 다시 돌아오지 않는다.', '곧 그것은 손이 닿지 않는 곳으로 사라진다.'],
    send: ['{r} 그것을 받아 들고 고개를 든다.', '{r} 눈앞에 떨어진 그것을 보고 이쪽을 돌아본다.'],
    leave: ['눈에 띌 자리에 그것을 두고 한 걸음 물러선다. 심장이 아직도 뛴다.', '이제 그것은 그 자리에서 발견되기만을 기다린다.'],
    strike: ['그것은 정확히 날아가 요란한 소리를 내며 맞는다.', '세게 맞는다. 쨍그랑 하는 소리가 멀리까지 울린다.'],
    darken: ['불빛이 꺼지고, 어둠이 주위를 덮는다.', '사방이 캄캄해진다. 잠시 동안 들리는 건 당신의 숨소리뿐이다.'],
    unknown: ['한순간, 주위의 모든 것이 숨을 죽인 듯 조용해진다.', '잠깐 동안 주위에서 아무것도 움직이지 않는다.'],
  },
  zh: {
    secure: ['你用全身的力气压了压，撑住了。', '你试了两次，至少现在是牢的。'],
    destroy: ['一眨眼就做完了，再也没法挽回。', '很快就做完了，没有回头路了。'],
    mend: ['不太好看，但你试了试，撑得住。', '花的时间比你想的久，但最后还是弄牢了。'],
    conceal: ['做完以后，什么痕迹都看不出来了。', '没过一会儿，谁也看不出那里曾经有过东西。'],
    release: ['它离开了你的手，再也追不回来。', '转眼间，它就到了你够不着的地方。'],
    send: ['{r}接住了它，抬头看向你。', '{r}看见它落在面前，转过头来看你。'],
    leave: ['你把它放在一定会被看见的地方，往后退了一步，心还在怦怦跳。', '它就静静地待在那里，等着被人发现。'],
    strike: ['它直直飞了出去，砰的一声砸中了。', '正中目标，哐的一声响传出老远。'],
    darken: ['光一下子灭了，黑暗围了上来。', '四周一片漆黑，一时间你只听得见自己的呼吸。'],
    unknown: ['有那么一瞬间，周围的一切都静了下来。', '一时间，四周什么都没有动。'],
  },
};

/** A companion watching, per language; `{c}` is their name (Korean takes its particle from the name). */
const companionLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['{c} watches you do it without a word, then gives a small nod.', '{c} stays close beside you, watching every move.'],
  vi: ['{c} lặng lẽ nhìn bạn làm, rồi khẽ gật đầu.', '{c} vẫn ở ngay cạnh bạn, dõi theo từng động tác.'],
  ko: ['{c} 말없이 지켜보다가 작게 고개를 끄덕인다.', '{c} 당신 곁에서 숨을 죽이고 지켜본다.'],
  zh: ['{c}在一旁看着你做完，没说话，只是点了点头。', '{c}一直守在你身边，盯着你的每个动作。'],
};

/** Someone the story put away from the player (in the van, on the radio): they have not seen it. */
const awayLines: Readonly<Record<ContentLanguage, string>> = {
  en: "{c} isn't here to see it; you'll have to tell them yourself.",
  vi: '{c} không có ở đây để thấy; bạn sẽ phải tự kể lại.',
  ko: '{c} 여기 없어서 이 모습을 보지 못했다. 직접 말해 줘야 한다.',
  zh: '{c}不在这儿，没看见这一幕，只能等你亲口告诉了。',
};

/** Someone the story had coming towards the player: they arrive and see it. */
const comingLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{c} gets there just in time to see it, and stops short.',
  vi: '{c} vừa tới nơi, kịp nhìn thấy tất cả và khựng lại.',
  ko: '{c} 막 다가와 그 모습을 보고는 우뚝 멈춰 선다.',
  zh: '{c}刚好走到跟前，看见了这一幕，一下子停住了脚步。',
};

/** In a romance or a school story the other person answers the gesture. */
const answerLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['{c} looks at you in surprise, then a slow smile spreads across their face.', '{c} is quiet for a moment, then says softly, “I didn’t expect that.”'],
  vi: ['{c} ngạc nhiên nhìn bạn, rồi khẽ mỉm cười.', '{c} im lặng một lúc, rồi nói nhỏ: “Không ngờ đấy.”'],
  ko: ['{c} 놀란 얼굴로 당신을 보다가, 천천히 웃는다.', '{c} 잠시 말이 없다가 작게 말한다. “이럴 줄은 몰랐어.”'],
  zh: ['{c}愣愣地看着你，然后慢慢地笑了。', '{c}沉默了一会儿，轻声说：“没想到你会这样。”'],
};

/** Nobody and nothing in the scene to answer an action no reader knew: honest about what comes next. */
const openLines: Readonly<Record<ContentLanguage, string>> = {
  en: 'What it changes, the next moment will tell.',
  vi: 'Việc đó thay đổi được gì, phải chờ xem.',
  ko: '그게 무엇을 바꿀지는 곧 알게 될 것이다.',
  zh: '这会带来什么变化，很快就会知道。',
};

/** The danger still there: `coming`, `there` and `sound` lines; `{t}` is the danger's phrase. */
export function threatStill(language: ContentLanguage, threat: Threat): string {
  return threatLine(language, threat);
}

function threatLine(language: ContentLanguage, threat: Threat): string {
  const t = threat.phrase;
  if (threat.watching) {
    if (language === 'en') return `${t.replace(/^\p{Ll}/u, (first) => first.toUpperCase())} is still watching you.`;
    if (language === 'vi') return `Còn ${t} thì vẫn đang nhìn bạn.`;
    if (language === 'ko') return `${withParticle(t, '은')} 여전히 당신을 지켜보고 있다.`;
    return `${t}还在盯着你看。`;
  }
  if (threat.sound && threat.coming) {
    if (language === 'en') return `And ${t} ${threat.plural || /s$/u.test(t) ? 'are' : 'is'} still getting closer.`;
    if (language === 'vi') return `Còn ${t} thì vẫn đang tới gần.`;
    if (language === 'ko') return `그사이 ${withParticle(t, '은')} 점점 가까워진다.`;
    return `而${t}还在越来越近。`;
  }
  if (language === 'en') {
    if (threat.sound) return `But ${t} ${threat.plural || /s$/u.test(t) ? "haven't" : "hasn't"} stopped.`;
    const verb = threat.plural ? 'are' : 'is';
    return threat.coming ? `But ${t} ${verb} still coming.` : `But ${t} ${threat.plural ? "haven't" : "hasn't"} gone anywhere.`;
  }
  if (language === 'vi') return threat.sound ? `Nhưng ${t} vẫn chưa dứt.` : threat.coming ? `Nhưng ${t} vẫn đang tới gần.` : `Nhưng ${t} vẫn chưa đi đâu cả.`;
  if (language === 'ko') {
    const subject = withParticle(t, '은');
    return threat.sound ? `하지만 ${subject} 아직 멎지 않았다.` : threat.coming ? `하지만 ${subject} 여전히 다가오고 있다.` : `하지만 ${subject} 아직 물러가지 않았다.`;
  }
  return threat.sound ? `可${t}还没有停。` : threat.coming ? `可${t}还在一点点逼近。` : `可${t}还没有走。`;
}

/** The person a thing was sent to, as a sentence subject ("he" → "He", Korean with its particle). */
function recipientSubject(recipient: string, language: ContentLanguage): string {
  if (language === 'en') return ({ him: 'He', her: 'She', them: 'They' } as Readonly<Record<string, string>>)[recipient] ?? recipient;
  if (language === 'vi') return recipient.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  if (language === 'ko') return withParticle(recipient, '이');
  return recipient;
}

/** What the deed scene reads from the story: who is beside the player and what danger is still there. */
export interface DeedScene {
  companion: string | null;
  threat: Threat | null;
  /** Whether the companion is asleep: they sleep on, they do not watch. */
  sleeping?: boolean;
  /** Where the story put the companion (away: they do not see it; coming: they arrive). */
  place?: CastPlace;
  /** A romance or school story: the other person answers the gesture. */
  light?: boolean;
  /** Someone else the story had walking over (the judge coming down the row): they arrive too. */
  arriving?: string | null;
}

/** What the deed scene reads from the story: the first person it names and where, and the danger still there. */
export function deedScene(story: string, language: ContentLanguage, light: boolean): DeedScene {
  const cast = storyCast(story, language)[0];
  const companion = (cast ? wholeName(cast.name, language) : null) ?? storyCompanion(story, language);
  const place: CastPlace = cast?.place ?? (companion !== null && companionAsleep(story, companion, language) ? 'asleep' : 'beside');
  const arriving = storyCast(story, language).find((member) => member.place === 'coming' && member.name !== companion)?.name ?? null;
  return { companion, threat: storyThreat(story, language), sleeping: place === 'asleep', place, light, arriving };
}

/** A companion in the dark just made: they hold on to the player, they cannot watch. */
const darkLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{c} grabs your arm in the dark.',
  vi: '{c} nắm chặt tay bạn trong bóng tối.',
  ko: '{c} 어둠 속에서 당신의 팔을 꼭 붙잡는다.',
  zh: '{c}在黑暗里紧紧抓住了你的胳膊。',
};

/** Someone away when a thing is left for them: they will find it when they come back (round 9c). */
const leaveAwayLines: Readonly<Record<ContentLanguage, string>> = {
  en: "{c} isn't back yet; they'll find it when they return.",
  vi: '{c} vẫn chưa quay lại; lúc về chỗ sẽ thấy nó ngay.',
  ko: '{c} 아직 돌아오지 않았다. 돌아오면 그것을 보게 될 것이다.',
  zh: '{c}还没回来，等回来就会看到它。',
};

/** Someone away when a thing is hidden: they saw nothing, and nobody has to tell them (round 9c). */
const concealAwayLines: Readonly<Record<ContentLanguage, string>> = {
  en: "{c} is out of sight and didn't see a thing.",
  vi: '{c} ở chỗ khác, không hề thấy gì.',
  ko: '{c} 다른 곳에 있어서 아무것도 보지 못했다.',
  zh: '{c}不在跟前，什么也没看见。',
};

/** A sleeping companion, per language. */
const sleepingLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{c} is still asleep and has no idea.',
  vi: '{c} vẫn ngủ say, không hay biết gì.',
  ko: '{c} 아직 아무것도 모른 채 자고 있다.',
  zh: '{c}还在睡，什么都不知道。',
};

/** The beat of an action no reader knew: its plain result, the companion watching, the danger still there. */
export function deedLines(c: PhraseComposer, deed: Deed, scene: DeedScene, toldDone = false, told = ''): string[] {
  const language = c.language;
  const lines: string[] = [];
  // Round 13 (adv5): an act no reader knew, on an object the grammar is sure of, is told by the object's reaction.
  const objectAct = deed.kind === 'unknown' && told ? readObjectAct(told, language) : null;
  const pool = deed.kind === 'send' && deed.recipient ? resultLines[language].send : resultLines[language][deed.kind === 'send' ? 'unknown' : deed.kind];
  let result = c.pick(pool);
  if (deed.recipient) {
    const who = recipientSubject(deed.recipient, language);
    result = result.replace('{r}', who);
    // English "They catch it": the verbs agree with a plural pronoun.
    if (language === 'en' && who === 'They') result = 'They see it and turn to look at you.';
  }
  if (objectAct) lines.push(objectReactLine(objectAct, language));
  else if (!(toldDone && deed.kind === 'unknown')) lines.push(result);
  const aimedAt = deed.recipient !== null && scene.companion !== null && normalizeForMatch(scene.companion).includes(normalizeForMatch(deed.recipient));
  const watch = scene.sleeping ? sleepingLines[language] : scene.place === 'away' ? (deed.kind === 'leave' ? leaveAwayLines[language] : deed.kind === 'conceal' ? concealAwayLines[language] : awayLines[language]) : scene.place === 'coming' ? comingLines[language] : deed.kind === 'darken' ? darkLines[language] : scene.light ? c.pick(answerLines[language]) : c.pick(companionLines[language]);
  const watcher = language === 'ko' ? withParticle(koreanCalled(scene.companion ?? ''), '은') : (scene.companion ?? '').replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  if (scene.companion && !aimedAt) lines.push(watch.replace('{c}', watcher));
  if (scene.arriving) lines.push(comingLines[language].replace('{c}', language === 'ko' ? withParticle(koreanCalled(scene.arriving), '은') : scene.arriving));
  if (scene.threat) lines.push(threatLine(language, scene.threat));
  if (deed.kind === 'unknown' && !objectAct && !scene.arriving && !scene.companion && !scene.threat) lines.push(openLines[language]);
  return lines;
}

/** The option that follows from each effect; `{r}` is the person a thing was sent to. */
const kindOptions: Readonly<Record<ContentLanguage, Readonly<Record<DeedKind, string>>>> = {
  en: {
    secure: 'Find something else to hold it shut',
    destroy: 'Leave before anyone asks about it',
    mend: 'Test it properly before you trust it',
    conceal: 'Act as if nothing happened',
    release: 'Make sure it is really gone',
    darken: 'Wait for your eyes to adjust to the dark',
    strike: 'See what the hit did',
    send: 'Wait to see what {r} does next',
    leave: 'Wait nearby and see it found',
    unknown: 'Check whether it changed anything',
  },
  vi: {
    secure: 'Tìm thêm thứ gì chèn cho chắc',
    destroy: 'Rời đi trước khi có ai hỏi đến',
    mend: 'Thử lại cho chắc trước khi dùng',
    conceal: 'Làm như chưa có chuyện gì',
    release: 'Kiểm tra cho chắc nó đã mất hẳn',
    darken: 'Chờ mắt quen với bóng tối',
    strike: 'Xem cú ném có tác dụng gì',
    send: 'Chờ xem {r} phản ứng thế nào',
    leave: 'Đứng gần đó chờ xem nó được tìm thấy',
    unknown: 'Xem việc vừa làm có thay đổi gì không',
  },
  ko: {
    secure: '막을 것을 더 찾아 덧댄다',
    destroy: '누가 묻기 전에 자리를 뜬다',
    mend: '믿고 쓰기 전에 한 번 더 시험해 본다',
    conceal: '아무 일 없었다는 듯 행동한다',
    release: '정말 사라졌는지 확인한다',
    darken: '눈이 어둠에 익숙해질 때까지 기다린다',
    strike: '맞은 쪽이 어떻게 됐는지 살핀다',
    send: '{r} 반응을 기다린다',
    leave: '근처에서 그것이 발견되는 순간을 기다린다',
    unknown: '방금 한 일로 뭐가 달라졌는지 살핀다',
  },
  zh: {
    secure: '再找点东西加固一下',
    destroy: '趁没人问起，赶紧离开',
    mend: '先试一试，确定结实了再用',
    conceal: '装作什么都没发生',
    release: '确认它真的不见了',
    darken: '等眼睛适应黑暗',
    strike: '看看砸中以后怎么样了',
    send: '等着看{r}的反应',
    leave: '在附近等着看它被发现',
    unknown: '看看刚才做的事有没有带来变化',
  },
};

/** The recipient as an option names them ("him" in English, "그의" stays out of Korean: the name with 의). */
function recipientObject(recipient: string, language: ContentLanguage): string {
  if (language === 'en') return ({ him: 'he', her: 'she', them: 'they' } as Readonly<Record<string, string>>)[recipient] ?? recipient;
  if (language === 'ko') return `${recipient}의`;
  return recipient;
}

/** The options after a deed: what follows from its effect, the companion, the danger (each only when the story has it). */
export function deedOptions(language: ContentLanguage, deed: Deed, scene: DeedScene): string[] {
  const out: string[] = [];
  const kind: DeedKind = deed.kind === 'send' && !deed.recipient ? 'unknown' : deed.kind;
  const own = kindOptions[language][kind];
  out.push(deed.recipient ? own.replace('{r}', recipientObject(deed.recipient, language)).replace(/what they does/u, 'what they do') : own);
  const companion = scene.companion;
  if (companion && !(deed.recipient && normalizeForMatch(companion).includes(normalizeForMatch(deed.recipient)))) {
    if (scene.place === 'away' && deed.kind === 'leave') out.push(language === 'en' ? `Wait for ${companion} to come back` : language === 'vi' ? `Chờ ${companion} quay lại` : language === 'ko' ? `${withParticle(koreanCalled(companion), '가')} 돌아오기를 기다린다` : `等${companion}回来`);
    else if (scene.place === 'away' && deed.kind === 'conceal') out.push(language === 'en' ? `Keep an eye on ${companion}` : language === 'vi' ? `Để mắt tới ${companion}` : language === 'ko' ? `${koreanCalled(companion)}의 동태를 살핀다` : `留意${companion}的动静`);
    else if (scene.place === 'away') out.push(language === 'en' ? `Let ${companion} know what happened` : language === 'vi' ? `Báo cho ${companion} biết chuyện vừa xảy ra` : language === 'ko' ? `${koreanCalled(companion)}에게 방금 일을 알린다` : `把刚才的事告诉${companion}`);
    else if (scene.place === 'coming') out.push(language === 'en' ? `Explain yourself to ${companion}` : language === 'vi' ? `Giải thích với ${companion}` : language === 'ko' ? `${koreanCalled(companion)}에게 사정을 설명한다` : `向${companion}解释一下`);
    else if (scene.light) out.push(language === 'en' ? `Wait for what ${companion} says next` : language === 'vi' ? `Chờ xem ${companion} nói gì` : language === 'ko' ? `${koreanCalled(companion)}의 대답을 기다린다` : `等${companion}开口`);
    else if (scene.sleeping) out.push(language === 'en' ? `Wake ${companion}` : language === 'vi' ? `Đánh thức ${companion}` : language === 'ko' ? `${withParticle(koreanCalled(companion), '을')} 깨운다` : `叫醒${companion}`);
    else out.push(language === 'en' ? `Check on ${companion}` : language === 'vi' ? `Hỏi ${companion} có ổn không` : language === 'ko' ? `${koreanCalled(companion)}의 상태를 살핀다` : `看看${companion}怎么样了`);
  }
  const arriving = scene.arriving;
  if (arriving) out.push(language === 'en' ? `Explain yourself to ${arriving}` : language === 'vi' ? `Giải thích với ${arriving}` : language === 'ko' ? `${koreanCalled(arriving)}에게 사정을 설명한다` : `向${arriving}解释一下`);
  const threat = scene.threat;
  if (threat) {
    if (threat.sound) out.push(language === 'en' ? `Listen to where ${threat.phrase} ${threat.plural || /s$/u.test(threat.phrase) ? 'are' : 'is'} coming from` : language === 'vi' ? `Lắng nghe xem ${threat.phrase} từ đâu tới` : language === 'ko' ? `${withParticle(threat.phrase, '이')} 나는 쪽을 살핀다` : `听听${threat.phrase}是从哪儿来的`);
    else out.push(language === 'en' ? `Keep an eye on ${threat.phrase}` : language === 'vi' ? `Canh chừng ${threat.phrase}` : language === 'ko' ? `${withParticle(threat.phrase, '을')} 계속 살핀다` : `盯紧${threat.phrase}的动静`);
  }
  return out;
}

/** Whether two options say the same (a Vietnamese kin word before a name aside: "Đánh thức thằng Bin" is "Đánh thức Bin"). */
export function sameOption(a: string, b: string): boolean {
  const plain = (text: string): string => normalizeForMatch(text.replace(/(?<![\p{L}\p{M}])(?:thằng|con|bé|anh|chị|em|cô|chú|cậu)\s+(?=\p{Lu})/gu, ''));
  return plain(a) === plain(b);
}

/** Effects after which the thing acted on is gone or out of reach: options that use it again no longer fit. */
export const spendingDeeds: ReadonlySet<DeedKind> = new Set<DeedKind>(['destroy', 'release', 'send', 'conceal', 'leave']);

/** The head words of what the action spends (what its effect verb acts on, and what it lets drift), for finding them again in an option (never printed). */
export function actedThings(told: string, language: ContentLanguage): string[] {
  const main = mainClause(told, language);
  const out: string[] = [];
  if (language === 'en') {
    const words = /\b(?:the|a|an|my|your|his|her|their|that|this)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})/iu.exec(main)?.[1]?.split(/\s+/u) ?? [];
    const cut = words.findIndex((word) => /^(?:in|into|inside|between|on|onto|under|with|to|at|back|together|behind|against|and|then|so|half|apart|up|down|out|off|over)$/iu.test(word));
    const head = (cut >= 0 ? words.slice(0, cut) : words).pop();
    if (head && head.length >= 3) out.push(head.toLowerCase());
  } else if (language === 'vi') {
    // The words after the effect verb, without a classifier ("xé bản đồ thành từng mảnh" → "bản đồ").
    for (const [, pattern] of effectVerbs.vi) {
      const found = pattern.exec(main);
      if (!found) continue;
      const rest = main.slice((found.index ?? 0) + found[0].length).trim().split(/\s+/u);
      const words = rest[0] && /^(?:lá|con|cái|chiếc|tấm|cuốn|quyển|bức|sợi|cuộn|tờ)$/iu.test(rest[0]) ? rest.slice(1) : rest;
      const stop = words.findIndex((word) => /^(?:thành|vào|ra|đi|xuống|lên|bằng|cho|rồi|và|để|trong|dưới|trên)$/iu.test(word));
      const thing = (stop >= 0 ? words.slice(0, stop) : words).slice(0, 2).join(' ');
      if (thing.length >= 2) out.push(thing.toLowerCase());
      break;
    }
    // A thing slipped or left somewhere ("nhét viên kẹo vào ngăn bàn"): what was put there (round 9c).
    const left = out.length === 0 ? /(?<![\p{L}\p{M}])(?:nhét|bỏ|để|đặt|kẹp|giấu)\s+(?:lại\s+)?(?:lá|con|cái|chiếc|tấm|cuốn|quyển|bức|sợi|cuộn|tờ|viên|mảnh|hộp)?\s*([\p{Ll}\p{M}]+(?:\s(?!vào|lên|xuống|dưới|trong|trên|cho|rồi|và)[\p{Ll}\p{M}]+)?)/u.exec(main)?.[1] : undefined;
    if (left && left.length >= 2) out.push(left.toLowerCase());
  } else if (language === 'ko') {
    const head = /([가-힣]{2,})(?:을|를)(?![가-힣])/u.exec(main)?.[1];
    if (head) out.push(head);
  } else {
    const head = /把(?:那|这)?[封张个本只条根块]?([\p{Script=Han}]{1,4}?)(?=割|剪|撕|烧|扔|丢|折|藏|埋|封|塞|揣|吞|砸|锁|磨|碾|捣|关掉|关了|掰)/u.exec(main)?.[1];
    if (head) out.push(head);
    // "让小船漂走": what drifts away is spent too.
    const drifts = /让([\p{Script=Han}]{1,4}?)(?:漂走|漂远|飞走|跑掉|沉下去)/u.exec(main)?.[1];
    if (drifts) out.push(drifts);
  }
  return out;
}

/** Options that ask or tell about a thing, never use it. */
const askingAbout: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|tell|explain)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:hỏi|kể|nói)(?![\p{L}\p{M}])/iu,
  ko: /묻는다|물어|묻고/u,
  zh: /问|告诉/u,
};

/** Whether an option uses again a thing the action spent (the map just burned, the boat just let go, the letter just sent). */
export function usesSpent(option: string, thing: string, language: ContentLanguage): boolean {
  return spentForms(thing, language).some((form) => usesSpentForm(option, form, language));
}

/** Whether an option uses one form of a spent thing. */
function usesSpentForm(option: string, thing: string, language: ContentLanguage): boolean {
  const text = normalizeForMatch(option);
  // Asking about it still fits ("ask who slipped the letter under the door").
  if (askingAbout[language].test(text)) return false;
  const word = normalizeForMatch(thing);
  if (language === 'en' || language === 'vi') return new RegExp(`(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?:s|es)?(?![\\p{L}\\p{M}])`, 'u').test(text);
  // A one-character Chinese thing (信) is found only as the object of 把 ("把信递过去"), never inside 微信.
  if (language === 'zh' && word.length === 1) return new RegExp(`把[^，。]{0,2}${word}`, 'u').test(text);
  return text.includes(word);
}

/** Moving away (hiding, running, climbing, going somewhere): whoever is beside the player comes along. */
const moving: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hide|hides|run|runs|flee|flees|duck|ducks|sneak|sneaks|climb|climbs|crawl|crawls|slip|slips|head|heads|go|goes|dash|dashes)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:trốn|chạy|nấp|leo|lẻn|trèo|đi|rút)(?![\p{L}\p{M}])/iu,
  ko: /숨는다|숨어|도망|달려|뛰어|올라간|내려간|빠져나|들어간|간다/u,
  zh: /躲|跑|逃|爬|溜|冲进|钻进/u,
};

/** A companion coming along, per language. */
const alongLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{c} stays right behind you.',
  vi: '{c} bám sát ngay sau lưng bạn.',
  ko: '{c} 바짝 붙어 따라온다.',
  zh: '{c}紧紧跟在你身后。',
};

/** Hiding: the companion hides with the player, holding their breath. */
const hidingMove: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hide|hides|duck|ducks|crouch|crouches)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:trốn|nấp)(?![\p{L}\p{M}])/iu,
  ko: /숨는다|숨어/u,
  zh: /躲|藏/u,
};
const hidingLines: Readonly<Record<ContentLanguage, string>> = {
  en: '{c} presses in close beside you, barely breathing.',
  vi: '{c} nép sát bên bạn, nín thở.',
  ko: '{c} 바로 옆에 붙어 숨을 죽인다.',
  zh: '{c}紧贴在你身边，大气也不敢出。',
};

/**
 * The line that keeps the story's companion in a beat that moves the player and never named them (round 9: 하은 left on
 * the platform when the player hid in the station office), or null.
 */
export function companionAlong(narration: string, storyText: string, told: string, language: ContentLanguage, aimedAtSomeone = false, light = false): string | null {
  const moves = moving[language].test(mainClause(told, language));
  // A word or a gift aimed at someone is their scene; anything else the player does, the companion is there for.
  if (!moves && aimedAtSomeone) return null;
  const companion = storyCompanion(storyText, language);
  if (!companion || companionAsleep(storyText, companion, language)) return null;
  // Someone the story left in the van, on the radio or still walking over does not come along.
  const cast = storyCast(storyText, language).find((member) => member.name === companion);
  if (cast && cast.place !== 'beside') return null;
  if (narration.toLowerCase().includes(companion.toLowerCase()) || told.toLowerCase().includes(companion.toLowerCase())) return null;
  const who = language === 'ko' ? `${koreanCalled(companion)}도` : companion.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  const near = (companionLines[language][1] as string).replace('{c}', language === 'ko' ? withParticle(koreanCalled(companion), '은') : who);
  // In a romance or a school story the other person answers what the player did, they do not hold their breath.
  const answer = (answerLines[language][0] as string).replace('{c}', language === 'ko' ? withParticle(koreanCalled(companion), '은') : who);
  const line = moves ? (hidingMove[language].test(told) ? hidingLines : alongLines)[language].replace('{c}', who) : light ? answer : near;
  return storyText.includes(line) ? null : line;
}

/** Papers and records photographed (a ledger's pages, a letter, the files): a copy is made, no shape appears in it. */
const paperWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:pages?|ledgers?|documents?|files?|letters?|notes?|notebooks?|diary|journal|contracts?|records|receipts?|map|maps|plans?|blueprints?|evidence)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:trang|sổ sách|sổ|giấy tờ|tài liệu|hồ sơ|lá thư|bức thư|thư|hợp đồng|bản đồ|nhật ký|bằng chứng)(?![\p{L}\p{M}])/iu,
  ko: /장부|서류|문서|페이지|편지|일기|계약서|지도|설계도|증거/u,
  zh: /账本|账簿|文件|资料|每一页|信|合同|地图|日记|图纸|证据/u,
};

/** The plain result and the options of papers photographed in a tense story. */
const paperCopy: Readonly<Record<ContentLanguage, { line: string; options: readonly string[] }>> = {
  en: { line: 'You get all of it: every line is there, sharp enough to read later.', options: ['Put everything back exactly as it was', 'Slip out before anyone sees you', 'Read through what you caught'] },
  vi: { line: 'Bạn chụp được hết: từng dòng đều rõ, đủ để đọc kỹ sau.', options: ['Trả mọi thứ về đúng chỗ cũ', 'Lẻn ra trước khi có ai thấy', 'Đọc lại những gì vừa chụp'] },
  ko: { line: '전부 담았다. 한 줄 한 줄 나중에 읽을 수 있을 만큼 선명하다.', options: ['모든 것을 원래 자리에 그대로 돌려놓는다', '누가 보기 전에 빠져나간다', '찍은 내용을 찬찬히 읽어 본다'] },
  zh: { line: '你全拍下来了：每一行都清清楚楚，回头可以慢慢看。', options: ['把东西原样放回去', '趁没人看见赶紧出去', '翻看刚拍到的内容'] },
};

/** The grounded copy of papers photographed, or null when what was recorded is no paper (a hallway, a voice). */
export function paperRecord(told: string, language: ContentLanguage): { line: string; options: readonly string[] } | null {
  return paperWords[language].test(mainClause(told, language)) ? paperCopy[language] : null;
}

/** A choice that is no action: a question, a feeling, or not knowing what to do. */
export type Utterance = 'question' | 'feeling' | 'unsure';

const utterancePatterns: Readonly<Record<ContentLanguage, Readonly<Record<Utterance, RegExp>>>> = {
  en: {
    unsure: /^(?:i\s+)?(?:idk|dunno|don'?t know|do not know|no idea|not sure|hmm+|um+|uh+|\?+|\.+|ok|okay)\b[^a-z]*$/iu,
    feeling: /^(?:i'?m|i am|i feel|i'm feeling|feeling|so)\s+(?:so\s+|really\s+|very\s+|too\s+)?(?:scared|afraid|terrified|frightened|nervous|anxious|tired|exhausted|cold|lost|confused|sad|worried|sick)\b/iu,
    question: /\?\s*$|^(?:what|who|whos|who's|where|why|how|is|are|can|could|does|do|did|will|should)\b/iu,
  },
  vi: {
    unsure: /^(?:tôi |mình |tớ )?(?:không biết|chẳng biết|chịu|hừm+|ừm+|\?+|\.+)(?:\s*(?:nữa|làm gì|phải làm sao|giờ sao))?[\s.!…]*$/iu,
    feeling: /^(?:tôi |mình |tớ )?(?:thấy |cảm thấy |đang )?(?:sợ|lo|mệt|lạnh|hoảng|run|buồn|chóng mặt)(?:\s+(?:quá|lắm|ghê|thật|rồi|thế))*[\s.!…]*$/iu,
    question: /\?\s*$|(?<![\p{L}\p{M}])(?:gì|ai|đâu|sao|bao nhiêu|không|chưa)\s*(?:vậy|thế|nhỉ|hả|à)?\s*$/iu,
  },
  ko: {
    unsure: /^(?:몰라|모르겠어|모르겠다|모르겠어요|글쎄|음+|\?+|\.+)[\s.!…]*$/u,
    feeling: /^(?:너무\s*|진짜\s*|정말\s*)?(?:무서워|무섭다|무서워요|두려워|떨려|춥다|추워|피곤해|지쳤어|겁나)[\s.!…]*$/u,
    question: /\?\s*$|(?:뭐야|뭐지|누구야|누구지|어디야|왜지|몇\s*(?:명|마리|개)|있어|없어|거야|건가|인가|일까)\s*$/u,
  },
  zh: {
    unsure: /^(?:我)?(?:不知道|不晓得|不清楚|嗯+|呃+|？+|\?+|。+)(?:该怎么办|怎么办)?[。！!…]*$/u,
    feeling: /^(?:我)?(?:好|很|真|太)?(?:害怕|怕|紧张|累|冷|慌|难受)(?:了|啊|呀)?[。！!…]*$/u,
    question: /[?？]\s*$|(?:什么|谁|哪里|哪儿|为什么|怎么|多少|吗|呢)\s*$/u,
  },
};

/** Reads a choice that is no action (checked in this order: not knowing, a feeling, a question), or null. */
export function readUtterance(choice: string, language: ContentLanguage): Utterance | null {
  const text = choice.trim();
  const patterns = utterancePatterns[language];
  // Round 15 (adv16): a question told with its own ask verb ("… rồi hỏi nó tên gì") is an act of asking someone, not words
  // said to the air.
  return (['unsure', 'feeling', 'question'] as const).find((kind) => patterns[kind].test(text) && !(kind === 'question' && askVerb[language].test(text))) ?? null;
}

/** An ask verb in the player's clause (ask, hỏi, 묻다, 问). */
const askVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks)\b/iu,
  vi: /(?<![\p{L}\p{M}])hỏi(?![\p{L}\p{M}])/iu,
  ko: /묻는다|물어본다|물어봄|묻고|물어보고/u,
  zh: /(?:^|[，,]|然后|再)问(?!题)/u,
};

/** How each utterance is told, with `{q}` for the visitor's own question as a quote. */
const utteranceOpen: Readonly<Record<ContentLanguage, Readonly<Record<Utterance, string>>>> = {
  en: { question: 'You ask it out loud: “{q}”', feeling: 'For a moment it all catches up with you, and you have to stop and breathe.', unsure: 'You hesitate, unsure what to do next.' },
  vi: { question: '“{q}” bạn khẽ hỏi.', feeling: 'Trong một thoáng, mọi thứ ập đến cùng lúc, bạn phải dừng lại để thở.', unsure: 'Bạn chần chừ, chưa biết nên làm gì.' },
  ko: { question: '“{q}” 당신이 작게 묻는다.', feeling: '한순간 모든 게 한꺼번에 밀려와, 당신은 멈춰 서서 숨을 골라야 한다.', unsure: '당신은 망설인다. 무엇을 해야 할지 모르겠다.' },
  zh: { question: '“{q}”你压低声音问。', feeling: '那一瞬间，所有的事一下子压了过来，你只能停下来喘口气。', unsure: '你犹豫了，不知道下一步该怎么办。' },
};

/** The companion's answer to each utterance, and the line when nobody is there. */
const utteranceAnswer: Readonly<Record<ContentLanguage, Readonly<Record<Utterance, readonly [string, string]>>>> = {
  en: {
    question: ['{c} shakes their head: they don\'t know either.', 'Nobody answers.'],
    feeling: ['{c} stays right by you until your breathing slows.', 'You count your breaths until your hands are steady again.'],
    unsure: ['{c} looks at you, waiting for you to decide.', 'Nothing decides for you; the choice is still yours.'],
  },
  vi: {
    question: ['{c} lắc đầu: cũng không biết.', 'Không ai trả lời.'],
    feeling: ['{c} ở ngay cạnh bạn cho đến khi bạn thở đều lại.', 'Bạn đếm từng hơi thở cho đến khi tay thôi run.'],
    unsure: ['{c} nhìn bạn, chờ bạn quyết định.', 'Không có gì quyết định thay bạn; lựa chọn vẫn là của bạn.'],
  },
  ko: {
    question: ['{c} 고개를 젓는다. 모르기는 마찬가지다.', '대답하는 사람은 없다.'],
    feeling: ['{c} 당신의 숨이 가라앉을 때까지 곁을 지킨다.', '손이 떨리지 않을 때까지 숨을 하나하나 센다.'],
    unsure: ['{c} 당신이 정하기를 기다리며 쳐다본다.', '누구도 대신 정해 주지 않는다. 선택은 여전히 당신 몫이다.'],
  },
  zh: {
    question: ['{c}摇了摇头，也不知道。', '没有人回答。'],
    feeling: ['{c}一直守在你身边，等你的呼吸慢慢平稳下来。', '你一下一下数着呼吸，直到手不再发抖。'],
    unsure: ['{c}看着你，等你拿主意。', '没有什么能替你做决定，选择还在你手里。'],
  },
};

/** The visitor's question as a quote: their whole text, first letter capitalised, with its question mark. */
function quotedQuestion(choice: string, language: ContentLanguage): string {
  const text = choice.trim().replace(/[?？!！.。]+$/u, '').replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  return `${text}${language === 'zh' ? '？' : '?'}`;
}

/** The beat of a choice that is no action: told honestly, answered by whoever is there, the danger still there. */
export function utteranceLines(kind: Utterance, choice: string, language: ContentLanguage, scene: DeedScene): string[] {
  const lines = [utteranceOpen[language][kind].replace('{q}', quotedQuestion(choice, language))];
  const [withCompanion, alone] = utteranceAnswer[language][kind];
  const companion = scene.companion && !scene.sleeping ? scene.companion : null;
  const name = companion ? (language === 'ko' ? withParticle(koreanCalled(companion), '은') : companion.replace(/^\p{Ll}/u, (first) => first.toUpperCase())) : null;
  lines.push(name ? withCompanion.replace('{c}', name) : alone);
  if (scene.threat) lines.push(threatLine(language, scene.threat));
  return lines;
}

/** The option that follows a question: going to find out. */
const findOut: Readonly<Record<ContentLanguage, string>> = {
  en: 'Go and find out for yourself',
  vi: 'Tự mình đi xem cho rõ',
  ko: '직접 가서 확인한다',
  zh: '亲自去看个究竟',
};

/** Options after an utterance: finding out (after a question), the companion and the danger. */
export function utteranceOptions(kind: Utterance, language: ContentLanguage, scene: DeedScene): string[] {
  const out = kind === 'question' ? [findOut[language]] : [];
  return [...out, ...deedOptions(language, { kind: 'unknown', recipient: null }, scene).slice(1)];
}

/** A fire set between the player and the story's danger: it catches, the danger is held back, the companion is there. */
export function fireLines(language: ContentLanguage, scene: DeedScene): string[] {
  const t = scene.threat?.phrase ?? '';
  const wall = {
    en: `The fire catches with a roar and spreads fast. For now, a wall of flame stands between you and ${t}.`,
    vi: `Lửa bùng lên phừng phừng và lan rất nhanh. Lúc này, một bức tường lửa đang chắn giữa bạn và ${t}.`,
    ko: `불길이 확 치솟으며 빠르게 번진다. 지금은 불의 벽이 당신과 ${t} 사이를 막고 있다.`,
    zh: `火“轰”地一下烧了起来，蔓延得很快。此刻，一道火墙挡在了你和${t}之间。`,
  }[language];
  const smoke = {
    en: 'But the smoke is thickening, and it will not hold them back forever.',
    vi: 'Nhưng khói đang dày lên, và ngọn lửa không cản được mãi.',
    ko: '하지만 연기가 점점 짙어지고, 불길이 언제까지나 막아 주지는 못한다.',
    zh: '可浓烟越来越重，这道火挡不了太久。',
  }[language];
  const lines = [wall];
  const companion = scene.companion && !scene.sleeping && scene.place === 'beside' ? scene.companion : null;
  if (companion) {
    const who = language === 'ko' ? withParticle(koreanCalled(companion), '이') : companion.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
    lines.push({ en: `${who} pulls at your sleeve: you need to move.`, vi: `${who} giật tay áo bạn: phải đi ngay thôi.`, ko: `${who} 당신의 소매를 잡아끈다. 어서 움직여야 한다.`, zh: `${who}扯了扯你的袖子：得赶紧走了。` }[language]);
  }
  lines.push(smoke);
  return lines;
}

/** The options after a fire set against a danger: use the time it buys, watch the danger, the companion. */
export function fireOptions(language: ContentLanguage, scene: DeedScene): string[] {
  const t = scene.threat?.phrase ?? '';
  const out = [
    { en: 'Use the time the fire buys to get away', vi: 'Tranh thủ lúc lửa còn cháy để thoát ra', ko: '불길이 버텨 주는 사이 빠져나간다', zh: '趁火还烧着，赶紧脱身' }[language],
    { en: `Watch whether ${t} try to get through`, vi: `Canh xem ${t} có tìm cách vượt qua không`, ko: `${withParticle(t, '이')} 뚫고 오는지 지켜본다`, zh: `盯着${t}会不会冲过来` }[language],
  ];
  if (language === 'en' && !(scene.threat?.plural ?? false)) out[1] = `Watch whether ${t} tries to get through`;
  return out;
}

/** Setting a fire (not lighting a lamp): pouring fuel and lighting it, setting something alight. */
const settingFire: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:set (?:fire to|it on fire|\w+ on fire|\w+ alight)|light it|lights it|ignite|ignites)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:châm lửa|đốt lửa|phóng hỏa)(?![\p{L}\p{M}])/iu,
  ko: /불을 (?:붙인|붙여|지른|질러|놓는)|불붙인|불을 낸/u,
  zh: /点火|放火/u,
};

/** Whether a choice sets a fire. */
export function setsFire(told: string, language: ContentLanguage): boolean {
  return settingFire[language].test(mainClause(told, language));
}
