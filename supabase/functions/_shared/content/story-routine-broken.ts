/**
 * The story writer's broken-routine shape (issue 13, round 10): "every morning X … today not" ("Every morning at 7:15
 * the old man across the street waves at my window. Today he didn't.", "매일 아침 … 그런데 오늘은 …", "每天傍晚 … 今天它
 * 没有出现"). The routine is read from its surface grammar (a habit word, then a later sentence of today with a
 * negation), its actor from a lexicon of people and animals, and the story follows one plot for any topic: noticing,
 * worry, going to check, an ordinary and warm reason, and what changes after.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { pickOne, type ThingActor, findActor } from './story-thing-actors.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A broken routine: who keeps it, and the part of the day it belongs to. */
export interface BrokenRoutine {
  actor: ThingActor;
  /** The part of the day the habit belongs to. */
  part: 'morning' | 'evening' | 'night' | 'day' | 'week';
  /** Broken by a changed state (the flowerbed was bone dry, 今天却关着门) rather than a negation. */
  changed: boolean;
}

/** A later sentence that opens on today (but today…, 오늘은…, hôm nay…, 今天却…): after a habit, a change. */
const todaySentence: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:^|[.!?;]\s+|,\s*(?:but|and)\s+)(?:but\s+|and\s+|then\s+)?(?:today|tonight|this (?:morning|evening|afternoon|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday))\b([^.!?]*)/iu,
  vi: /(?:^|[.!?;,]\s*)(?:nhưng |mà |thế mà |vậy mà )?(?:hôm nay|sáng nay|tối nay|chiều nay|đêm nay|trưa nay)([^.!?]*)/iu,
  ko: /(?:^|[.!?]\s*)(?:그런데|근데|하지만|그러나)?\s?오늘(?:은|따라|아침|저녁|밤)([^.!?]*)/u,
  zh: /(?:^|[。！？，,；]\s*)(?:可|但|可是|但是|然而)?(?:今天|今晚|今早|今天早上)([^。！？]*)/u,
};

/** The today sentence tells a state or an event in the past (was bone dry, 말라 있었다, đóng im ỉm, 却关着门), not a plan or a date. */
const stateNow: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:was|were|had|looked|seemed|stayed|sat|stood|lay|remained|came|went|found|saw)\b|\w+ed\b/iu,
  vi: /đóng|mở|im|vắng|khô|héo|tắt|trống|khác|lạ|một mình|đã|bỗng|chỉ có|thay/iu,
  ko: /(?:었|았|였|였었|졌)다|있었다|되어 있|돼 있/u,
  zh: /却|居然|竟然|关着|空|变|换|了/u,
};

/**
 * A today-sentence that is no break of the habit by the one who keeps it: someone new comes (누군가 앉았다), the
 * narrator decides something (따라가 보기로 했다), or the habit brings something else instead (사탕 대신 쪽지를).
 */
const otherToday: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:someone|somebody|a stranger|instead|I decided|I'm going|I will|I'll|I finally)\b/iu,
  vi: /ai đó|có người|người lạ|thay vì|thay cho|quyết định|(?:^|\s)định(?=\s)|(?:^|\s)sẽ(?=\s)/iu,
  ko: /누군가|누가|낯선|대신|기로 했|기로 마음|려고|겠다/u,
  zh: /有人|陌生|而是|换成|换了|决定|打算|要去/u,
};

/** Today the habit went on as usual (today too, 오늘도, hôm nay vẫn, 今天也): no break. */
const asUsual: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:as usual|again|too|also|as always)\b/iu,
  vi: /(?:^|\s)(?:vẫn|cũng|lại|như mọi)(?=\s|$)/iu,
  ko: /^도|역시|어김없이|여전히|변함없이/u,
  zh: /^(?:也|照常|照样|依然|还是|又)/u,
};

/** The narrator's own animal (our dog Biscuit, chó nhà tôi, 우리 집 강아지, 我家的猫): the everyday families tell it. */
const ownAnimal: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:my|our)\s+(?:[\w-]+\s+)?(?:dog|puppy|cat|kitten|parrot|rabbit|hamster|bird|tortoise)\b/iu,
  vi: /(?:chó|mèo|cún|vẹt|thỏ)(?:\s\p{L}+)?\s(?:nhà tôi|của tôi|nhà mình|của mình)/iu,
  ko: /우리\s?(?:집\s?)?(?:강아지|고양이|개|앵무새|토끼)|내\s(?:강아지|고양이)/u,
  zh: /我家的?(?:小狗|小猫|狗|猫|鹦鹉|兔子)|我的(?:小狗|小猫|狗|猫)/u,
};

/** The habit word and the part of the day it names. */
const habit: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|each)\s+(?:single\s+)?(morning|night|evening|afternoon|day|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b|\b(?:always|every day|each day|daily)\b/iu,
  vi: /(?:^|[\s,.])(?:(sáng|tối|đêm|chiều|trưa|ngày|hôm) nào|mỗi (sáng|tối|đêm|chiều|ngày|buổi sáng|buổi tối)|hằng ngày|hàng ngày|ngày ngày|lúc nào cũng)(?=[\s,.]|$)/iu,
  ko: /(매일\s?(아침|저녁|밤)?|(아침|저녁|밤)마다|날마다|늘|항상|언제나)/u,
  zh: /(每天(?:早上|清晨|傍晚|晚上)?|每(?:个)?(早上|晚上|傍晚)|每晚|天天|总是|每次)/u,
};

/** A later sentence of today (tonight, this morning) that says the habit did not happen. */
const broken: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:today|tonight|this (?:morning|evening|afternoon|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|but yesterday)\b[^.!?]*\b(?:didn['’]?t|did not|wasn['’]?t|was not|isn['’]?t|is not|weren['’]?t|not|no|never|nobody|silent|closed|empty|gone|missing|nothing)\b|\b(?:didn['’]?t|did not|wasn['’]?t|was not|never)\b[^.!?]*\b(?:today|tonight|this (?:morning|evening|week|sunday|monday|tuesday|wednesday|thursday|friday|saturday))\b/iu,
  vi: /(?:hôm nay|sáng nay|tối nay|chiều nay|đêm nay|trưa nay)[^.!?]*(?:không|chẳng|chưa|đóng|vắng|im lặng|im bặt|biến mất)/iu,
  ko: /오늘[^.!?]*(?:않|안\s|없|닫|내려가|내려져|못\s|비어|조용|보이지)/u,
  zh: /(?:今天|今晚|今早|今天早上|这天)[^。！？.!?]*(?:没|不|关着|空|不见)/u,
};

/** A habit that is strange in itself (a voice of the dead, an empty flat, a ghost): the mystery reader tells it. */
const strange: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ghost|by itself|on its own|nobody (?:lives|has lived|is called)|empty (?:flat|house|apartment|room)|late (?:mother|father|mom|dad|grand\w+|wife|husband)|dead|died|passed away|whispers?)\b/iu,
  vi: /(?:^|[\s,.])(?:ma|tự nó|không ai ở|nhà hoang|bỏ hoang|đã mất|qua đời|thì thầm)(?=[\s,.]|$)/iu,
  ko: /귀신|저절로|아무도 살지|빈집|폐가|돌아가신|세상을 떠|속삭/u,
  zh: /鬼|自己[会在动]|没人住|空房|去世|过世|不在了|低语/u,
};

function partOf(match: RegExpExecArray, language: ContentLanguage): BrokenRoutine['part'] {
  const word = match.slice(1).find((group) => group !== undefined) ?? match[0];
  if (language === 'en') return /morning/iu.test(word) ? 'morning' : /night/iu.test(word) ? 'night' : /evening|afternoon/iu.test(word) ? 'evening' : /day$|week/iu.test(word) && !/^(?:day|every day|each day)$/iu.test(word) ? 'week' : 'day';
  if (language === 'vi') return /sáng/iu.test(word) ? 'morning' : /tối|đêm/iu.test(word) ? 'night' : /chiều/iu.test(word) ? 'evening' : 'day';
  if (language === 'ko') return /아침/u.test(word) ? 'morning' : /밤/u.test(word) ? 'night' : /저녁/u.test(word) ? 'evening' : 'day';
  return /早/u.test(word) ? 'morning' : /晚上|每晚/u.test(word) ? 'night' : /傍晚/u.test(word) ? 'evening' : 'day';
}

/** Who keeps a routine named by its place or its sound (the piano upstairs, the bakery downstairs): a neighbour, an owner. */
const keepers: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [[/\b(?:upstairs|downstairs|next door|neighbou?rs?)\b/iu, 'the neighbours'], [/\b(?:shop|bakery|café|cafe|stall|store|kiosk|restaurant|diner|newsstand)\b/iu, 'the owner']],
  vi: [[/tầng trên|tầng dưới|nhà bên|hàng xóm/iu, 'hàng xóm'], [/tiệm|quán|sạp|cửa hàng|hàng (?:bánh|phở|xôi|nước)/iu, 'chủ quán']],
  ko: [[/윗집|아랫집|옆집|이웃/u, '이웃'], [/가게|빵집|식당|카페|가판대|노점|슈퍼|분식집|국숫집/u, '사장님']],
  zh: [[/楼上|楼下的邻居|隔壁|邻居/u, '邻居'], [/铺|店|摊|馆/u, '老板']],
};

/** A person who keeps a routine the opening names only by its place or sound, or null. */
function placeKeeper(sentence: string, language: ContentLanguage): ThingActor | null {
  const found = keepers[language].find(([pattern]) => pattern.test(sentence));
  if (!found) return null;
  const name = found[1];
  const owner = /owner|chủ quán|사장님|老板/u.test(name);
  return { kind: 'person', elder: language === 'ko' && owner, young: false, kin: false, wild: false, en: language === 'en' ? name : 'they', pronouns: ['they', 'them', 'their'], vi: language === 'vi' ? name : 'họ', ko: language === 'ko' ? name : '그분', zh: language === 'zh' ? name : '他', zhPronoun: '他' };
}

/**
 * The broken routine of an opening, or null: a habit word, a later sentence of today that says it did not happen, and
 * a person or an animal the lexicon knows in the habit's sentence.
 */
export function findBrokenRoutine(opening: string, language: ContentLanguage): BrokenRoutine | null {
  const text = opening.trim();
  const routine = habit[language].exec(text);
  if (routine === null || strange[language].test(text)) return null;
  const rest = text.slice(routine.index + routine[0].length);
  const today = todaySentence[language].exec(rest);
  const changed = !broken[language].test(rest);
  // Without a negation, a sentence of today after the habit (the flowerbed was bone dry) is the break, unless it says "as usual".
  if (changed && (today === null || !stateNow[language].test(today[1] ?? '') || otherToday[language].test(today[1] ?? '') || asUsual[language].test((today[1] ?? '').trim()) || (language !== 'ko' && language !== 'zh' && asUsual[language].test(today[0])))) return null;
  // The actor is named in the habit's own sentence, before the break ("the old man … waves. Today he didn't.").
  const stop = rest.search(/[.!?。！？]/u);
  const habitSentence = text.slice(0, routine.index + routine[0].length + (stop < 0 ? rest.length : stop));
  const actor = findActor(habitSentence, language) ?? placeKeeper(habitSentence, language);
  if (actor === null || (actor.kind === 'animal' && ownAnimal[language].test(text))) return null;
  return { actor, part: partOf(routine, language), changed };
}

const partWords: Readonly<Record<ContentLanguage, Readonly<Record<BrokenRoutine['part'], readonly [string, string]>>>> = {
  en: { morning: ['morning', 'the next morning'], evening: ['evening', 'the next evening'], night: ['night', 'the next night'], day: ['day', 'the next day'], week: ['week', 'by the evening'] },
  vi: { morning: ['buổi sáng', 'sáng hôm sau'], evening: ['buổi chiều', 'chiều hôm sau'], night: ['buổi tối', 'tối hôm sau'], day: ['ngày', 'hôm sau'], week: ['tuần', 'đến tối'] },
  ko: { morning: ['아침', '다음 날 아침'], evening: ['저녁', '다음 날 저녁'], night: ['밤', '다음 날 밤'], day: ['하루', '다음 날'], week: ['한 주', '저녁'] },
  zh: { morning: ['早晨', '第二天早上'], evening: ['傍晚', '第二天傍晚'], night: ['夜晚', '第二天晚上'], day: ['一天', '第二天'], week: ['一周', '到了晚上'] },
};


function writeEn(routine: BrokenRoutine, random: () => number): string[][] {
  const { actor } = routine;
  const [part, next] = partWords.en[routine.part];
  const who = actor.en;
  const [he, him, his] = actor.pronouns;
  const was = he === 'they' ? 'were' : 'was';
  if (actor.kind === 'animal' && actor.wild) {
    return [
      [`I waited a little longer than usual, telling myself it meant nothing.`, `It is strange how quickly a small habit becomes part of your own ${part}.`],
      [`${capitalizeLeading(next)} there was still no sign of ${who}, so I put out a little water and a few crumbs and watched from a distance.`, `I asked the woman at the corner shop, who seems to know every animal on the street; she had seen ${who} only that morning, busy and in a hurry.`, `On the third day ${who} came back — and not alone: two small ones were following it.`],
      ['So that was where it had been: it had a family to look after.', `Now I put out enough for all of them, and I no longer worry when ${who} is late — I know it has somewhere to be.`],
    ];
  }
  if (actor.kind === 'animal') {
    return [
      [pickOne(random, [`I waited a little longer than usual, telling myself it meant nothing.`, `I lingered longer than I meant to, telling myself it was nothing.`, `I stayed a while past the usual time, pretending not to wait.`]), `It is strange how quickly a small habit becomes part of your own ${part}.`, `All ${part === 'day' ? 'day' : `that ${part}`} I kept looking at the empty spot.`],
      [`${capitalizeLeading(next)} ${who} was not there either, so I went and knocked at the owner's door.`, pickOne(random, [`The owner laughed and let me in: ${who} had been to the vet for its yearly shots and was sulking under the sofa, perfectly well.`, `It turned out ${who} had hurt a paw jumping off a wall and was being kept indoors for a few days, bored and perfectly cheerful.`, `It turned out ${who} had simply found a sunnier spot on the other side of the house for a few days, and was perfectly well.`]), `"I didn't know anyone waited for it," the owner said, and looked pleased.`],
      [`A few days later ${who} was back in its usual place, as if nothing had happened.`, `Now I am the one who waits, and I always have something in my pocket for it.`],
    ];
  }
  const reason = pickOne(random, [
    `${capitalizeLeading(he)} had caught a bad cold and had been told to stay in bed for a few days, which ${he} ${was} not taking well.`,
    actor.kin ? `${capitalizeLeading(his)} phone had slipped into the sink, and ${he} had spent the evening drying it in a bowl of rice.` : actor.elder ? `${capitalizeLeading(he)} had gone to see ${his} new grandchild, born the night before, and had forgotten to tell anyone.` : `${capitalizeLeading(he)} had sprained ${his} wrist carrying a box up the stairs and had been told to rest it for a week.`,
    `${capitalizeLeading(he)} had slipped on the stairs, nothing serious, and had been told to rest at home for a few days.`,
  ]);
  return [
    [pickOne(random, [`I waited a few minutes longer than usual, pretending to be busy.`, `I found small reasons to stay a few minutes longer.`, `I hung about longer than usual, trying not to look as if I was waiting.`]), routine.changed ? 'I looked again, to be sure. It was still the same.' : `Nothing.`, `It is strange how quickly a small habit becomes part of your own ${part}.`],
    actor.kin
      ? [`${capitalizeLeading(next)} I could not stand it any more, and I called ${who} myself.`, reason, `${capitalizeLeading(he)} ${was} a little embarrassed and clearly pleased: "I didn't think you'd even notice."`]
      : [`${capitalizeLeading(next)} it was the same, and I could not stand it any more.`, `I went over and asked around until a neighbour told me what had happened.`, reason, `When I finally saw ${him}, ${he} ${was} a little embarrassed and clearly pleased: "I didn't think anybody would notice."`],
    actor.kin
      ? [`Now I don't only wait for ${who} — sometimes I call first, and every ${part} we check on each other, which is more than either of us had before.`]
      : [`A few days later ${who} was back, as if nothing had happened.`, `Now I don't wait any more — I go first, and every ${part} we check on each other, which is more than either of us had before.`],
  ];
}

function writeVi(routine: BrokenRoutine, random: () => number): string[][] {
  const { actor } = routine;
  const [part, next] = partWords.vi[routine.part];
  const who = actor.vi;
  if (actor.kind === 'animal' && actor.wild) {
    return [
      ['Tôi đứng đợi lâu hơn thường lệ, tự nhủ chắc chẳng có gì.', `Lạ thật, một thói quen nhỏ đã thành một phần ${part} của tôi lúc nào không hay.`],
      [`${capitalizeLeading(next)}, vẫn không thấy ${who} đâu, nên tôi để ra một chút nước với ít vụn bánh rồi đứng xa xa mà nhìn.`, `Tôi hỏi bà bán hàng đầu ngõ, người thuộc mặt mọi con vật trong khu; bà bảo sáng nay vẫn thấy ${who}, có vẻ bận rộn lắm.`, `Đến ngày thứ ba, ${who} quay lại — mà không phải một mình: theo sau là hai đứa con bé xíu.`],
      ['Hóa ra mấy hôm nay nó bận chăm con.', `Giờ tôi để phần cho cả nhà nó, và không còn lo mỗi khi ${who} đến muộn nữa — tôi biết nó có việc của nó.`],
    ];
  }
  if (actor.kind === 'animal') {
    return [
      [pickOne(random, ['Tôi đứng đợi lâu hơn thường lệ, tự nhủ chắc chẳng có gì.', 'Tôi nán lại lâu hơn định, tự bảo mình chẳng có gì đâu.', 'Tôi đứng thêm một lúc quá giờ quen, giả vờ như không chờ.']), `Lạ thật, một thói quen nhỏ đã thành một phần ${part} của tôi lúc nào không hay.`],
      [`${capitalizeLeading(next)}, ${who} vẫn không thấy đâu, nên tôi sang gõ cửa nhà chủ.`, pickOne(random, [`Chủ nhà cười: ${who} vừa đi tiêm phòng, đang dỗi nằm lì dưới gầm ghế, chẳng sao cả.`, `Hóa ra ${who} bị đau chân vì nhảy từ bờ tường xuống, phải nhốt trong nhà mấy hôm, vẫn khỏe re.`, `Hóa ra mấy hôm nay ${who} chỉ tìm được một chỗ nắng ấm hơn ở phía bên kia nhà, vẫn khỏe re.`]), '“Tôi không biết là có người chờ nó đấy,” chủ nhà nói, trông rất vui.'],
      [`Mấy hôm sau, ${who} lại ở chỗ cũ như chưa có chuyện gì.`, 'Giờ người đứng chờ là tôi, và trong túi tôi lúc nào cũng có chút gì cho nó.'],
    ];
  }
  const reason = pickOne(random, [`Hóa ra ${who} bị cảm nặng, phải nằm nghỉ mấy hôm.`, actor.kin ? `Hóa ra điện thoại của ${who} rơi vào bồn rửa, cả tối loay hoay phơi nó trong hũ gạo.` : actor.elder ? `Hóa ra ${who} về quê thăm đứa cháu mới chào đời, đi vội quá nên chưa kịp báo ai.` : `Hóa ra ${who} bị bong gân cổ tay lúc khiêng đồ lên cầu thang, phải nghỉ cả tuần.`, `Hóa ra ${who} phải ở nhà trông đứa cháu bị ốm mấy hôm, chẳng có lúc nào rảnh.`]);
  return [
    [pickOne(random, ['Tôi đợi thêm mấy phút, giả vờ bận việc khác.', 'Tôi kiếm cớ nán lại thêm mấy phút.', 'Tôi lần lữa lâu hơn mọi khi, cố không để lộ là mình đang chờ.']), routine.changed ? 'Nhìn lại lần nữa, vẫn vậy.' : 'Vẫn không có gì.', `Lạ thật, một thói quen nhỏ đã thành một phần ${part} của tôi lúc nào không hay.`],
    actor.kin
      ? [`${capitalizeLeading(next)}, tôi không chịu được nữa và tự gọi cho ${who}.`, reason, `${capitalizeLeading(who)} ngượng ngùng cười: “Không ngờ lại để ý đến thế.”`]
      : [`${capitalizeLeading(next)} cũng vậy, và tôi không chịu được nữa.`, 'Tôi đi hỏi quanh, cho đến khi một người hàng xóm kể cho tôi nghe.', reason, `Khi gặp lại, ${who} ngượng ngùng cười: “Không ngờ lại có người để ý.”`],
    actor.kin
      ? [`Giờ tôi không chỉ ngồi đợi ${who} nữa — thỉnh thoảng tôi gọi trước, và ${part} nào hai bên cũng hỏi thăm nhau một câu.`]
      : [`Mấy hôm sau, ${who} lại xuất hiện như thường.`, `Giờ tôi không đợi nữa — tôi chào trước, và ${part} nào hai bên cũng hỏi thăm nhau một câu.`],
  ];
}

function writeKo(routine: BrokenRoutine, random: () => number): string[][] {
  const { actor } = routine;
  const [part, next] = partWords.ko[routine.part];
  const who = actor.ko;
  if (actor.kind === 'animal' && actor.wild) {
    return [
      ['나는 평소보다 조금 더 기다렸다. 별일 아닐 거라고 스스로를 달래면서.', `작은 습관 하나가 어느새 내 ${part}의 일부가 되어 있었다는 걸 그제야 알았다.`],
      [`${next}에도 ${withParticle(who, '은')} 보이지 않았다. 나는 물 한 접시와 먹을 것을 조금 내놓고 멀찍이서 지켜보았다.`, `동네 동물이라면 모르는 게 없는 가게 아주머니께 여쭈었더니, 오늘 아침에도 ${withParticle(who, '을')} 봤다고, 뭐가 그리 바쁜지 정신없어 보이더라고 하셨다.`, `사흘째 되는 날 ${withParticle(who, '이')} 돌아왔다. 혼자가 아니었다. 조그만 새끼 두 마리가 뒤를 졸졸 따라오고 있었다.`],
      ['그동안 돌볼 식구가 생겼던 것이다.', `이제 나는 식구 수대로 넉넉히 내놓는다. ${withParticle(who, '이')} 조금 늦어도 더는 걱정하지 않는다. 저도 저 나름의 바쁜 일이 있다는 걸 아니까.`],
    ];
  }
  if (actor.kind === 'animal') {
    return [
      [pickOne(random, ['나는 평소보다 조금 더 기다렸다. 별일 아닐 거라고 스스로를 달래면서.', '생각보다 오래 그 자리에 서 있었다. 아무것도 아니라고 되뇌면서.', '나는 기다리지 않는 척하며 평소보다 한참을 머물렀다.']), `작은 습관 하나가 어느새 내 ${part}의 일부가 되어 있었다는 걸 그제야 알았다.`],
      [`${next}에도 ${withParticle(who, '은')} 보이지 않았다. 결국 나는 주인집 문을 두드렸다.`, pickOne(random, [`주인은 웃으며 말했다. ${withParticle(who, '이')} 예방주사를 맞고 와서 소파 밑에서 삐쳐 있다고, 아무 일도 없다고.`, `알고 보니 ${withParticle(who, '이')} 담에서 뛰어내리다 발을 조금 다쳐서 며칠 집 안에만 있었다고 했다. 기운은 멀쩡하다고.`, `알고 보니 ${withParticle(who, '이')} 며칠 동안 집 반대편 볕 좋은 자리를 찾아 거기서만 지냈다고 했다. 아무 일도 없다고.`]), '“얘를 기다리는 사람이 있는 줄은 몰랐네요.” 주인은 그렇게 말하며 꽤 기뻐했다.'],
      [`며칠 뒤 ${withParticle(who, '은')} 아무 일 없었다는 듯 늘 있던 자리에 돌아와 있었다.`, '이제는 내가 기다린다. 주머니에는 늘 작은 간식 하나를 넣어 두고.'],
    ];
  }
  if (actor.kin) {
    const ill = pickOne(random, [actor.elder ? '감기가 심하게 드셔서 며칠 누워 계셨다고 했다' : '감기가 심하게 들어 며칠 앓아누웠다고 했다', '휴대전화를 개수대에 빠뜨려서 밤새 쌀통에 넣어 말리고 있었다고 했다', actor.elder ? '계단에서 살짝 넘어지셔서 며칠 누워 계셨다고 했다' : '계단에서 살짝 넘어져 며칠 누워 있었다고 했다']);
    const laugh = actor.elder ? `${withParticle(who, '은')} 멋쩍게 웃으셨다. “네가 그렇게 신경 쓸 줄은 몰랐네.”` : `${withParticle(who, '은')} 멋쩍게 웃었다. “그렇게 신경 쓸 줄은 몰랐어.”`;
    return [
      [pickOne(random, ['나는 괜히 몇 분을 더 기다렸다.', '나는 이런저런 핑계로 몇 분을 더 머물렀다.', '기다리는 티를 내지 않으려 애쓰며, 나는 평소보다 오래 서 있었다.']), routine.changed ? '다시 봐도 마찬가지였다.' : '아무 일도 없었다.', `별것 아닌 습관 하나가 어느새 내 ${part}의 일부가 되어 있었다는 걸 그제야 알았다.`],
      [`${next}, 결국 참지 못하고 내가 먼저 ${withParticle(who, '에게')} 전화를 걸었다.`, `알고 보니 ${withParticle(who, '은')} ${ill}.`, laugh],
      ['그 뒤로 모든 게 예전처럼 돌아왔다.', `달라진 게 있다면 이제는 가끔 내가 먼저 전화를 건다는 것. ${part}마다 서로 안부를 확인하는 일이 우리 사이의 작은 약속이 되었다.`],
    ];
  }
  if (actor.elder) {
    const reason = pickOne(random, [`알고 보니 ${who}께서 감기가 심하게 드셔서 며칠 누워 계셨다고 했다.`, `알고 보니 ${who}께서 손주가 태어났다는 소식에 급히 지방에 내려가셨다고 했다.`, `알고 보니 ${who}께서 계단에서 살짝 넘어지셔서 며칠 누워 계셨다고 했다.`]);
    return [
      [pickOne(random, ['나는 괜히 몇 분을 더 서성였다.', '나는 이런저런 핑계로 몇 분을 더 머물렀다.', '기다리는 티를 내지 않으려 애쓰며, 나는 평소보다 오래 서성였다.']), routine.changed ? '다시 봐도 마찬가지였다.' : '아무 일도 없었다.', `별것 아닌 습관 하나가 어느새 내 ${part}의 일부가 되어 있었다는 걸 그제야 알았다.`],
      [`${next}에도 마찬가지였다. 결국 나는 근처 가게에 들어가 조심스럽게 물어보았다.`, reason, `며칠 뒤 다시 뵈었을 때, ${who}께서는 멋쩍게 웃으셨다. “누가 알아챌 줄은 몰랐네.”`],
      [`그 뒤로 ${who}께서는 다시 예전처럼 그 자리에 계신다.`, `달라진 게 있다면 이제는 내가 먼저 인사를 드린다는 것. ${part}마다 서로 안부를 확인하는 일이 우리 사이의 작은 약속이 되었다.`],
    ];
  }
  const reason = pickOne(random, [`알고 보니 ${withParticle(who, '이')} 감기가 심하게 들어 며칠 앓아누웠다고 했다.`, `알고 보니 ${withParticle(who, '이')} 집안에 아기가 태어나서 며칠 급히 본가에 내려갔다고 했다.`, `알고 보니 ${withParticle(who, '이')} 계단에서 살짝 넘어져 며칠 누워 있었다고 했다.`]);
  return [
    [pickOne(random, ['나는 괜히 몇 분을 더 기다렸다.', '나는 이런저런 핑계로 몇 분을 더 머물렀다.', '기다리는 티를 내지 않으려 애쓰며, 나는 평소보다 오래 서 있었다.']), routine.changed ? '다시 봐도 마찬가지였다.' : '아무 일도 없었다.', `별것 아닌 습관 하나가 어느새 내 ${part}의 일부가 되어 있었다는 걸 그제야 알았다.`],
    [`${next}에도 마찬가지였다. 결국 나는 이웃에게 조심스럽게 물어보았다.`, reason, `며칠 뒤 마주쳤을 때 ${withParticle(who, '은')} 멋쩍게 웃었다. “누가 알아챌 줄은 몰랐어요.”`],
    [`그 뒤로 모든 게 예전처럼 돌아왔다.`, `달라진 게 있다면 이제는 내가 먼저 인사한다는 것. ${part}마다 서로 안부를 확인하는 일이 우리 사이의 작은 약속이 되었다.`],
  ];
}

function writeZh(routine: BrokenRoutine, random: () => number): string[][] {
  const { actor } = routine;
  const [part, next] = partWords.zh[routine.part];
  const who = actor.zh;
  const he = actor.zhPronoun;
  if (actor.kind === 'animal' && actor.wild) {
    return [
      ['我比平时多等了一会儿，告诉自己没什么。', `原来一个小小的习惯，早就成了我每个${part}的一部分。`],
      [`${next}，${who}还是没来。我放了一小碟水和一点吃的，远远地看着。`, `我问了街口小卖部的阿姨，她认得这条街上所有的小动物。她说今天早上还看见${who}，忙忙碌碌的，不知道在忙什么。`, `第三天，${who}回来了——不是独自一个，身后还跟着两只小小的。`],
      ['原来这几天，它是有了要照顾的小家伙。', `现在我每次都多放一些，够它们一家吃的。${who}来晚了，我也不再担心——我知道它有它自己的事要忙。`],
    ];
  }
  if (actor.kind === 'animal') {
    return [
      [pickOne(random, ['我比平时多等了一会儿，告诉自己没什么。', '我比打算的多待了一会儿，跟自己说没事的。', '过了平常的时间，我还站在那儿，装作不是在等。']), `原来一个小小的习惯，早就成了我每个${part}的一部分。`],
      [`${next}，${who}还是没来，我只好去敲它主人的门。`, pickOne(random, [`主人笑着说，${who}刚打完疫苗，正躲在沙发底下闹脾气，好得很。`, `原来${who}从墙上跳下来时扭了爪子，被关在家里养了几天，精神好得很。`, `原来${who}这几天只是在房子另一边找到了一个更晒得到太阳的地方，好得很。`]), '“没想到还有人等它。”主人说着，看上去很高兴。'],
      [`过了几天，${who}又回到了老地方，好像什么都没发生过。`, '现在换成我等它了，口袋里总装着一点给它的小零食。'],
    ];
  }
  const reason = pickOne(random, [`原来${who}得了重感冒，在家躺了好几天。`, actor.kin ? `原来${who}的手机掉进了水池，折腾了一晚上，把它埋在米缸里晾干。` : actor.elder ? `原来${who}家里添了个小孙子，${he}急急忙忙赶去看，忘了跟任何人说。` : `原来${who}搬东西上楼时扭伤了手腕，医生让${he}歇一个星期。`, `原来${who}下楼时不小心摔了一跤，没什么大碍，在家躺了几天。`]);
  return [
    [pickOne(random, ['我假装忙别的，多等了几分钟。', '我找了些小借口，多留了几分钟。', '我比平时多待了一会儿，尽量不让自己看起来像在等。']), routine.changed ? '再看一眼，还是那样。' : '什么也没有。', `原来一个小小的习惯，早就成了我每个${part}的一部分。`],
    actor.kin
      ? [`${next}，我终于坐不住了，自己给${who}打了电话。`, reason, `${he}有点不好意思地笑了：“没想到你会这么在意。”`]
      : [`${next}还是一样，我终于坐不住了。`, '我四处打听，直到一位邻居告诉了我。', reason, `再见到${he}时，${he}有点不好意思地笑了：“没想到会有人注意到。”`],
    actor.kin
      ? [`现在我不再只是等着${who}了——有时候我会先打过去。每个${part}互相问一声好，成了我们之间的小约定。`]
      : [`过了几天，${who}又像往常一样出现了。`, `不同的是，现在我会先打招呼。每个${part}互相看一眼、问一声好，成了我们之间的小约定。`],
  ];
}

/** Writes the beginning, middle and ending sentences of a broken routine, told by the opening's narrator. */
export function writeBrokenRoutine(routine: BrokenRoutine, language: ContentLanguage, random: () => number): string[][] {
  if (language === 'en') return writeEn(routine, random);
  if (language === 'vi') return writeVi(routine, random);
  if (language === 'ko') return writeKo(routine, random);
  return writeZh(routine, random);
}
