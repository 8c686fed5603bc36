/**
 * The subject of a broken routine is who is missing (issue 13, round 11): "Our dog always waits by the gate when the
 * school bus comes. This afternoon the gate was empty." says the dog is not there — not a dog waiting for somebody.
 * Read from grammar: the habit's sentence gives the routine's subject (the actor) and its place (the object of by / ở /
 * 앞에서 / 在…等); a later clause of today negates the actor's presence (it was not there, 보이지 않았다, 没来) or says
 * that place stood empty (the gate was empty, cổng trống không, 대문 앞은 텅 비어, 门口空荡荡的). The narrator's own animal
 * is worried over, looked for, and found for an ordinary warm reason; anyone else's routine is told by the
 * broken-routine plot (story-routine-broken.ts) with the actor the grammar read.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { writeBrokenRoutine } from './story-routine-broken.ts';
import { findActor, pickOne, type ThingActor } from './story-thing-actors.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A routine whose subject is missing today. */
export interface MissingRoutine {
  actor: ThingActor;
  /** The narrator's own animal (our dog, con mèo nhà tôi, 우리 집 강아지, 我家的狗), as a later sentence names it. */
  own: string | null;
  /** The routine's place as a later sentence names it (the gate, cổng, 대문, 门口), or null. */
  place: string | null;
}

const habitWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|each)\s+(?:single\s+)?(?:morning|night|evening|afternoon|day|week|time)\b|\b(?:always|usually|every day|daily|whenever)\b/iu,
  vi: /(?:(?:^|[\s,])(?:sáng|tối|đêm|chiều|trưa|ngày|hôm|lúc) nào|mỗi (?:sáng|tối|đêm|chiều|ngày|lần|khi)|hằng ngày|hàng ngày|lúc nào cũng|ngày ngày)(?![\p{L}\p{M}])/iu,
  ko: /매일|마다|날마다|(?:^|\s)늘\s|항상|언제나/u,
  zh: /每天|每次|每当|每(?:个)?(?:早上|晚上|傍晚)|每晚|天天|总是/u,
};

/** Today's clause, after the habit: from its time word to the end of its sentence. */
const todayClause: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:today|tonight|this (?:morning|afternoon|evening|week))\b([^.!?]*)/iu,
  vi: /(?:hôm nay|sáng nay|chiều nay|tối nay|trưa nay)([^.!?]*)/iu,
  ko: /오늘(?:은|따라| 아침| 오후| 저녁| 밤)?([^.!?]*)/u,
  zh: /(?:今天|今早|今晚)([^。！？]*)/u,
};

/** The actor's presence negated in today's clause (it was not there, không thấy, 보이지 않았다, 没来). */
const notThere: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wasn['’]t there|was not there|weren['’]t there|didn['’]t (?:come|show|appear|turn up)|did not (?:come|show|appear)|never came|was nowhere|was gone|went missing|no sign of)\b/iu,
  vi: /không thấy|chẳng thấy|không ra|chẳng ra|không đến|không tới|không có mặt|biến mất|mất tăm/iu,
  ko: /보이지 않|안 보였|안 보이|오지 않|안 왔|나오지 않|안 나왔|없었/u,
  zh: /没有出现|没出现|没来|不见了|没看到|没看见|不在/u,
};

/** The routine's place said empty in today's clause. */
const emptyPlace: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:empty|bare|deserted)\b|\bnobody (?:was )?there\b/iu,
  vi: /trống|vắng|không có ai|chẳng có ai/iu,
  ko: /비어|텅|아무도 없/u,
  zh: /空|冷清|没有人|没人/u,
};

/** The place of the habit: the object of its place preposition or particle. */
const habitPlace: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:by|at|on|in front of|near|outside|under|beside)\s+((?:the|our|my|his|her)\s+[a-z]+(?:\s+(?:door|gate|window|steps?|stop|porch|yard|fence|bench))?)\b/iu,
  vi: /(?:^|\s)(?:ở|ra|tại|trước|ngoài|cạnh)\s+((?:đầu|cuối|trước|cửa)\s[\p{L}\p{M}]+|[\p{L}\p{M}]+)/iu,
  ko: /([가-힣]+)\s?(?:앞|옆|밑)?(?:에서|에)\s/u,
  zh: /在([\u4e00-\u9fff]{1,4}?)(?:等|坐|蹲|趴|站|守|迎|接)/u,
};

/** The narrator's own animal in the opening's words. */
const ownAnimal: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(my|our)\s+(?:[\w-]+\s+)?(dog|puppy|cat|kitten|parrot|rabbit|hamster|bird|tortoise)\b/iu,
  vi: /(con (?:chó|mèo|cún|vẹt|thỏ))(?:\s[\p{L}\p{M}]+)?\s(?:nhà tôi|của tôi|nhà mình|của mình)/iu,
  ko: /우리\s?(?:집\s?)?(강아지|고양이|개|앵무새|토끼)|내\s(강아지|고양이)/u,
  zh: /我家的?(小狗|小猫|狗|猫|鹦鹉|兔子)|我的(小狗|小猫|狗|猫)/u,
};

function ownName(opening: string, language: ContentLanguage): string | null {
  const m = ownAnimal[language].exec(opening);
  if (m === null) return null;
  if (language === 'en') return `${(m[1] as string).toLowerCase()} ${(m[2] as string).toLowerCase()}`;
  if (language === 'vi') return (m[1] as string).toLowerCase();
  if (language === 'ko') return (m[1] ?? m[2]) as string;
  return `我家的${(m[1] ?? m[2]) as string}`;
}

/** Reads a routine whose subject is missing today; null when the opening has none (or today's clause negates something else). */
export function findMissingRoutine(opening: string, language: ContentLanguage): MissingRoutine | null {
  const text = opening.trim();
  const habit = habitWord[language].exec(text);
  if (habit === null) return null;
  const stop = text.slice(habit.index).search(/[.!?。！？]/u);
  const habitSentence = text.slice(0, stop < 0 ? text.length : habit.index + stop);
  const rest = text.slice(habitSentence.length);
  const today = todayClause[language].exec(rest);
  const actor = findActor(habitSentence, language);
  if (today === null || actor === null) return null;
  const clause = today[1] ?? '';
  const placeMatch = habitPlace[language].exec(habitSentence);
  const place = placeMatch?.[1]?.trim() ?? null;
  const head = place === null ? '' : language === 'en' ? (place.split(/\s+/u).pop() as string) : language === 'vi' ? (place.split(/\s+/u)[0] as string) : place;
  const placeEmpty = head !== '' && clause.includes(head) && emptyPlace[language].test(clause);
  // The negated presence is the actor's only when no other noun of the habit is the clause's subject (the bus did not come).
  const otherSubject = language === 'en' ? /^\s*,?\s*(?:the|a|our|my)\s+(\w+)/iu.exec(clause)?.[1] ?? '' : '';
  const actorGone = notThere[language].test(clause) && (otherSubject === '' || actor.en.endsWith(otherSubject));
  if (!placeEmpty && !actorGone) return null;
  return { actor, own: actor.kind === 'animal' ? ownName(text, language) : null, place: placeEmpty || place !== null ? place : null };
}

/** Three paragraphs of sentences. */
type Plot = string[][];

function english(routine: MissingRoutine, own: string, random: () => number): Plot {
  const it = 'it';
  const place = routine.place === null ? 'the usual spot' : routine.place.replace(/^(?:our|my)\s/iu, 'the ');
  const Own = capitalizeLeading(own);
  return [
    [`${Own} had never once missed it.`, `I waited by ${place} a little longer, then walked up and down the street calling its name.`],
    [`I checked every place ${own} liked to hide, and then the places ${it} was not allowed in.`, pickOne(random, [`In the end I found ${it} curled up in the laundry basket, fast asleep on a pile of warm towels, as if nobody in the world was waiting.`, `In the end a neighbour knocked: ${own} had followed the smell of a barbecue two doors down and was sitting there, very pleased with itself.`])],
    [`The next day ${own} was back by ${place}, right on time.`, 'I had not known how much that small wait meant to me until the day it was empty.'],
  ];
}

function vietnamese(routine: MissingRoutine, own: string, random: () => number): Plot {
  const place = routine.place ?? 'chỗ cũ';
  return [
    [`Chưa bao giờ ${own} lỡ giờ ấy, chưa một lần.`, `Tôi đứng ở ${place} thêm một lúc, rồi đi dọc con đường gọi tên nó.`],
    ['Tôi tìm khắp những chỗ nó hay trốn, rồi cả những chỗ nó không được vào.', pickOne(random, ['Cuối cùng tôi thấy nó cuộn tròn trong giỏ quần áo, ngủ say trên đống khăn vừa phơi khô, như thể chẳng có ai đang đợi.', `Cuối cùng bác hàng xóm gọi sang: ${own} theo mùi cá nướng sang tận nhà bác, đang nằm ườn ra đó, mặt rất hài lòng.`])],
    [`Hôm sau, ${own} lại có mặt ở ${place}, đúng giờ.`, 'Tôi chưa từng biết cái chờ đợi nhỏ ấy quan trọng với mình đến thế, cho tới ngày chỗ ấy trống.'],
  ];
}

function korean(routine: MissingRoutine, own: string, random: () => number): Plot {
  const place = routine.place ?? '늘 있던 자리';
  return [
    [`${withParticle(own, '은')} 단 한 번도 그 시간을 놓친 적이 없었다.`, `나는 ${place} 앞에서 조금 더 기다리다가, 골목을 오가며 이름을 불렀다.`],
    ['녀석이 숨을 만한 곳을 전부 뒤졌고, 들어가면 안 되는 곳까지 찾아봤다.', pickOne(random, ['결국 녀석은 빨래 바구니 안에서 찾았다. 막 걷어 온 수건 더미 위에 동그랗게 말려, 기다리는 사람이 있는 줄도 모르고 곤히 자고 있었다.', '결국 옆집에서 연락이 왔다. 고기 굽는 냄새를 따라 두 집 건너까지 가서는, 아주 만족스러운 얼굴로 앉아 있더라고 했다.'])],
    [`다음 날 ${withParticle(own, '이')} 다시 ${place} 앞에 나와 있었다. 딱 그 시간에.`, '그 작은 기다림이 나한테 얼마나 큰 거였는지, 빈자리를 보고서야 알았다.'],
  ];
}

function chinese(routine: MissingRoutine, own: string, random: () => number): Plot {
  const place = routine.place ?? '老地方';
  return [
    [`${own}从来没有错过那个时间，一次也没有。`, `我在${place}又等了一会儿，然后沿着路一路喊它的名字。`],
    ['它平时爱躲的地方我都找遍了，连不让它进的地方也找了。', pickOne(random, ['最后，我在洗衣篮里找到了它：它蜷在一堆刚收回来的毛巾上，睡得正香，好像根本不知道有人在等。', '最后邻居打来电话：它闻着烤肉的香味，跑到隔了两户的人家，正心满意足地趴在那儿。'])],
    [`第二天，它又准时出现在${place}。`, '直到那天看见那里空着，我才知道，这一点小小的等待对我有多重要。'],
  ];
}

/** Writes the three paragraphs: the own animal looked for and found, anyone else's routine by the broken-routine plot. */
export function writeMissingRoutine(routine: MissingRoutine, language: ContentLanguage, random: () => number): Plot {
  const own = routine.own;
  if (own === null) return writeBrokenRoutine({ actor: routine.actor, part: 'day', changed: false }, language, random);
  if (language === 'en') return english(routine, own, random);
  if (language === 'vi') return vietnamese(routine, own, random);
  if (language === 'ko') return korean(routine, own, random);
  return chinese(routine, own, random);
}
