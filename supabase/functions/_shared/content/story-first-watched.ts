/**
 * Someone else's first time, watched by the narrator (issue 13, round 10, second pass): "my daughter rode her bike alone
 * for the first time", "Lần đầu tiên con gái tôi tự đạp xe…", "아들이 처음으로 혼자 버스를 탔다", "儿子第一次自己…". The
 * child (or sibling) does the act; the narrator stays the narrator: the urge to call out held back, the child working
 * it out alone, what letting go meant. Told as done, or as still to come when the opening says so.
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


function englishWatched(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const { s: p, o, pos } = englishPronouns(doer.gender);
  const P = capitalizeLeading(p);
  if (shape.time === 'ahead') {
    return [
      ["I've told myself I won't make a fuss, and I already know I'll watch until the very end.", `${capitalizeLeading(doer.who)} seems far calmer about it than I am.`],
      ['There are a dozen things I want to say: be careful, slow down, call me. I will probably say half of them.', `If something goes wrong, I'll have to stop myself from stepping in and let ${o} work it out, one thing at a time.`],
      [`It will be ${pos} first time, but in a way it will be mine too: the first time I let go.`],
    ];
  }
  return [
    [pick([`I had told myself I wouldn't make a fuss, and still I could not take my eyes off ${doer.who}.`, `I had promised myself to stay calm, and I watched ${doer.who} the whole time anyway.`, `I meant to look away and let ${o} be, and I didn't manage it once.`], random), pick([`${P} did not look back once; I was the one who kept looking.`, `${P} never turned round; I was the one who kept turning.`, `Not once did ${p} look back. I couldn't stop.`], random)],
    [
      pick(["There were a dozen things I wanted to call out: be careful, slow down, wait. I didn't say any of them.", 'Be careful, slow down, wait: I had all of it ready on my tongue, and I kept every word to myself.', 'I bit back every warning I had, one after another.'], random),
      shape.troubleTold ? `When it did not go the way ${p} wanted, I had to stop myself from stepping in.` : `Halfway through, ${p} hesitated for a second, and I had to stop myself from stepping in.`,
      `${P} worked it out alone, one thing at a time, the way I always told ${o}.`,
    ],
    [
      shape.troubleTold ? `Afterwards, ${p} acted as if it had all been fine, and I let ${o}.` : `Afterwards, ${p} acted as if it had been nothing at all, but ${p} could not stop smiling.`,
      `I didn't say how long I had watched. It was ${pos} first time, but in a way it was mine too: the first time I let go.`,
    ],
  ];
}

function vietnameseWatched(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const s = shape.hero.name;
  const S = capitalizeLeading(s);
  const w = doer.who;
  const W = capitalizeLeading(w);
  if (shape.time === 'ahead') {
    return [
      [`${S} đã tự nhủ sẽ không lo lắng quá, nhưng ${s} biết mình sẽ dõi theo đến tận phút cuối.`, `${W} thì có vẻ bình tĩnh hơn ${s} nhiều.`],
      [`Có cả chục điều ${s} muốn dặn: cẩn thận nhé, đi chậm thôi, có gì thì gọi ngay. Chắc ${s} sẽ chỉ nói được một nửa.`, `Nếu có chuyện gì trục trặc, ${s} sẽ phải cố lắm mới không chạy đến giúp, để ${w} tự xoay xở, từng việc một.`],
      [`Đó sẽ là lần đầu của ${w}, nhưng cũng là lần đầu của ${s}: lần đầu ${s} học cách buông tay.`],
    ];
  }
  return [
    [pick([`${S} đã tự nhủ sẽ không lo lắng quá, vậy mà tim cứ đập thình thịch.`, `${S} đã hứa với mình sẽ bình tĩnh, vậy mà mắt cứ dõi theo ${w} suốt.`, `${S} định quay đi cho ${w} tự nhiên, mà chẳng làm nổi lần nào.`], random), pick([`${W} không ngoái lại lần nào; chỉ có ${s} là cứ nhìn theo.`, `${W} chẳng quay đầu lại; người cứ ngoái nhìn là ${s}.`, `${W} không nhìn lại lần nào. Còn ${s} thì không rời mắt được.`], random)],
    [
      pick([`Có cả chục điều ${s} muốn gọi với theo: cẩn thận nhé, đi chậm thôi, đợi đã. Nhưng ${s} không nói câu nào.`, `Cẩn thận nhé, chậm thôi, đợi đã: câu nào cũng chực sẵn trên môi, vậy mà ${s} giữ lại hết.`, `${capitalizeLeading(s)} nuốt hết từng lời dặn dò vào trong, hết câu này đến câu khác.`], random),
      shape.troubleTold ? `Khi mọi chuyện không như ${w} muốn, ${s} phải cố lắm mới không chạy đến giúp.` : `Đến giữa chừng, ${w} khựng lại một chút, và ${s} phải cố lắm mới không chạy đến giúp.`,
      `${W} tự mình xoay xở, từng việc một, đúng như ${s} vẫn dặn.`,
    ],
    [
      shape.troubleTold ? `Sau đó, ${w} làm như mọi chuyện đều ổn cả, và ${s} cũng để yên như thế.` : `Sau đó, ${w} làm như chuyện chẳng có gì to tát, nhưng không giấu được nụ cười.`,
      `${S} không kể mình đã nhìn theo bao lâu. Đó là lần đầu của ${w}, nhưng cũng là lần đầu của ${s}: lần đầu ${s} học cách buông tay.`,
    ],
  ];
}

function koreanWatched(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const w = doer.who;
  if (shape.time === 'ahead') {
    return [
      ['나는 호들갑 떨지 않겠다고 다짐했지만, 아마 끝까지 눈을 떼지 못할 것이다.', `정작 ${withParticle(w, '는')} 나보다 훨씬 태연하다.`],
      ['조심해, 천천히, 무슨 일 있으면 바로 전화해. 하고 싶은 말이 열 가지도 넘는데, 아마 반도 못 할 것이다.', `중간에 뭔가 잘 안 풀리더라도, 나는 달려가고 싶은 걸 참고 ${withParticle(w, '가')} 하나씩 해내도록 기다릴 것이다.`],
      [`${w}의 첫 번째지만, 어쩌면 나에게도 처음이다. 손을 놓아 주는 법을 처음 배우는 날.`],
    ];
  }
  return [
    [pick([`나는 호들갑 떨지 않겠다고 몇 번이나 다짐했는데도, ${w}에게서 눈을 뗄 수가 없었다.`, `침착하자고 스스로 약속했지만, 나는 내내 ${withParticle(w, '를')} 눈으로 좇았다.`, `모른 척 고개를 돌리려 했는데, 한 번도 그러지 못했다.`], random), pick([`${withParticle(w, '는')} 한 번도 뒤를 돌아보지 않았다. 자꾸 돌아본 건 나였다.`, `${withParticle(w, '는')} 뒤돌아보지 않았다. 자꾸 고개를 돌린 건 나였다.`, `${withParticle(w, '는')} 끝내 돌아보지 않았고, 나는 눈을 떼지 못했다.`], random)],
    [
      pick(['조심해, 천천히, 잠깐만. 하고 싶은 말이 열 가지도 넘었지만, 나는 하나도 하지 않았다.', '조심해, 천천히, 잠깐만. 말이 목 끝까지 차올랐지만, 나는 한마디도 꺼내지 않았다.', '하고 싶은 잔소리를 하나씩 꾹꾹 삼켰다.'], random),
      shape.troubleTold ? '일이 뜻대로 안 풀릴 때도, 나는 달려가고 싶은 걸 꾹 참았다.' : `중간에 ${withParticle(w, '가')} 잠깐 머뭇거렸을 때, 나는 달려가고 싶은 걸 꾹 참았다.`,
      `${withParticle(w, '는')} 혼자서 하나씩 해냈다. 내가 늘 말해 주던 대로.`,
    ],
    [
      shape.troubleTold ? `다 끝나고 ${withParticle(w, '는')} 아무렇지 않은 척했고, 나도 모른 척해 주었다.` : `다 끝나고 ${withParticle(w, '는')} 별일 아니었다는 듯 굴었지만, 입꼬리가 자꾸 올라갔다.`,
      `내가 얼마나 오래 지켜봤는지는 말하지 않았다. ${w}의 첫 번째였지만, 어쩌면 나에게도 처음이었다. 손을 놓아 주는 법을 처음 배운 날.`,
    ],
  ];
}

function chineseWatched(shape: FirstTimeShape, doer: FirstTimeDoer, random: () => number): Plot {
  const w = doer.who;
  if (shape.time === 'ahead') {
    return [
      [`我跟自己说好了不要大惊小怪，可我知道，到时候眼睛一定会一直跟着${w}。`, `倒是${w}，比我镇定多了。`],
      ['小心点、慢一点、有事马上打电话……我有一肚子话想嘱咐，大概只说得出一半。', `要是中途不顺，我得忍住不冲过去，让${w}自己一件一件来。`],
      [`这是${w}的第一次，也是我的第一次：第一次学着放手。`],
    ];
  }
  return [
    [pick([`我跟自己说好了不要大惊小怪，可眼睛还是一直跟着${w}。`, `我答应过自己要镇定，可目光还是一直追着${w}。`, `我本想装作不在意，可一次也没做到。`], random), pick([`${w}一次也没有回头，一直回头看的是我。`, `${w}始终没有回头，频频回头的是我。`, `${w}一次都没回头，我却怎么也移不开眼睛。`], random)],
    [
      pick(['小心点、慢一点、等一下……我有一肚子话想喊出来，最后一句也没说。', '小心点、慢一点、等一下……话都到了嘴边，我一句也没说出口。', '我把想叮嘱的话一句一句咽了回去。'], random),
      shape.troubleTold ? '事情不顺的时候，我好几次差点冲过去帮忙，又忍住了。' : `中途${w}犹豫了一下，我差点冲过去帮忙，又忍住了。`,
      `${w}自己一件一件地解决了，就像我平时教的那样。`,
    ],
    [
      shape.troubleTold ? `做完以后，${w}装作什么事都没有，我也装作没看见。` : `做完以后，${w}装作没什么大不了，嘴角却一直压不下去。`,
      `我没说自己看了多久。这是${w}的第一次，也是我的第一次：第一次学着放手。`,
    ],
  ];
}

/** Writes someone else's first time as the narrator watches it, in `language`. */
export function writeWatchedStory(shape: FirstTimeShape, doer: FirstTimeDoer, language: ContentLanguage, random: () => number = firstLine): Plot {
  if (language === 'en') return englishWatched(shape, doer, random);
  if (language === 'vi') return vietnameseWatched(shape, doer, random);
  if (language === 'ko') return koreanWatched(shape, doer, random);
  return chineseWatched(shape, doer, random);
}
