/**
 * The plots of the "first time" and "last time" shapes (issue 13, round 10), in four languages: a first time goes
 * nerves → the person who is not there (away, gone, or the one waited for) → a small difficulty met with their
 * remembered advice → the act done → what it meant; a last time goes looking slowly → the ordinary days behind it →
 * leaving, and what is kept. The absent person is only ever remembered, told later or waited for, never beside the
 * hero; the named hero stays the hero in the third person.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findFirstTimeShape, type FirstTimeShape } from './story-first-time.ts';
import { findAwayShape, writeAwayStory } from './story-shape-away.ts';
import { writeAheadStory } from './story-first-ahead.ts';
import { writeWatchedStory } from './story-first-watched.ts';
import { writeToldStory } from './story-first-told.ts';
import { englishPronouns, koreanHeroForms } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';
import { findComplication, type Complication } from './story-detail-clause.ts';
import { writeAheadComplication, writeComplicationMiddle, type DetailVoice } from './story-detail-lines.ts';
import type { FirstTimeDoer } from './story-first-reads.ts';
import { findOpeningPlace } from './story-detail-setting.ts';
import { findFirstThing } from './story-detail-first.ts';
import { isMissingFirstTime, writeMissingStory } from './story-shape11b-missing.ts';
import { findOtherActor, writeOtherActStory } from './story-shape11b-other.ts';
import { findEveEvent } from './story-shape12-eve.ts';
import { findComfortClause, writeComfortMiddle } from './story-shape12-comfort.ts';
import { findFirstTalk, writeFirstTalk } from './story-first-talk13.ts';
import { findKindnessToHero, writeKindnessToHero } from './story-kind13.ts';
import { findKnownSong, writeKnownSong } from './story-song13.ts';
import { findReunion, writeReunion } from './story-reunion13.ts';
import { isFailedFirstTime, writeFailedEnding, writeFailedMiddle } from './story-shape12-failed.ts';

/** The opening's own details a first-time plot carries: its complication clause and its place (round 11). */
export interface ShapeDetail {
  trouble: Complication | null;
  place: string | null;
}

const noDetail: ShapeDetail = { trouble: null, place: null };

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];


function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

function englishPlot(shape: FirstTimeShape, random: () => number, detail: ShapeDetail = noDetail): Plot {
  const { hero, absent, thing } = shape;
  const { s, o, self, pos } = englishPronouns(hero.gender, hero.firstPerson);
  const S = capitalizeLeading(s);
  const N = hero.firstPerson ? 'I' : hero.name;
  if (shape.kind === 'last') {
    const looked = pick([`${N} did not hurry. ${S} looked at ${thing ?? 'everything'} slowly, even at the small things ${s} had stopped noticing years ago.`, `${N} took ${pos} time. ${S} let ${pos} eyes rest on ${thing ?? 'everything'}, one small thing after another.`, `${N} moved slowly that day, looking at ${thing ?? 'everything'} as if to learn it by heart.`], random);
    return [
      [looked],
      [`So many ordinary days had led up to this one, and not once had ${s} imagined there would be a last.`, pick([`${S} stayed a little longer than ${s} needed to, just to have a few more minutes of it.`, `${S} lingered on purpose, as if a few more minutes could make it last.`, `${S} kept finding small reasons to stay a little longer.`], random)],
      [
        `When it was time to go, it was sadder than ${s} had expected, and somehow a little lighter too.`,
        thing !== null ? `Long after, ${s} could still see ${thing} exactly as ${/[^s]s$/u.test(thing) ? 'they were' : 'it was'} on that last day.` : `Long after, ${s} could still remember that last day exactly as it was.`,
        pick(['Some things end so that you finally see what they were worth.', `What ${s} kept was not a thing at all, but the way it had felt to be there.`, `It was over, and it had been worth every ordinary day.`], random),
      ],
    ];
  }
  // Waiting for someone in surgery is no act rehearsed in the mind: the minutes are long instead.
  const waiting = absent !== null && absent.role === 'cared' && !absent.usual;
  const first: string[] = [waiting ? `The minutes went by slowly, and ${s} checked the time far more often than ${hero.firstPerson ? 'I' : hero.name} needed to.` : pick([`${N} had imagined this moment many times, but now that it was here, ${s} checked everything twice.`, `${N} had pictured this a hundred times, and still, now that it was real, ${s} went over every step twice.`, `${N} had gone over it in ${pos} head for days, and still ${pos} hands were not quite steady.`], random)];
  if (thing !== null) first.push(`Even ${thing} seemed different, as if ${s} were seeing ${/(?:[^su]s|ies)$/u.test(thing) ? 'them' : 'it'} for the first time too.`);
  const who = absent?.who ?? '';
  const Who = capitalizeLeading(who);
  if (absent !== null && absent.usual) first.push(`Every other time, ${who} had been the one who knew what to do, and ${s} had only had to follow.`);
  if (absent !== null && absent.role === 'cared') first.push(`All ${s} could think about was ${who}.`);
  else if (absent !== null && absent.role === 'gone') first.push(`It was the first time without ${who}, and ${s} felt the gap more than ${s} had expected.`);
  else if (absent !== null && !absent.usual) first.push(`${Who} was not there this time, and ${s} felt the gap more than ${s} had expected.`);
  const middle = absent !== null && absent.role === 'cared'
    ? [`Then, halfway through, something small went wrong, and there was nobody to ask.`, `${S} took a breath and remembered what ${who} always said: slow down, one thing at a time.`]
    : absent !== null
    ? [`Then, halfway through, something small went wrong, the kind of thing ${who} would have sorted out without a word.`, `${S} took a breath and remembered what ${who} always said: slow down, one thing at a time.`]
    : [pick([`Then, halfway through, something small went wrong, and for a moment ${s} froze.`, `Halfway through, one small thing refused to go to plan, and ${s} stopped dead.`, `Somewhere in the middle, a small thing went wrong, and ${pos} mind went blank for a second.`], random), pick([`${S} took a breath and told ${self} what ${s} would have told anyone else: slow down, one thing at a time.`, `${S} breathed out slowly and said it to ${self}, the way ${s} would to a friend: one thing at a time.`, `${S} made ${self} stop and start again: one thing at a time.`], random)];
  // The opening already told how it went wrong: no other difficulty is made up, and it is never said to have come right.
  if (shape.troubleTold) middle[0] = `It did not go the way it had gone in ${pos} head, not exactly.`;
  middle.push(shape.troubleTold ? `So ${s} did, one thing at a time.` : pick([`So ${s} did exactly that, and it worked.`, `${S} did just that, one step and then the next, and it came right.`, `One thing, then the next, and slowly it came right.`], random));
  // Round 11: the opening's own complication is the difficulty, told back whole and answered by its kind.
  if (detail.trouble !== null && !waiting) middle.splice(0, middle.length, ...writeComplicationMiddle(detail.trouble, 'en', { s, o, pos, topic: '', subject: '' }, random, detail.place));
  const end: string[] = [waiting ? `At last the waiting was over, and ${s} had got through it on ${pos} own.` : shape.troubleTold ? `It was not perfect. But it was done${shape.alone ? `, and ${s} had done it on ${pos} own` : ''}.` : shape.alone ? `And then it was done. ${S} had done it on ${pos} own.` : 'And then it was done, and it was real: not a practice, the first time.'];
  if (absent !== null) {
    if (absent.role === 'gone') end.push(`Afterwards, ${s} thought of ${who}, and it felt less like being alone and more like carrying something ${who} had left ${o}.`);
    else if (absent.role === 'cared') end.push(`${S} could hardly wait to see ${who} again.`);
    else if (absent.role === 'missed') end.push(`Afterwards, ${s} thought of ${who} for a long while, and it felt less like being alone.`);
    else end.push(`${S} could hardly wait to tell ${who} all about it.`);
  }
  end.push(pick([`It was a small thing to anyone else. To ${o}, it was the day ${s} found out ${s} could.`, `There would be a second time, and it would be easier. But ${s} would keep the first.`, `Nobody else would remember that day. ${S} would, for a long time.`], random));
  return [first, middle, end];
}

function vietnamesePlot(shape: FirstTimeShape, random: () => number, detail: ShapeDetail = noDetail): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  const S = capitalizeLeading(s);
  if (shape.kind === 'last') {
    return [
      [pick([`${S} không vội. ${S} nhìn ${thing ?? 'mọi thứ'} thật chậm, để ý cả những điều nhỏ đã quen đến mức lâu nay không còn thấy.`, `${S} chẳng vội gì. ${S} để mắt mình dừng lại trên ${thing ?? 'mọi thứ'}, từng điều nhỏ một.`, `Hôm ấy ${s} đi thật chậm, nhìn ${thing ?? 'mọi thứ'} như muốn thuộc lòng.`], random)],
      [`Bao nhiêu ngày bình thường đã trôi qua như thế, và chưa lần nào ${s} nghĩ sẽ có một ngày cuối cùng.`, pick([`${S} nán lại lâu hơn cần thiết một chút, chỉ để có thêm vài phút nữa.`, `${S} cố tình nán lại thêm chút nữa, như thể vài phút ấy có thể giữ nó lâu hơn.`, `${S} cứ tìm cớ để ở lại thêm một chút.`], random)],
      [
        `Lúc phải đi, ${s} buồn hơn mình tưởng, nhưng lòng cũng nhẹ đi một chút.`,
        thing !== null ? `Rất lâu về sau, ${s} vẫn nhớ ${thing} đúng như trong ngày cuối cùng ấy.` : `Rất lâu về sau, ${s} vẫn nhớ rõ ngày cuối cùng ấy.`,
        pick(['Có những thứ phải đến lúc kết thúc, mình mới thấy hết nó quý thế nào.', `Thứ ${s} giữ lại không phải đồ vật nào, mà là cảm giác được ở đó.`, 'Vậy là hết, và từng ngày bình thường ấy đều đáng giá.'], random),
      ],
    ];
  }
  const waiting = absent !== null && absent.role === 'cared' && !absent.usual;
  const first: string[] = [waiting ? `Thời gian trôi chậm đến lạ, và ${s} cứ nhìn đồng hồ hết lần này đến lần khác.` : pick([`${S} đã tưởng tượng khoảnh khắc này nhiều lần, vậy mà khi nó đến thật, ${s} vẫn kiểm tra mọi thứ đến hai lần.`, `${S} đã hình dung cảnh này cả trăm lần, vậy mà lúc bắt đầu thật, ${s} vẫn rà lại từng bước một.`, `Mấy hôm liền ${s} cứ nghĩ mãi về ngày này, vậy mà đến lúc thật, tay ${s} vẫn hơi run.`], random)];
  if (thing !== null) first.push(`Ngay cả ${thing} cũng trông khác hẳn, như thể ${s} cũng đang nhìn thấy nó lần đầu.`);
  const who = absent?.who ?? '';
  if (absent !== null && absent.usual) first.push(`Những lần trước, ${who} luôn là người biết phải làm gì, còn ${s} chỉ việc làm theo.`);
  if (absent !== null && absent.role === 'cared') first.push(`Trong đầu ${s} lúc nào cũng chỉ nghĩ đến ${who}.`);
  else if (absent !== null && absent.role === 'gone') first.push(`Đây là lần đầu tiên không còn ${who}, và ${s} thấy trống trải hơn mình tưởng.`);
  else if (absent !== null && !absent.usual) first.push(`Lần này không có ${who}, và ${s} thấy trống trải hơn mình tưởng.`);
  const middle = absent !== null && absent.role === 'cared'
    ? [`Rồi được nửa chừng, một chuyện nhỏ trục trặc, mà chẳng có ai để hỏi.`, `${S} hít một hơi và nhớ lời ${who} vẫn dặn: cứ bình tĩnh, từng việc một.`]
    : absent !== null
    ? [`Rồi được nửa chừng, một chuyện nhỏ trục trặc, đúng kiểu chuyện mà ${who} sẽ lo xong chẳng cần nói câu nào.`, `${S} hít một hơi và nhớ lời ${who} vẫn dặn: cứ bình tĩnh, từng việc một.`]
    : [pick([`Rồi được nửa chừng, một chuyện nhỏ trục trặc, và ${s} khựng lại một lúc.`, `Đến giữa chừng, có một việc nhỏ không theo ý, và ${s} đứng khựng lại.`, `Được một lúc thì có chuyện nhỏ không ổn, đầu óc ${s} trống rỗng mất mấy giây.`], random), pick([`${S} hít một hơi và tự nhủ: cứ bình tĩnh, từng việc một.`, `${S} thở ra thật chậm, tự nhắc mình như nhắc một người bạn: từng việc một.`, `${S} bắt mình dừng lại rồi bắt đầu lại: từng việc một.`], random)];
  if (shape.troubleTold) middle[0] = `Mọi chuyện không diễn ra đúng như ${s} đã hình dung.`;
  middle.push(shape.troubleTold ? `${S} làm đúng như thế, từng việc một.` : pick([`${S} làm đúng như thế, và mọi chuyện ổn cả.`, `${S} làm theo đúng vậy, từng bước một, và rồi mọi thứ đâu vào đấy.`, `Từng việc, rồi việc tiếp theo, và dần dần mọi chuyện cũng xuôi.`], random));
  if (detail.trouble !== null && !waiting) middle.splice(0, middle.length, ...writeComplicationMiddle(detail.trouble, 'vi', { s, o: s, pos: s, topic: '', subject: '' }, random, detail.place));
  const end: string[] = [waiting ? `Cuối cùng thì cũng chờ xong, và ${s} đã tự mình vượt qua.` : shape.troubleTold ? `Không hoàn hảo, nhưng xong rồi${shape.alone ? `, và ${s} đã tự mình làm` : ''}.` : shape.alone ? `Thế là xong. ${S} đã tự mình làm được.` : 'Thế là xong, và lần này là thật: không phải tập thử, mà là lần đầu tiên.'];
  if (absent !== null) {
    if (absent.role === 'gone') end.push(`Xong xuôi, ${s} nghĩ đến ${who}, và thấy mình không hẳn là một mình, vì những gì ${who} để lại vẫn còn nguyên đó.`);
    else if (absent.role === 'cared') end.push(`${S} chỉ mong mau được gặp ${who} để kể hết mọi chuyện.`);
    else if (absent.role === 'missed') end.push(`Xong xuôi, ${s} nghĩ đến ${who} thật lâu, và thấy mình không còn một mình đến thế.`);
    else end.push(`${S} nóng lòng muốn kể hết cho ${who} nghe.`);
  }
  end.push(pick([`Với người khác, đó là chuyện nhỏ. Với ${s}, đó là ngày ${s} biết mình làm được.`, `Rồi sẽ có lần thứ hai, dễ hơn nhiều. Nhưng ${s} sẽ giữ mãi lần đầu này.`, `Chẳng ai khác nhớ đến ngày hôm ấy. Còn ${s} thì sẽ nhớ rất lâu.`], random));
  return [first, middle, end];
}

function koreanPlot(shape: FirstTimeShape, random: () => number, detail: ShapeDetail = noDetail): Plot {
  const { hero, absent, thing } = shape;
  const { topic, subject, toHero } = koreanHeroForms(hero);
  if (shape.kind === 'last') {
    return [
      [pick([`${topic} 서두르지 않았다. ${thing !== null ? withParticle(thing, '을') : '주위를'} 천천히 둘러보며, 너무 익숙해서 보이지 않던 작은 것들까지 하나하나 눈에 담았다.`, `${topic} 천천히 움직였다. ${thing !== null ? withParticle(thing, '을') : '주위를'} 외워 두려는 것처럼 오래 바라보았다.`, `그날따라 ${topic} 발걸음이 느렸다. 작은 것 하나하나에 눈길이 머물렀다.`], random)],
      ['그렇게 평범한 날들이 수없이 지나갔는데, 마지막 날이 올 거라고는 한 번도 생각해 본 적이 없었다.', pick([`${topic} 괜히 조금 더 머물렀다. 몇 분이라도 더 가지고 싶어서.`, `${topic} 일부러 천천히 움직였다. 조금이라도 더 오래 머물고 싶어서.`, `${topic} 자꾸 조금 더 있을 핑계를 찾았다.`], random)],
      [
        '떠날 때가 되자 생각보다 더 서운했지만, 이상하게 마음 한쪽은 가벼워졌다.',
        thing !== null ? `오랜 시간이 지나도 ${topic} 마지막 날의 ${withParticle(thing, '을')} 그대로 기억할 것이다.` : `오랜 시간이 지나도 ${topic} 그 마지막 날을 그대로 기억할 것이다.`,
        pick(['어떤 것들은 끝나고 나서야 얼마나 소중했는지 알게 된다.', `${subject} 간직한 건 물건이 아니라, 그곳에 있던 그 느낌이었다.`, '그렇게 끝났다. 평범했던 하루하루가 다 그만한 값이 있었다.'], random),
      ],
    ];
  }
  const waiting = absent !== null && absent.role === 'cared' && !absent.usual;
  const first: string[] = [waiting ? `시간은 유난히 느리게 흘렀고, ${topic} 괜히 시계를 자꾸 들여다보았다.` : pick([`${topic} 이 순간을 몇 번이나 상상해 봤지만, 막상 닥치니 모든 걸 두 번씩 확인하게 됐다.`, `${topic} 이 장면을 수없이 그려 봤는데도, 막상 시작하려니 모든 걸 한 번 더 되짚어 보게 됐다.`, `며칠 내내 머릿속으로 연습했는데도, 막상 그날이 되니 손끝이 조금 떨렸다.`], random)];
  if (thing !== null) first.push(`${thing}조차 처음 보는 것처럼 낯설어 보였다.`);
  const who = absent?.who ?? '';
  // An elder or a teacher is spoken of with honorifics (할머니께서 늘 하시던 말씀, 계셨다면).
  const honored = /할머니|할아버지|어머니|아버지|부모님|선생님/u.test(who);
  const whoSubject = honored ? `${who}께서` : withParticle(who, '가');
  const said = honored ? '늘 하시던 말씀' : '늘 하던 말';
  const were = honored ? '계셨다면' : '있었다면';
  if (absent !== null && absent.usual) first.push(`전에는 늘 ${whoSubject} 알아서 해 ${honored ? '주셨고' : '주었고'}, ${topic} 옆에서 따라 하기만 하면 됐다.`);
  if (absent !== null && absent.role === 'cared') first.push(`머릿속에는 온통 ${who} 생각뿐이었다.`);
  else if (absent !== null && absent.role === 'gone') first.push(`${who} 없이 하는 첫 번째였고, ${topic} 한 걸음마다 그 빈자리를 느꼈다.`);
  else if (absent !== null && !absent.usual) first.push(`이번에는 ${honored ? `${who}께서 안 계셨고` : `${whoSubject} 없었고`}, ${topic} 한 걸음마다 그 빈자리를 느꼈다.`);
  const middle = absent !== null && absent.role === 'cared'
    ? [`그러다 중간쯤에서 작은 문제가 하나 생겼는데, 물어볼 사람이 아무도 없었다.`, `${topic} 숨을 한 번 고르고 ${whoSubject} ${said}을 떠올렸다. 천천히, 하나씩.`]
    : absent !== null
    ? [`그러다 중간쯤에서 작은 문제가 하나 생겼다. ${whoSubject} ${were} 아무 일도 아니었을 일이었다.`, `${topic} 숨을 한 번 고르고 ${whoSubject} ${said}을 떠올렸다. 천천히, 하나씩.`]
    : [pick([`그러다 중간쯤에서 작은 문제가 하나 생겼고, ${topic} 잠깐 얼어붙었다.`, `중간에 작은 일 하나가 뜻대로 되지 않았고, ${topic} 그 자리에 멈춰 섰다.`, `한참 하다 보니 사소한 게 하나 어긋났고, 머릿속이 잠깐 하얘졌다.`], random), pick([`${topic} 숨을 한 번 고르고 스스로에게 말했다. 천천히, 하나씩.`, `${topic} 숨을 길게 내쉬고, 친구에게 하듯 스스로에게 말했다. 괜찮아, 천천히, 하나씩.`, `${topic} 잠깐 멈췄다가 처음부터 다시 했다. 천천히, 하나씩.`], random)];
  if (shape.troubleTold) middle[0] = '머릿속에서 그려 본 것과는 조금 달랐다.';
  middle.push(shape.troubleTold ? '그래서 정말 하나씩 해 나갔다.' : pick(['정말 그렇게 하자, 일이 풀렸다.', '그대로 해 보니, 정말로 하나씩 풀려 갔다.', '하나, 그리고 또 하나. 그러자 조금씩 제자리를 찾아갔다.'], random));
  if (detail.trouble !== null && !waiting) middle.splice(0, middle.length, ...writeComplicationMiddle(detail.trouble, 'ko', { s: '', o: '', pos: '', topic, subject }, random, detail.place));
  const end: string[] = [waiting ? `마침내 기다림이 끝났다. ${subject} 혼자서 견뎌 낸 것이다.` : shape.troubleTold ? `완벽하지는 않았다. 그래도 ${shape.alone ? `${subject} 혼자서 끝까지 해낸 것이다` : '끝까지 해냈다'}.` : shape.alone ? `그리고 끝났다. ${subject} 혼자서 해낸 것이다.` : '그리고 끝났다. 연습이 아니라, 진짜 처음이었다.'];
  if (absent !== null) {
    if (absent.role === 'gone') end.push(`다 끝내고 ${topic} 한참 ${who} 생각을 했다. 혼자였지만, ${whoSubject} 남겨 ${honored ? '주신' : '준'} 것만큼은 그대로 남아 있었다.`);
    else if (absent.role === 'cared') end.push(honored ? `${topic} 얼른 ${withParticle(who, '를')} 뵙고 다 말씀드리고 싶었다.` : `${topic} 얼른 ${withParticle(who, '를')} 만나 다 이야기해 주고 싶었다.`);
    else if (absent.role === 'missed') end.push(`다 끝내고 ${topic} 한참 동안 ${who} 생각을 했다. 그러자 혼자라는 느낌이 조금 옅어졌다.`);
    else end.push(honored ? `${topic} 얼른 ${who}께 다 말씀드리고 싶었다.` : `${topic} 얼른 ${who}에게 다 이야기하고 싶었다.`);
  }
  end.push(pick([`남들에게는 작은 일이겠지만, ${toHero}는 할 수 있다는 걸 알게 된 날이었다.`, `두 번째는 훨씬 쉬울 것이다. 그래도 ${topic} 이 처음을 오래 간직할 것이다.`, `아무도 그날을 기억하지 못하겠지만, ${topic} 오래 기억할 것이다.`], random));
  return [first, middle, end];
}

function chinesePlot(shape: FirstTimeShape, random: () => number, detail: ShapeDetail = noDetail): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  if (shape.kind === 'last') {
    return [
      [pick([`${s}没有急着走，慢慢地看着${thing ?? '周围'}，连那些早就习以为常、视而不见的小地方也一一看在眼里。`, `${s}一点也不着急，目光在${thing ?? '周围'}上停了很久，一样一样地看。`, `那天${s}走得很慢，看着${thing ?? '周围'}，像是要把它记在心里。`], random)],
      [`那么多平平常常的日子就这样过去了，${s}从来没想过，会有最后一天。`, pick([`${s}故意多待了一会儿，只想再多留几分钟。`, `${s}故意放慢了脚步，好像这样就能让它留得久一点。`, `${s}总想找个理由，再多留一会儿。`], random)],
      [
        '到了该走的时候，比想象中更舍不得，心里却也轻了一点。',
        thing !== null ? `很多年以后，${s}还会记得最后那天${thing}的样子。` : `很多年以后，${s}还会记得最后那天的样子。`,
        pick(['有些东西，要到结束的时候，才知道它有多珍贵。', `${s}留下来的不是什么东西，而是那时在那里的感觉。`, '就这样结束了。那些平平常常的日子，每一天都值得。'], random),
      ],
    ];
  }
  const waiting = absent !== null && absent.role === 'cared' && !absent.usual;
  const first: string[] = [waiting ? `时间过得特别慢，${s}一遍又一遍地看时间。` : pick([`${s}想象过这一刻很多次，可真到了这一天，还是把每样东西都检查了两遍。`, `${s}在心里把这一刻演练过无数遍，可真开始的时候，还是把每一步又过了一遍。`, `这几天${s}一直在心里过这件事，可真到了这一刻，手还是有点抖。`], random)];
  if (thing !== null) first.push(`就连${thing}，今天看起来也和平时不一样。`);
  const who = absent?.who ?? '';
  if (absent !== null && absent.usual) first.push(`以前每次都是${who}在前面张罗，${s}只要跟着就好。`);
  if (absent !== null && absent.role === 'cared') first.push(`${s}满脑子想的都是${who}。`);
  else if (absent !== null && absent.role === 'gone') first.push(`这是没有${who}的第一次，${s}心里空了一块，比想象中还明显。`);
  else if (absent !== null && !absent.usual) first.push(`这一次${who}不在身边，${s}心里空了一块，比想象中还明显。`);
  const middle = absent !== null && absent.role === 'cared'
    ? [`中途出了一点小状况，身边却没有一个可以问的人。`, `${s}深吸一口气，想起${who}常说的话：别急，一件一件来。`]
    : absent !== null
    ? [`中途出了一点小状况，要是${who}在，这根本不算什么。`, `${s}深吸一口气，想起${who}常说的话：别急，一件一件来。`]
    : [pick([`中途出了一点小状况，${s}一下子愣住了。`, `做到一半，有件小事没按计划来，${s}停在了那里。`, `没过多久就出了个小岔子，${s}脑子空白了好几秒。`], random), pick([`${s}深吸一口气，对自己说：别急，一件一件来。`, `${s}慢慢吐了口气，像安慰朋友那样对自己说：一件一件来。`, `${s}让自己停一停，再重新开始：一件一件来。`], random)];
  if (shape.troubleTold) middle[0] = `事情没有照${s}想象的那样进行。`;
  middle.push(shape.troubleTold ? `${s}照着做，手上慢了下来，心也跟着静了一点。` : pick([`${s}就照着做了，事情果然顺了。`, `${s}照着做，一步一步，事情慢慢就顺了。`, `一件，再一件，事情一点点回到了正轨。`], random));
  if (detail.trouble !== null && !waiting) middle.splice(0, middle.length, ...writeComplicationMiddle(detail.trouble, 'zh', { s, o: s, pos: s, topic: '', subject: '' }, random, detail.place));
  const end: string[] = [waiting ? `终于，等待结束了。这一次，是${s}自己撑过来的。` : shape.troubleTold ? `虽然不算完美，可总算做完了${shape.alone ? `，是${s}自己做完的` : ''}。` : shape.alone ? `终于，做完了。这一次，是${s}自己做到的。` : '终于，做完了。不是练习，是真正的第一次。'];
  if (absent !== null) {
    if (absent.role === 'gone') end.push(`做完以后，${s}想了${who}很久。虽然是一个人，可${who}留下的东西一直都在。`);
    else if (absent.role === 'cared') end.push(`${s}只盼着快点见到${who}，把这一切都讲给${who}听。`);
    else if (absent.role === 'missed') end.push(`做完以后，${s}想了${who}很久，好像也没有那么孤单了。`);
    else end.push(`${s}迫不及待地想把这一切都讲给${who}听。`);
  }
  end.push(pick([`在别人看来，这也许是件小事；可对${s}来说，这是知道自己能行的那一天。`, `以后还会有第二次，会容易得多。可${s}会一直记得这第一次。`, `别人不会记得那一天，可${s}会记很久。`], random));
  return [first, middle, end];
}

/**
 * A Vietnamese hero named with a title (bà Năm, ông Tư) is named in full once, then by the title alone, as Vietnamese
 * narration does ("Bà Năm không vội. Bà nhìn…").
 */
function titledAfterFirst(plot: Plot, shape: FirstTimeShape, language: ContentLanguage): Plot {
  const title = /^(ông|bà|cô|chú|bác|anh|chị|dì|cụ|thầy)\s/u.exec(shape.hero.name)?.[1];
  if (language !== 'vi' || shape.hero.firstPerson || title === undefined) return plot;
  const name = shape.hero.name;
  let seen = false;
  const swap = (sentence: string): string => sentence.replace(new RegExp(`${name}|${capitalizeLeading(name)}`, 'gu'), (found) => {
    if (!seen) {
      seen = true;
      return found;
    }
    return found === name ? title : capitalizeLeading(title);
  });
  return [plot[0].map(swap), plot[1].map(swap), plot[2].map(swap)];
}

/** Writes the three paragraphs of a first-time or last-time plot for `shape` in `language`. */
export function writeFirstTimeStory(shape: FirstTimeShape, language: ContentLanguage, random: () => number, detail: ShapeDetail = noDetail): Plot {
  return titledAfterFirst(plotOf(shape, language, random, detail), shape, language);
}

function plotOf(shape: FirstTimeShape, language: ContentLanguage, random: () => number, detail: ShapeDetail): Plot {
  if (shape.doer !== null) {
    const plot = shape.doer.child ? writeWatchedStory(shape, shape.doer, language, random) : writeToldStory(shape, shape.doer, language, random);
    // Round 11: someone else's difficulty is told back too, and met in their own way (a Korean elder keeps the honorific lines).
    if (detail.trouble === null || (language === 'ko' && shape.doer.elder === true)) return plot;
    const lines = writeComplicationMiddle(detail.trouble, language, doerVoice(shape.doer, language), random, null);
    const at = shape.doer.child ? 1 : 0;
    plot[1].splice(at, 1, ...lines);
    return plot;
  }
  if (shape.time === 'ahead') {
    const plot = writeAheadStory(shape, language, random);
    // Round 11: a difficulty already known before it starts is told back and planned for, never a generic "if".
    if (detail.trouble !== null && shape.kind === 'first') plot[1] = writeAheadComplication(detail.trouble, language, heroVoice(shape, language));
    return plot;
  }
  if (language === 'en') return englishPlot(shape, random, detail);
  if (language === 'vi') return vietnamesePlot(shape, random, detail);
  if (language === 'ko') return koreanPlot(shape, random, detail);
  return chinesePlot(shape, random, detail);
}

/** How the complication lines call the hero of a first time (I, Mia / she, em, 나는, 小林). */
function heroVoice(shape: FirstTimeShape, language: ContentLanguage): DetailVoice {
  const { hero } = shape;
  if (language === 'en') {
    const { s, o, pos } = englishPronouns(hero.gender, hero.firstPerson);
    return { s: hero.firstPerson ? s : hero.name, o, pos, topic: '', subject: '' };
  }
  if (language === 'ko') {
    const { topic, subject } = koreanHeroForms(hero);
    return { s: '', o: '', pos: '', topic, subject };
  }
  return { s: hero.name, o: hero.name, pos: hero.name, topic: '', subject: '' };
}

/** How the complication lines call someone else who does the first time (she, con bé, 아이는, 妈妈). */
function doerVoice(doer: FirstTimeDoer, language: ContentLanguage): DetailVoice {
  if (language === 'en') {
    const { s, o, pos } = englishPronouns(doer.gender);
    return { s, o, pos, topic: '', subject: '' };
  }
  if (language === 'ko') return { s: doer.who, o: doer.who, pos: doer.who, topic: withParticle(doer.who, '는'), subject: withParticle(doer.who, '가') };
  return { s: doer.who, o: doer.who, pos: doer.who, topic: '', subject: '' };
}

/** Where an opening's first-time marker is (first, lần đầu, 처음, 第一次), or 0 when it has none. */
function firstAt(opening: string, language: ContentLanguage): number {
  const marker = { en: /\bfirst\b/iu, vi: /lần đầu|đầu tiên/iu, ko: /처음|첫/u, zh: /第一次|头一回|头一次|首次|第一/u }[language];
  return Math.max(0, marker.exec(opening.trim())?.index ?? 0);
}

/** The plot of the first shape an opening in `language` has (a first time, a last time, someone away), or null. */
export function writeShapedPlot(opening: string, language: ContentLanguage, random: () => number): Plot | null {
  // Round 12: an event the night before something (even a first something) is no first time: rank 4 tells it.
  if (findEveEvent(opening, language) !== null) return null;
  // Round 13: a first conversation with a person is a meeting, not a task: the person met up close (story-first-talk13.ts).
  const talk = findFirstTalk(opening, language);
  if (talk !== null) return writeFirstTalk(talk, language, random) as Plot;
  // Round 13: a song someone used to sing, heard again, is no first or last time (story-song13.ts).
  const song = findKnownSong(opening, language);
  if (song !== null) return writeKnownSong(song, language, random) as Plot;
  // Round 13: someone met again after years is no first time (story-reunion13.ts).
  const reunion = findReunion(opening, language);
  if (reunion !== null) return writeReunion(reunion, language, random) as Plot;
  // Round 13: a kindness done to the named hero on a first day (the old woman opposite gave him her stool) is the
  // kindness's story (story-kind13.ts), never a first time whose missing person is invented.
  const kindness = findKindnessToHero(opening, language);
  if (kindness !== null) return writeKindnessToHero(kindness, language, random) as Plot;
  const trouble = findComplication(opening, language, firstAt(opening, language));
  // Round 11: with a difficulty of a known kind after the act, the shape is read from the act alone, so the difficulty's
  // own words (the battery died, 突然) never make someone gone or the event strange.
  const head = trouble !== null && trouble.kind !== 'other' ? findFirstTimeShape(opening.trim().slice(0, trouble.at), language) : null;
  // Round 12: a doer the head alone leaves without a gender takes the pronoun the whole opening gives them (…, and he forgot).
  const doer = head?.doer ?? null;
  const gendered = doer !== null && doer.gender === null && language === 'en' ? { ...doer, gender: /\b(?:she|her)\b/iu.test(opening) ? 'she' as const : /\b(?:he|him|his)\b/iu.test(opening) ? 'he' as const : null } : doer;
  const whole = head !== null ? { ...head, troubleTold: true, doer: gendered } : findFirstTimeShape(opening, language);
  // A first thing made (my first loaf, 첫 김장) with a difficulty of a known kind is a first time too.
  const read = whole ?? (trouble !== null && (trouble.kind !== 'other' || trouble.clause !== null) ? findFirstThing(opening, language, trouble.at) : null);
  // Round 11b: someone else's first time that turned into not coming back or not answering was never watched.
  if (read !== null && read.doer !== null && isMissingFirstTime(read, opening, language)) return writeMissingStory(read, read.doer, opening, language, random);
  // Round 11b: the narrator's first time whose difficulty is someone else's act (my mom burned the roast) is theirs to own.
  // Round 12: a kindness in the turn (the stranger in the next seat held my hand, 손을 잡아 주었다) is comfort, not trouble.
  const comfort = read !== null && read.kind === 'first' && read.doer === null ? findComfortClause(opening, trouble, language) : null;
  const actor = read !== null && comfort === null && read.kind === 'first' && read.doer === null && read.hero.firstPerson ? findOtherActor(trouble, language) : null;
  if (read !== null && trouble !== null && actor !== null) return writeOtherActStory(read, trouble, actor, opening, language);
  if (read === null) {
    const away = findAwayShape(opening, language);
    return away === null ? null : writeAwayStory(away, language, random);
  }
  const plot = writeFirstTimeStory(read, language, random, read.kind === 'first' ? { trouble, place: read.time === 'past' ? findOpeningPlace(opening, language) : null } : noDetail);
  // Round 12: the hero's own first time that came out a failure (结果下锅全破了, kết quả làm vỡ) ends on what went wrong
  // and the next try, never on a triumph.
  const failed = read.kind === 'first' && read.doer === null && read.time === 'past' && read.absent === null && isFailedFirstTime(opening.trim().slice(firstAt(opening, language)), language);
  if (comfort !== null) return [plot[0], writeComfortMiddle(comfort, language, heroVoice(read, language), read.hero.firstPerson), plot[2]];
  return failed ? [plot[0], trouble === null ? writeFailedMiddle(read, language) : plot[1], writeFailedEnding(read, language)] : plot;
}

