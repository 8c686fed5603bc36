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

/** Round 11: each beat has three lines chosen by the seed; without a seed, the first (the round-10 line). */
function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

const firstLine = (): number => 0;


function englishAhead(shape: FirstTimeShape, random: () => number): Plot {
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
      [pick([`${N} ${v('take', 'takes')} ${pos} time. ${S} ${v('look', 'looks')} at ${thing ?? 'everything'} slowly, even at the small things ${s} stopped noticing years ago.`, `${N} ${v('do', 'does')} not hurry. ${S} ${v('let', 'lets')} ${pos} eyes rest on ${thing ?? 'everything'}, one small thing at a time.`, `${N} ${v('move', 'moves')} slowly today, looking at ${thing ?? 'everything'} as if to learn it by heart.`], random)],
      [`So many ordinary days have led up to this one, and not once did ${s} imagine there would be a last.`, pick([`${S} ${v('stay', 'stays')} a little longer than ${s} ${v('need', 'needs')} to, just to have a few more minutes of it.`, `${S} ${v('find', 'finds')} small reasons to stay a little longer.`, `${S} ${v('linger', 'lingers')} on purpose, as if a few more minutes could make it last.`], random)],
      [
        `When it is time to go, it will be harder than ${s} ${v('expect', 'expects')}, and somehow a little lighter too.`,
        thing !== null ? `Long after, ${s} will still see ${thing} exactly as ${it} now.` : `Long after, ${s} will still remember it exactly as it is now.`,
        `What ${s} will keep is not a thing at all, but the way it feels to be there.`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [pick([`${N} ${v('have', 'has')} pictured it a hundred times, and still ${s} ${v('keep', 'keeps')} going over every step.`, `${N} ${v('have', 'has')} gone over it in ${pos} head all week, and ${s} ${v('go', 'goes')} over it once more now.`, `${N} ${v('know', 'knows')} every step by heart by now, and still ${s} ${v('check', 'checks')} them all again.`], random)];
  if (thing !== null) first.push(`Even ${thing} ${/[^s]s$/u.test(thing) ? 'look' : 'looks'} different, as if ${s} were about to see ${/[^s]s$/u.test(thing) ? 'them' : 'it'} for the first time too.`);
  if (absent !== null && absent.usual) first.push(`Every other time, ${who} has been the one who knows what to do.`);
  if (absent !== null && absent.role === 'gone') first.push(`It will be the first time without ${who}.`);
  else if (absent !== null && !absent.usual) first.push(`${capitalizeLeading(who)} won't be there this time, and ${s} can already feel the gap.`);
  const middle = absent !== null
    ? [`If something small goes wrong halfway, and something always does, ${s} will remember what ${who} always says: slow down, one thing at a time.`]
    : [`If something small goes wrong halfway, and something always does, ${s} will do what ${s} would tell anyone else: slow down, one thing at a time.`];
  middle.push(pick([`${S} ${v('say', 'says')} it once more under ${pos} breath, just to be sure.`, `${S} ${v('keep', 'keeps')} the words ready, the way you keep a coin in your pocket.`, `${S} ${v('repeat', 'repeats')} it quietly, and it helps a little.`], random));
  const end: string[] = [shape.alone ? `By the end of it, it will be done, and done on ${pos} own.` : 'By the end of it, it will be done, and it will be real: not a practice, the first time.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`And then ${s} will tell ${who} all about it.`);
    else if (absent.role === 'cared') end.push(`And then, at last, ${s} will see ${who} again.`);
    else end.push(`${S} will think of ${who} the whole way through, and it will feel less like being alone.`);
  }
  end.push(pick([`It is a small thing to anyone else. To ${o}, it will be the day ${s} ${v('find', 'finds')} out ${s} can.`, `There will be a second time one day, and it will be easier. But this is the one ${s} will keep.`, `Nobody else will remember the day. ${S} will, for a long time.`], random));
  return [first, middle, end];
}

function vietnameseAhead(shape: FirstTimeShape, random: () => number): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  const S = capitalizeLeading(s);
  if (shape.kind === 'last') {
    return [
      [pick([`${S} không vội. ${S} nhìn ${thing ?? 'mọi thứ'} thật chậm, để ý cả những điều nhỏ đã quen đến mức lâu nay không còn thấy.`, `${S} chẳng vội gì. ${S} để mắt mình dừng lại trên ${thing ?? 'mọi thứ'}, từng điều nhỏ một.`, `Hôm nay ${s} đi thật chậm, nhìn ${thing ?? 'mọi thứ'} như muốn thuộc lòng.`], random)],
      [`Bao nhiêu ngày bình thường đã trôi qua như thế, và chưa lần nào ${s} nghĩ sẽ có một ngày cuối cùng.`, pick([`${S} nán lại lâu hơn cần thiết một chút, chỉ để có thêm vài phút nữa.`, `${S} cứ tìm cớ để ở lại thêm một chút.`, `${S} cố tình nán lại, như thể vài phút nữa có thể giữ nó lâu hơn.`], random)],
      [
        `Đến lúc phải đi, chắc ${s} sẽ buồn hơn mình tưởng, nhưng lòng cũng sẽ nhẹ đi một chút.`,
        thing !== null ? `Rất lâu về sau, ${s} vẫn sẽ nhớ ${thing} đúng như lúc này.` : `Rất lâu về sau, ${s} vẫn sẽ nhớ đúng khoảnh khắc này.`,
        `Thứ ${s} giữ lại sẽ không phải đồ vật nào, mà là cảm giác được ở đó.`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [pick([`${S} đã hình dung cảnh này cả trăm lần, vậy mà giờ vẫn cứ rà đi rà lại từng bước.`, `Cả tuần nay ${s} cứ nghĩ mãi về nó, và giờ lại nghĩ thêm một lần nữa.`, `${S} thuộc lòng từng bước rồi, vậy mà vẫn kiểm tra lại hết.`], random)];
  if (thing !== null) first.push(`Ngay cả ${thing} cũng như khác hẳn mọi ngày.`);
  if (absent !== null && absent.usual) first.push(`Mọi lần, ${who} luôn là người biết phải làm gì.`);
  if (absent !== null && absent.role === 'gone') first.push(`Đây sẽ là lần đầu tiên không còn ${who}.`);
  else if (absent !== null && !absent.usual) first.push(`Lần này không có ${who}, và ${s} đã thấy trống trải.`);
  const middle = [
    absent !== null ? `Nếu giữa chừng có chuyện gì trục trặc, ${s} sẽ nhớ lời ${who} vẫn dặn: cứ bình tĩnh, từng việc một.` : `Nếu giữa chừng có chuyện gì trục trặc, ${s} sẽ tự nhủ: cứ bình tĩnh, từng việc một.`,
    pick([`${S} nhẩm lại câu ấy thêm một lần nữa cho chắc.`, `${S} giữ câu ấy trong đầu, như giữ một đồng xu trong túi.`, `${S} khẽ nhắc lại câu ấy, và thấy nhẹ lòng hơn một chút.`], random),
  ];
  const end: string[] = [shape.alone ? `Rồi mọi chuyện sẽ xong, và ${s} sẽ tự mình làm được.` : 'Rồi mọi chuyện sẽ xong, và lần đầu tiên ấy sẽ là thật.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`Xong rồi ${s} sẽ kể hết cho ${who} nghe.`);
    else if (absent.role === 'cared') end.push(`Xong rồi ${s} sẽ được gặp lại ${who}.`);
    else end.push(`${S} sẽ nghĩ đến ${who} suốt, và thấy mình không một mình đến thế.`);
  }
  end.push(pick([`Với người khác, đó là chuyện nhỏ. Với ${s}, đó sẽ là ngày ${s} biết mình làm được.`, `Rồi sẽ có lần thứ hai, dễ hơn nhiều. Nhưng lần này mới là lần ${s} sẽ nhớ.`, `Chẳng ai khác nhớ đến ngày này. Còn ${s} thì sẽ nhớ rất lâu.`], random));
  return [first, middle, end];
}

function koreanAhead(shape: FirstTimeShape, random: () => number): Plot {
  const { hero, absent, thing } = shape;
  const { topic, subject, toHero } = koreanHeroForms(hero);
  if (shape.kind === 'last') {
    return [
      [pick([`${topic} 서두르지 않는다. ${thing !== null ? withParticle(thing, '을') : '주위를'} 천천히 둘러보며, 너무 익숙해서 보이지 않던 작은 것들까지 하나하나 눈에 담는다.`, `${topic} 천천히 움직인다. ${thing !== null ? withParticle(thing, '을') : '주위를'} 외워 두려는 것처럼 오래 바라본다.`, `오늘따라 ${topic} 발걸음이 느리다. 작은 것 하나하나에 눈길이 머문다.`], random)],
      ['그렇게 평범한 날들이 수없이 지나갔는데, 마지막 날이 올 거라고는 한 번도 생각해 본 적이 없었다.', pick([`${topic} 괜히 조금 더 머문다. 몇 분이라도 더 가지고 싶어서.`, `${topic} 자꾸 조금 더 있을 핑계를 찾는다.`, `${topic} 일부러 천천히 움직인다. 조금이라도 더 오래 머물고 싶어서.`], random)],
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
  const first: string[] = [pick([`${topic} 이 순간을 몇 번이나 상상해 봤는데도, 자꾸만 모든 걸 다시 확인하게 된다.`, `일주일 내내 머릿속으로 연습했는데도, ${topic} 지금 또 한 번 되짚어 본다.`, `순서는 이미 다 외웠다. 그래도 ${topic} 하나하나 다시 확인한다.`], random)];
  if (thing !== null) first.push(`${thing}조차 처음 보는 것처럼 낯설다.`);
  if (absent !== null && absent.usual) first.push(`전에는 늘 ${whoSubject} 알아서 해 ${honored ? '주셨다' : '주었다'}.`);
  if (absent !== null && absent.role === 'gone') first.push(`${who} 없이 하는 첫 번째다.`);
  else if (absent !== null && !absent.usual) first.push(`이번에는 ${honored ? `${who}께서 안 계신다` : `${whoSubject} 없다`}. 벌써부터 그 빈자리가 느껴진다.`);
  const middle = [
    absent !== null ? `중간에 작은 문제가 생기더라도, ${whoSubject} ${honored ? '늘 하시던 말씀' : '늘 하던 말'}을 떠올리면 된다. 천천히, 하나씩.` : '중간에 작은 문제가 생기더라도, 스스로에게 말하면 된다. 천천히, 하나씩.',
    pick([`${topic} 그 말을 속으로 한 번 더 되뇐다.`, `${topic} 그 말을 주머니 속 동전처럼 꼭 쥐고 있다.`, `${topic} 그 말을 작게 되뇌어 본다. 조금은 마음이 놓인다.`], random),
  ];
  const end: string[] = [shape.alone ? `그렇게 끝까지 가면, ${subject} 혼자서 해낸 게 될 것이다.` : '그렇게 끝까지 가면, 연습이 아니라 진짜 처음이 될 것이다.'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(honored ? `끝나면 ${who}께 다 말씀드릴 것이다.` : `끝나면 ${who}에게 다 이야기할 것이다.`);
    else if (absent.role === 'cared') end.push(`끝나면 ${withParticle(who, '를')} ${honored ? '뵈러' : '보러'} 갈 것이다.`);
    else end.push(`${topic} 그동안 ${who} 생각을 할 것이다. 그러면 혼자라는 느낌이 조금은 옅어질 것이다.`);
  }
  end.push(pick([`남들에게는 작은 일이겠지만, ${toHero}는 할 수 있다는 걸 알게 되는 날이 될 것이다.`, `두 번째는 훨씬 쉬울 것이다. 그래도 오래 기억할 건 이번일 것이다.`, `아무도 이날을 기억하지 못하겠지만, ${topic} 오래 기억할 것이다.`], random));
  return [first, middle, end];
}

function chineseAhead(shape: FirstTimeShape, random: () => number): Plot {
  const { hero, absent, thing } = shape;
  const s = hero.name;
  if (shape.kind === 'last') {
    return [
      [pick([`${s}不急着走，慢慢地看着${thing ?? '周围'}，连那些早就习以为常、视而不见的小地方也一一看在眼里。`, `${s}一点也不着急，目光在${thing ?? '周围'}上停了很久，一样一样地看。`, `今天${s}走得很慢，看着${thing ?? '周围'}，像是要把它记在心里。`], random)],
      [`那么多平平常常的日子就这样过去了，${s}从来没想过，会有最后一天。`, pick([`${s}想再多待一会儿，哪怕只多几分钟也好。`, `${s}总想找个理由，再多留一会儿。`, `${s}故意放慢了动作，好像这样就能多留一会儿。`], random)],
      [
        '到了该走的时候，一定会比想象中更舍不得，心里却也会轻一点。',
        thing !== null ? `很多年以后，${s}还会记得${thing}现在的样子。` : `很多年以后，${s}还会记得此刻的样子。`,
        `${s}要留下的不是什么东西，而是在这里的感觉。`,
      ],
    ];
  }
  const who = absent?.who ?? '';
  const first: string[] = [pick([`${s}在心里把这一刻演练过无数遍，可还是忍不住把每一步又过了一遍。`, `这一个星期${s}一直在想这件事，现在又想了一遍。`, `每一步${s}都背得出来了，可还是又检查了一遍。`], random)];
  if (thing !== null) first.push(`就连${thing}，现在看起来也和平时不一样。`);
  if (absent !== null && absent.usual) first.push(`以前每次都是${who}在前面张罗，${s}只要跟着就好。`);
  if (absent !== null && absent.role === 'gone') first.push(`这将是没有${who}的第一次。`);
  else if (absent !== null && !absent.usual) first.push(`这一次${who}不在身边，${s}已经觉得心里空了一块。`);
  const middle = [
    absent !== null ? `要是中途出了什么小状况，${s}就想想${who}常说的话：别急，一件一件来。` : `要是中途出了什么小状况，${s}就对自己说：别急，一件一件来。`,
    pick([`${s}在心里又默念了一遍。`, `${s}把这句话揣在心里，像口袋里攥着一枚硬币。`, `${s}小声地念了一遍，心里踏实了一点。`], random),
  ];
  const end: string[] = [shape.alone ? `等做完的时候，就是${s}自己做到的了。` : '等做完的时候，就不是练习，而是真正的第一次了。'];
  if (absent !== null) {
    if (absent.role === 'away') end.push(`到时候，${s}要把这一切都讲给${who}听。`);
    else if (absent.role === 'cared') end.push(`到时候，${s}就能见到${who}了。`);
    else end.push(`${s}会一直想着${who}，好像也就没有那么孤单了。`);
  }
  end.push(pick([`在别人看来，这也许是件小事；可对${s}来说，这会是知道自己能行的那一天。`, `以后还会有第二次，会容易得多。可${s}会记住的，是这一次。`, `别人不会记得这一天，可${s}会记很久。`], random));
  return [first, middle, end];
}

/** Writes a first or last time that is happening now or still to come, told as it unfolds, in `language`. */
export function writeAheadStory(shape: FirstTimeShape, language: ContentLanguage, random: () => number = firstLine): Plot {
  if (language === 'en') return englishAhead(shape, random);
  if (language === 'vi') return vietnameseAhead(shape, random);
  if (language === 'ko') return koreanAhead(shape, random);
  return chineseAhead(shape, random);
}
