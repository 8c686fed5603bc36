/**
 * A first time or a last time that is happening now or still to come (issue 13, round 10, second pass): "tonight I'm
 * babysitting … for the first time", "Mr. Halloran locks up … for the last time tomorrow", "ngày mai…", "내일 처음으로…",
 * "明天第一次…". The plot is told as it unfolds, never as already done: the rehearsal, the advice kept ready for
 * whatever goes wrong, what it will mean; a last time is the slow look around before leaving.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { FirstTimeShape } from './story-first-time.ts';
import { englishPronouns, koreanHeroForms } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];


function englishAhead(shape: FirstTimeShape): Plot {
  const { hero, absent, thing } = shape;
  const g = hero.gender;
  const plain = hero.firstPerson || g === null;
  const { s, o, pos } = englishPronouns(g, hero.firstPerson);
  const S = capitalizeLeading(s);
  const N = hero.firstPerson ? 'I' : hero.name;
  // Present tense: "I keep" / "she keeps"; the named hero opens the plot, a pronoun carries it.
  const v = (base: string, third: string): string => (plain ? base : third);
  if (shape.kind === 'last') {
    const it = thing !== null && /[^s]s$/u.test(thing) ? 'they are' : 'it is';
    return [
      [`${N} ${v('take', 'takes')} ${pos} time. ${S} ${v('look', 'looks')} at ${thing ?? 'everything'} slowly, even at the small things ${s} stopped noticing years ago.`],
      [`So many ordinary days have led up to this one, and not once did ${s} imagine there would be a last.`, `${S} ${v('stay', 'stays')} a little longer than ${s} ${v('need', 'needs')} to, just to have a few more minutes of it.`],
      [
        `When it is time to go, it will be harder than ${s} ${v('expect', 'expects')}, and somehow a little lighter too.`,
        thing !== null ? `Long after, ${s} will still see ${thing} exactly as ${it} now.` : `Long after, ${s} will still remember it exactly as it is now.`,
        `What ${s} will keep is not a thing at all, but the way it feels to be there.`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [`${N} ${v('have', 'has')} pictured it a hundred times, and still ${s} ${v('keep', 'keeps')} going over every step.`];
  if (thing !== null) first.push(`Even ${thing} ${/[^s]s$/u.test(thing) ? 'look' : 'looks'} different, as if ${s} were about to see ${/[^s]s$/u.test(thing) ? 'them' : 'it'} for the first time too.`);
  if (absent !== null && absent.usual) first.push(`Every other time, ${who} has been the one who knows what to do.`);
  if (absent !== null && absent.role === 'gone') first.push(`It will be the first time without ${who}.`);
  else if (absent !== null && !absent.usual) first.push(`${capitalizeLeading(who)} won't be there this time, and ${s} can already feel the gap.`);
  const middle = absent !== null
    ? [`If something small goes wrong halfway, and something always does, ${s} will remember what ${who} always says: slow down, one thing at a time.`]
    : [`If something small goes wrong halfway, and something always does, ${s} will do what ${s} would tell anyone else: slow down, one thing at a time.`];
  middle.push(`${S} ${v('say', 'says')} it once more under ${pos} breath, just to be sure.`);
  const end: string[] = [shape.alone ? `By the end of it, it will be done, and done on ${pos} own.` : 'By the end of it, it will be done, and it will be real: not a practice, the first time.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`And then ${s} will tell ${who} all about it.`);
    else if (absent.role === 'cared') end.push(`And then, at last, ${s} will see ${who} again.`);
    else end.push(`${S} will think of ${who} the whole way through, and it will feel less like being alone.`);
  }
  end.push(`It is a small thing to anyone else. To ${o}, it will be the day ${s} ${v('find', 'finds')} out ${s} can.`);
  return [first, middle, end];
}

function vietnameseAhead(shape: FirstTimeShape): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  const S = capitalizeLeading(s);
  if (shape.kind === 'last') {
    return [
      [`${S} không vội. ${S} nhìn ${thing ?? 'mọi thứ'} thật chậm, để ý cả những điều nhỏ đã quen đến mức lâu nay không còn thấy.`],
      [`Bao nhiêu ngày bình thường đã trôi qua như thế, và chưa lần nào ${s} nghĩ sẽ có một ngày cuối cùng.`, `${S} nán lại lâu hơn cần thiết một chút, chỉ để có thêm vài phút nữa.`],
      [
        `Đến lúc phải đi, chắc ${s} sẽ buồn hơn mình tưởng, nhưng lòng cũng sẽ nhẹ đi một chút.`,
        thing !== null ? `Rất lâu về sau, ${s} vẫn sẽ nhớ ${thing} đúng như lúc này.` : `Rất lâu về sau, ${s} vẫn sẽ nhớ đúng khoảnh khắc này.`,
        `Thứ ${s} giữ lại sẽ không phải đồ vật nào, mà là cảm giác được ở đó.`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [`${S} đã hình dung cảnh này cả trăm lần, vậy mà giờ vẫn cứ rà đi rà lại từng bước.`];
  if (thing !== null) first.push(`Ngay cả ${thing} cũng như khác hẳn mọi ngày.`);
  if (absent !== null && absent.usual) first.push(`Mọi lần, ${who} luôn là người biết phải làm gì.`);
  if (absent !== null && absent.role === 'gone') first.push(`Đây sẽ là lần đầu tiên không còn ${who}.`);
  else if (absent !== null && !absent.usual) first.push(`Lần này không có ${who}, và ${s} đã thấy trống trải.`);
  const middle = [
    absent !== null ? `Nếu giữa chừng có chuyện gì trục trặc, ${s} sẽ nhớ lời ${who} vẫn dặn: cứ bình tĩnh, từng việc một.` : `Nếu giữa chừng có chuyện gì trục trặc, ${s} sẽ tự nhủ: cứ bình tĩnh, từng việc một.`,
    `${S} nhẩm lại câu ấy thêm một lần nữa cho chắc.`,
  ];
  const end: string[] = [shape.alone ? `Rồi mọi chuyện sẽ xong, và ${s} sẽ tự mình làm được.` : 'Rồi mọi chuyện sẽ xong, và lần đầu tiên ấy sẽ là thật.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`Xong rồi ${s} sẽ kể hết cho ${who} nghe.`);
    else if (absent.role === 'cared') end.push(`Xong rồi ${s} sẽ được gặp lại ${who}.`);
    else end.push(`${S} sẽ nghĩ đến ${who} suốt, và thấy mình không một mình đến thế.`);
  }
  end.push(`Với người khác, đó là chuyện nhỏ. Với ${s}, đó sẽ là ngày ${s} biết mình làm được.`);
  return [first, middle, end];
}

function koreanAhead(shape: FirstTimeShape): Plot {
  const { hero, absent, thing } = shape;
  const { topic, subject, toHero } = koreanHeroForms(hero);
  if (shape.kind === 'last') {
    return [
      [`${topic} 서두르지 않는다. ${thing !== null ? withParticle(thing, '을') : '주위를'} 천천히 둘러보며, 너무 익숙해서 보이지 않던 작은 것들까지 하나하나 눈에 담는다.`],
      ['그렇게 평범한 날들이 수없이 지나갔는데, 마지막 날이 올 거라고는 한 번도 생각해 본 적이 없었다.', `${topic} 괜히 조금 더 머문다. 몇 분이라도 더 가지고 싶어서.`],
      [
        '떠날 때가 되면 생각보다 더 서운하겠지만, 이상하게 마음 한쪽은 가벼워질 것 같다.',
        thing !== null ? `오랜 시간이 지나도 ${topic} ${withParticle(thing, '을')} 지금 이 모습 그대로 기억할 것이다.` : `오랜 시간이 지나도 ${topic} 지금 이 순간을 그대로 기억할 것이다.`,
        `${subject} 간직하게 될 건 물건이 아니라, 이곳에 있던 그 느낌일 것이다.`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const honored = /할머니|할아버지|어머니|아버지|부모님|선생님/u.test(who);
  const whoSubject = honored ? `${who}께서` : withParticle(who, '가');
  const first: string[] = [`${topic} 이 순간을 몇 번이나 상상해 봤는데도, 자꾸만 모든 걸 다시 확인하게 된다.`];
  if (thing !== null) first.push(`${thing}조차 처음 보는 것처럼 낯설다.`);
  if (absent !== null && absent.usual) first.push(`전에는 늘 ${whoSubject} 알아서 해 ${honored ? '주셨다' : '주었다'}.`);
  if (absent !== null && absent.role === 'gone') first.push(`${who} 없이 하는 첫 번째다.`);
  else if (absent !== null && !absent.usual) first.push(`이번에는 ${honored ? `${who}께서 안 계신다` : `${whoSubject} 없다`}. 벌써부터 그 빈자리가 느껴진다.`);
  const middle = [
    absent !== null ? `중간에 작은 문제가 생기더라도, ${whoSubject} ${honored ? '늘 하시던 말씀' : '늘 하던 말'}을 떠올리면 된다. 천천히, 하나씩.` : '중간에 작은 문제가 생기더라도, 스스로에게 말하면 된다. 천천히, 하나씩.',
    `${topic} 그 말을 속으로 한 번 더 되뇐다.`,
  ];
  const end: string[] = [shape.alone ? `그렇게 끝까지 가면, ${subject} 혼자서 해낸 게 될 것이다.` : '그렇게 끝까지 가면, 연습이 아니라 진짜 처음이 될 것이다.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(honored ? `끝나면 ${who}께 다 말씀드릴 것이다.` : `끝나면 ${who}에게 다 이야기할 것이다.`);
    else if (absent.role === 'cared') end.push(`끝나면 ${withParticle(who, '를')} ${honored ? '뵈러' : '보러'} 갈 것이다.`);
    else end.push(`${topic} 그동안 ${who} 생각을 할 것이다. 그러면 혼자라는 느낌이 조금은 옅어질 것이다.`);
  }
  end.push(`남들에게는 작은 일이겠지만, ${toHero}는 할 수 있다는 걸 알게 되는 날이 될 것이다.`);
  return [first, middle, end];
}

function chineseAhead(shape: FirstTimeShape): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  if (shape.kind === 'last') {
    return [
      [`${s}不急着走，慢慢地看着${thing ?? '周围'}，连那些早就习以为常、视而不见的小地方也一一看在眼里。`],
      [`那么多平平常常的日子就这样过去了，${s}从来没想过，会有最后一天。`, `${s}想再多待一会儿，哪怕只多几分钟也好。`],
      [
        '到了该走的时候，一定会比想象中更舍不得，心里却也会轻一点。',
        thing !== null ? `很多年以后，${s}还会记得${thing}现在的样子。` : `很多年以后，${s}还会记得此刻的样子。`,
        `${s}要留下的不是什么东西，而是在这里的感觉。`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [`${s}在心里把这一刻演练过无数遍，可还是忍不住把每一步又过了一遍。`];
  if (thing !== null) first.push(`就连${thing}，现在看起来也和平时不一样。`);
  if (absent !== null && absent.usual) first.push(`以前每次都是${who}在前面张罗，${s}只要跟着就好。`);
  if (absent !== null && absent.role === 'gone') first.push(`这将是没有${who}的第一次。`);
  else if (absent !== null && !absent.usual) first.push(`这一次${who}不在身边，${s}已经觉得心里空了一块。`);
  const middle = [
    absent !== null ? `要是中途出了什么小状况，${s}就想想${who}常说的话：别急，一件一件来。` : `要是中途出了什么小状况，${s}就对自己说：别急，一件一件来。`,
    `${s}在心里又默念了一遍。`,
  ];
  const end: string[] = [shape.alone ? `等做完的时候，就是${s}自己做到的了。` : '等做完的时候，就不是练习，而是真正的第一次了。'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`到时候，${s}要把这一切都讲给${who}听。`);
    else if (absent.role === 'cared') end.push(`到时候，${s}就能见到${who}了。`);
    else end.push(`${s}会一直想着${who}，好像也就没有那么孤单了。`);
  }
  end.push(`在别人看来，这也许是件小事；可对${s}来说，这会是知道自己能行的那一天。`);
  return [first, middle, end];
}

/** Writes a first or last time that is happening now or still to come, told as it unfolds, in `language`. */
export function writeAheadStory(shape: FirstTimeShape, language: ContentLanguage): Plot {
  if (language === 'en') return englishAhead(shape);
  if (language === 'vi') return vietnameseAhead(shape);
  if (language === 'ko') return koreanAhead(shape);
  return chineseAhead(shape);
}
