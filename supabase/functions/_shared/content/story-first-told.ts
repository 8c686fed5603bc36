/**
 * An adult's first time told by the narrator (issue 13, round 10, third pass): "my grandma is flying out by herself for
 * the first time", "bà nội lần đầu đi máy bay", "엄마가 처음으로 혼자 해외여행을 떠나셨다", "外婆第一次用微信发语音". The
 * grammatical subject does the act; the narrator waits, follows or hears about it, never takes the act over, and never
 * says where they stood (beside them or far away) when the opening does not.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { FirstTimeShape } from './story-first-time.ts';
import type { FirstTimeDoer } from './story-first-reads.ts';
import { englishPronouns } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

/** Round 11: each beat has three lines chosen by the seed; without a seed, the first (the round-10 line). */
function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

const firstLine = (): number => 0;


function englishTold(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const { s: p, o, pos } = englishPronouns(doer.gender);
  const P = capitalizeLeading(p);
  const W = capitalizeLeading(doer.who);
  const be = p === 'they' ? 'are' : 'is';
  if (shape.time === 'ahead') {
    return [
      [`${W} has never done this before, and I think I am more nervous about it than ${p} ${be}.`, `I have gone over it with ${o} twice already, and I will probably go over it once more.`],
      [`If something goes wrong on the way, ${p} will work it out; ${p} always has, in ${pos} own time.`, `All I can do is keep my phone close and wait for word.`],
      [`When it is done, I want to be the first to hear how it went.`, `It will be ${pos} first time, not mine, and that is exactly what makes me so proud of ${o}.`],
    ];
  }
  return [
    [pick([`${W} had never done it before, and I think I was more nervous about it than ${p} was.`, `It was all new to ${doer.who}, and I was the one with the knot in my stomach.`, `${W} had never tried it before; I had worried about it for days.`], random), pick([`I kept wanting to explain it one more time, and I held back.`, `I wanted to go over it once more, and I kept quiet.`, `There was more I could have said, and I let it be.`], random)],
    [
      shape.troubleTold ? `It did not go quite the way ${p} planned. ${P} laughed it off, and so did I.` : `There must have been a moment when ${p} was not sure what to do next, and ${p} worked it out anyway.`,
      pick([`${P} did it ${pos} own way, which was not my way at all.`, `${P} found ${pos} own way through it, nothing like the way I would have done it.`, `${P} did it differently from how I would have, and it worked for ${o}.`], random),
    ],
    [pick([`I have kept that moment.`, `I still think of that day.`, `I have held on to that day ever since.`], random), pick([`It was ${pos} first time, not mine, and that was exactly what made me so proud of ${o}.`, `It was ${pos} first time, not mine, and I have never been prouder.`, `It was ${pos} first time, not mine, and somehow that made it mean even more to me.`], random)],
  ];
}

function vietnameseTold(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const s = shape.hero.name;
  const S = capitalizeLeading(s);
  const w = doer.who;
  const W = capitalizeLeading(w);
  if (shape.time === 'ahead') {
    return [
      [`${W} chưa từng làm việc này bao giờ, và có lẽ ${s} còn hồi hộp hơn cả ${w}.`, `${S} đã dặn đi dặn lại hai lần, chắc sẽ còn dặn thêm lần nữa.`],
      [`Nếu giữa chừng có gì trục trặc, ${w} sẽ tự xoay xở được, theo cách của ${w}.`, `Việc của ${s} chỉ là để điện thoại bên cạnh và chờ tin.`],
      [`Xong xuôi rồi, ${s} muốn là người đầu tiên được nghe kể.`, `Đó sẽ là lần đầu của ${w}, không phải của ${s}, và chính vì thế mà ${s} thấy tự hào.`],
    ];
  }
  return [
    [pick([`${W} chưa từng làm việc này bao giờ, và có lẽ ${s} còn hồi hộp hơn cả ${w}.`, `Mọi thứ đều mới với ${w}, vậy mà người thấp thỏm lại là ${s}.`, `${W} chưa thử bao giờ; ${s} thì đã lo suốt mấy hôm.`], random), pick([`${S} cứ muốn giải thích thêm một lần nữa, rồi lại thôi.`, `${S} muốn dặn thêm, rồi lại im.`, `Còn bao điều ${s} muốn nói, nhưng ${s} để yên.`], random)],
    [
      shape.troubleTold ? `Mọi chuyện không hẳn như ${w} tính. ${W} cười xòa, và ${s} cũng cười theo.` : `Chắc hẳn có lúc ${w} lúng túng không biết làm gì tiếp, vậy mà rồi cũng xong.`,
      pick([`${W} làm theo cách của riêng mình, chẳng giống cách của ${s} chút nào.`, `${W} tự tìm ra cách của mình, khác hẳn cách ${s} sẽ làm.`, `${W} làm khác hẳn ${s}, mà vẫn ổn theo kiểu của ${w}.`], random),
    ],
    [pick([`${S} giữ lại khoảnh khắc ấy.`, `${S} vẫn hay nghĩ về ngày hôm đó.`, `Ngày hôm ấy, ${s} giữ mãi.`], random), pick([`Đó là lần đầu của ${w}, không phải của ${s}, và chính vì thế mà ${s} thấy tự hào.`, `Đó là lần đầu của ${w}, không phải của ${s}, và ${s} chưa bao giờ tự hào đến thế.`, `Đó là lần đầu của ${w}, không phải của ${s}, vậy mà với ${s} nó lại càng có ý nghĩa.`], random)],
  ];
}

function koreanTold(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const w = doer.who;
  const hon = doer.elder === true;
  const did = hon ? '해내셨다' : '해냈다';
  if (shape.time === 'ahead') {
    return [
      [`${w}${hon ? '께는' : '에게는'} 처음 해 보는 일이다. 어쩌면 ${w}보다 내가 더 떨리는지도 모른다.`, '벌써 두 번이나 같이 짚어 봤는데, 아마 한 번은 더 짚어 보게 될 것이다.'],
      [`중간에 뭔가 막히더라도 ${withParticle(w, '는')} ${w}${hon ? '의 방식대로 해내실' : '의 방식대로 해낼'} 것이다.`, '나는 휴대폰을 옆에 두고 소식을 기다리기로 했다.'],
      [`다 끝나면 제일 먼저 이야기를 듣고 싶다.`, `${w}의 처음이지 내 처음이 아니다. 그래서 더 자랑스럽다.`],
    ];
  }
  return [
    [pick([`${w}${hon ? '께는' : '에게는'} 처음 해 보는 일이었다. 어쩌면 ${w}보다 내가 더 떨렸는지도 모른다.`, `${w}${hon ? '께는' : '에게는'} 전부 처음이었는데, 정작 속이 타는 건 나였다.`, `${w}${hon ? '께서는' : '는'} 한 번도 해 본 적이 없었고, 나는 며칠 전부터 마음을 졸였다.`], random), pick(['한 번 더 설명해 주고 싶은 걸 꾹 참았다.', '한 번 더 짚어 주고 싶었지만, 입을 다물었다.', '더 하고 싶은 말이 있었지만, 그냥 두었다.'], random)],
    [
      shape.troubleTold ? `생각대로 되지는 않았지만, ${withParticle(w, '는')} ${hon ? '웃어넘기셨고' : '웃어넘겼고'} 나도 따라 웃었다.` : `중간에 막막한 순간도 있었을 텐데, ${withParticle(w, '는')} 결국 ${did}.`,
      pick([`${w}만의 방식이었다. 내 방식과는 전혀 달랐지만.`, `${withParticle(w, '는')} ${hon ? '당신만의' : '자기만의'} 길을 찾아냈다. 내가 했을 방식과는 딴판이었다.`, `내가 했을 방식과는 달랐지만, ${w}에게는 그게 맞았다.`], random),
    ],
    [pick(['나는 그 순간을 오래 간직하기로 했다.', '나는 지금도 그날을 자주 떠올린다.', '그날은 지금까지도 내 마음에 남아 있다.'], random), pick([`${w}의 처음이었지 내 처음이 아니었다. 그래서 더 자랑스러웠다.`, `${w}의 처음이었지 내 처음이 아니었다. 그렇게 자랑스러운 적이 없었다.`, `${w}의 처음이었지 내 처음이 아니었다. 그런데도 나에게는 그게 더 큰 의미였다.`], random)],
  ];
}

function chineseTold(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const w = doer.who;
  if (shape.time === 'ahead') {
    return [
      [`${w}从来没做过这件事，说不定我比${w}还紧张。`, '该交代的已经说了两遍，我大概还会再说一遍。'],
      [`要是中途卡住了，${w}也会用自己的办法弄明白的。`, '我能做的，就是把手机放在身边，等消息。'],
      [`等一切办完，我想第一个听${w}讲讲。`, `这是${w}的第一次，不是我的，可正因为这样，我才格外骄傲。`],
    ];
  }
  return [
    [pick([`${w}从来没做过这件事，说不定我比${w}还紧张。`, `一切对${w}来说都是新的，可心里七上八下的却是我。`, `${w}从来没试过，我倒是提前好几天就开始担心了。`], random), pick(['我好几次想再讲一遍，又忍住了。', '我想再叮嘱一遍，最后还是没开口。', '还有好些话想说，我都咽了回去。'], random)],
    [
      shape.troubleTold ? `事情没完全按${w}想的来，${w}自己先笑了，我也跟着笑了。` : `中途大概也有不知道下一步怎么办的时候，可${w}还是做成了。`,
      pick([`${w}用的是自己的办法，跟我的一点儿也不一样。`, `${w}找到了自己的路子，跟我会用的办法完全不同。`, `和我的做法不一样，可对${w}来说，这样正合适。`], random),
    ],
    [pick(['那一刻我一直记着。', '那一天我到现在还常常想起。', '那一天我一直放在心里。'], random), pick([`这是${w}的第一次，不是我的，可正因为这样，我才格外骄傲。`, `这是${w}的第一次，不是我的，我从来没这么骄傲过。`, `这是${w}的第一次，不是我的，可对我来说，反而更有意义。`], random)],
  ];
}

/** Writes an adult's first time as the narrator waits for it, follows it or hears about it, in `language`. */
export function writeToldStory(shape: FirstTimeShape, doer: FirstTimeDoer, language: ContentLanguage, random: () => number = firstLine): Plot {
  if (language === 'en') return englishTold(shape, doer, random);
  if (language === 'vi') return vietnameseTold(shape, doer, random);
  if (language === 'ko') return koreanTold(shape, doer, random);
  return chineseTold(shape, doer, random);
}
