/**
 * Someone else's first time that goes wrong while the narrator is not there (issue 13, round 11b): "my son rode his
 * bike to school alone for the first time and he isn't answering his phone", "Lần đầu tiên con bé tự đi xe buýt về, đã
 * tám giờ tối mà chưa thấy đâu", "동생이 처음으로 혼자 … 돌아오지 않았다", "儿子第一次一个人去上学，到现在还没到学校". Read from
 * grammar after the first-time marker: a negated verb of coming back, arriving or answering (still wasn't back, chưa về,
 * 돌아오지 않았다, 还没到) or no word at all (no answer, không liên lạc được, 연락이 없다, 联系不上). The narrator was never
 * beside them: the plot is the waiting, going out to look, finding them and an ordinary reason, and what waiting meant.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import type { FirstTimeShape } from './story-first-time.ts';
import type { FirstTimeDoer } from './story-first-reads.ts';
import { englishPronouns } from './story-first-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

/** Not back, not arrived, not answering, or no word: a negated verb of coming back or answering, or a "no news" phrase. */
const missingTurn: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:still\s+)?(?:isn['’]t|wasn['’]t|is not|was not|not)\s+(?:back|home|here|there|answering|picking up|responding|replying)|(?:still\s+)?(?:hasn['’]t|hadn['’]t|didn['’]t|has not|had not|did not|never)\s+(?:come|came|got|gotten|made it|arrived|returned|shown up|showed up|turned up|answered|picked up|called|texted|replied)\b|no sign of|nowhere to be (?:seen|found)|no answer|no word from|can['’]t reach|couldn['’]t reach)/iu,
  vi: /(?:chưa|không)\s+(?:thấy\s+)?(?:về|tới|đến|thấy đâu|thấy về|nghe máy|bắt máy|trả lời)|chẳng thấy đâu|không thấy đâu|không liên lạc được|mất liên lạc|bặt tin|biệt tăm/iu,
  ko: /(?:돌아오|들어오|도착하|오)지\s?(?:않|못)|안\s?(?:돌아왔|돌아오|들어왔|들어오|왔|온다|와)|연락이\s?(?:없|안\s?(?:된|됐|닿))|전화(?:를|도)?\s?안\s?받|전화(?:를|도)?\s?받지\s?않|소식이\s?없|보이지\s?않|안\s?보였/u,
  zh: /还没(?:有)?(?:到|回|来|回来|回家|消息|见到)|没(?:有)?回来|一直没到|联系不上|找不到(?:人|他|她)|不接电话|没接电话|电话(?:也)?打不通|没有消息|没消息|不见人影|人影都没/u,
};

/** A phone or a message in the opening: the ordinary reason may be a flat battery. */
const phoneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:phone|call(?:s|ed|ing)?|answer(?:ing)?|text(?:s|ed)?|picking up|messages?)\b/iu,
  vi: /điện thoại|gọi|nghe máy|bắt máy|nhắn tin|liên lạc/iu,
  ko: /전화|연락|문자|휴대폰|핸드폰/u,
  zh: /电话|手机|联系|消息|微信/u,
};

/** A shop or a counter in the opening: the ordinary reason may be a long queue. */
const shopWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:shop|store|market|supermarket|bakery|pharmacy|errand|groceries|corner shop)\b/iu,
  vi: /cửa hàng|tiệm|chợ|siêu thị|mua|tạp hóa/iu,
  ko: /편의점|가게|마트|슈퍼|시장|빵집|약국|심부름/u,
  zh: /商店|超市|便利店|小卖部|菜市场|买|打酱油/u,
};

/** The ordinary reason found at the end of the search. */
type Reason = 'queue' | 'friend' | 'wrongWay' | 'battery';

function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

/** Whether someone else's first time in `opening` (in `language`) turned into not coming back or not answering. */
export function isMissingFirstTime(shape: FirstTimeShape, opening: string, language: ContentLanguage): boolean {
  // A present-tense turn (전화를 안 받는다, isn't answering) reads as still to come, yet the first time has already begun.
  if (shape.kind !== 'first' || shape.doer === null) return false;
  return missingTurn[language].test(opening);
}

function reasonsFor(opening: string, language: ContentLanguage): Reason[] {
  const reasons: Reason[] = ['friend', 'wrongWay'];
  if (shopWords[language].test(opening)) reasons.unshift('queue');
  if (phoneWords[language].test(opening)) reasons.push('battery');
  return reasons;
}

function englishMissing(doer: FirstTimeDoer, phone: boolean, reason: Reason): Plot {
  const { s: p, o, pos } = englishPronouns(doer.gender);
  const P = capitalizeLeading(p);
  const found: Record<Reason, string> = {
    queue: `I found ${o} still at the shop, at the end of a long queue, patiently waiting ${pos} turn.`,
    friend: `I found ${o} a few streets away, deep in conversation with a friend ${p} had run into on the way, with no idea what time it was.`,
    wrongWay: `I found ${o} on the way back: ${p} had taken a wrong turn, gone the long way round, and was finding ${pos} way again on ${pos} own.`,
    battery: `I found ${o} halfway along: ${pos} phone had run out of battery, and ${p} had no idea anyone was looking.`,
  };
  return [
    [
      `At first I told myself there was nothing to worry about: it was ${pos} first time, and first times take longer.`,
      phone ? 'I called again. It rang and rang, and nobody picked up.' : 'I checked the clock, then the window, then the clock again.',
      'Every minute felt longer than the one before.',
    ],
    [`In the end I could not just sit there. I grabbed my coat and went out to look, along the way ${p} would have taken.`, found[reason], `${P} looked up, surprised to see me so out of breath.`],
    [
      `I had a whole speech ready, and none of it came out. I just held on to ${o} a little too long.`,
      `We walked home together. It was ${pos} first time, and in a way it was mine too: the first time I had to wait without knowing.`,
    ],
  ];
}

function vietnameseMissing(hero: string, doer: FirstTimeDoer, phone: boolean, reason: Reason): Plot {
  const s = hero;
  const S = capitalizeLeading(s);
  const w = doer.who;
  const W = capitalizeLeading(w);
  const found: Record<Reason, string> = {
    queue: `${S} thấy ${w} vẫn đang đứng cuối một hàng dài trong tiệm, kiên nhẫn chờ tới lượt.`,
    friend: `${S} thấy ${w} cách đó mấy con phố, đang mải nói chuyện với một người bạn tình cờ gặp trên đường, quên cả giờ giấc.`,
    wrongWay: `${S} gặp ${w} trên đường về: ${w} đi nhầm đường, phải vòng một đoạn xa, rồi tự tìm lại được đường.`,
    battery: `${S} gặp ${w} giữa đường: điện thoại hết pin, và ${w} chẳng hề biết có người đang đi tìm.`,
  };
  return [
    [
      `Lúc đầu ${s} tự nhủ chẳng có gì phải lo: lần đầu mà, chậm một chút cũng phải.`,
      phone ? `${S} gọi thêm lần nữa, chuông cứ đổ mãi mà không ai bắt máy.` : `${S} nhìn đồng hồ, nhìn ra cửa, rồi lại nhìn đồng hồ.`,
      'Mỗi phút trôi qua lại dài hơn phút trước.',
    ],
    [`Cuối cùng ${s} không ngồi yên được nữa, vớ lấy áo khoác rồi ra ngoài tìm, men theo con đường ${w} chắc đã đi.`, found[reason], `Thấy ${s} thở hổn hển, ${w} tròn mắt ngạc nhiên.`],
    [
      `${S} đã chuẩn bị sẵn cả một bài mắng, vậy mà chẳng nói được câu nào, chỉ ôm ${w} lâu hơn một chút.`,
      `Rồi hai người cùng đi bộ về nhà. Đó là lần đầu của ${w}, nhưng cũng là lần đầu của ${s}: lần đầu ${s} phải ngồi chờ mà không biết gì. ${W} thì vẫn chưa hiểu vì sao ${s} lo đến thế.`,
    ],
  ];
}

function koreanMissing(doer: FirstTimeDoer, phone: boolean, reason: Reason): Plot {
  const w = doer.who;
  const found: Record<Reason, string> = {
    queue: `${withParticle(w, '는')} 가게 안 긴 줄 끝에 서서 얌전히 차례를 기다리고 있었다.`,
    friend: `${withParticle(w, '는')} 몇 골목 떨어진 곳에서, 가다가 만난 친구와 이야기에 푹 빠져 시간 가는 줄도 모르고 있었다.`,
    wrongWay: `${withParticle(w, '는')} 길을 잘못 들어 한참을 헤매던 중이었다. 그래도 혼자서 길을 되찾아 가고 있었다.`,
    battery: `${withParticle(w, '는')} 휴대폰 배터리가 다 나가서, 누가 찾고 있는 줄도 모른 채 걸어오고 있었다.`,
  };
  return [
    [
      '처음에는 별일 아니라고 스스로를 달랬다. 처음이니까 좀 늦을 수도 있지.',
      phone ? '전화를 다시 걸어 봤지만, 신호만 가고 받지 않았다.' : '시계를 보고, 창밖을 보고, 또 시계를 봤다.',
      '일 분 일 분이 점점 길어졌다.',
    ],
    [`결국 가만히 앉아 있을 수가 없었다. 나는 겉옷을 걸치고 ${withParticle(w, '가')} 갔을 길을 따라 나섰다.`, found[reason], `나를 보더니 ${withParticle(w, '는')} 왜 그렇게 숨이 차냐는 얼굴로 눈을 동그랗게 떴다.`],
    [
      `준비해 둔 잔소리가 한가득이었는데, 한마디도 나오지 않았다. 그냥 ${withParticle(w, '를')} 조금 오래 안아 주었다.`,
      `우리는 나란히 집으로 걸어왔다. ${w}에게는 혼자 해 본 첫 번째였고, 나에게는 아무것도 모른 채 기다려 본 첫 번째였다.`,
    ],
  ];
}

function chineseMissing(doer: FirstTimeDoer, phone: boolean, reason: Reason): Plot {
  const w = doer.who;
  const found: Record<Reason, string> = {
    queue: `我找到${w}的时候，${w}还排在店里长长的队伍后面，耐心地等着。`,
    friend: `我在几条街外找到了${w}，${w}正跟路上碰到的同学聊得起劲，完全忘了时间。`,
    wrongWay: `我在半路碰到了${w}：${w}走错了路，绕了一大圈，正自己摸索着找路。`,
    battery: `我在半路碰到了${w}：手机没电了，${w}根本不知道有人在找。`,
  };
  return [
    ['一开始我还安慰自己：第一次嘛，慢一点也正常。', phone ? '我又打了一次电话，一直响，没人接。' : '我看看表，看看窗外，又看看表。', '每一分钟都比上一分钟更长。'],
    [`最后我实在坐不住了，抓起外套出门去找，顺着${w}可能走的路一路找过去。`, found[reason], `看见我气喘吁吁的样子，${w}一脸惊讶。`],
    [`我准备了一肚子的话，结果一句也没说出来，只是把${w}抱得久了一点。`, `我们一起走回家。这是${w}的第一次，也是我的第一次：第一次什么都不知道地等一个人。`],
  ];
}

/** Writes someone else's first time that went wrong out of the narrator's sight: waiting, looking, finding them, in `language`. */
export function writeMissingStory(shape: FirstTimeShape, doer: FirstTimeDoer, opening: string, language: ContentLanguage, random: () => number): Plot {
  const phone = phoneWords[language].test(opening);
  const reason = pick(reasonsFor(opening, language), random);
  if (language === 'en') return englishMissing(doer, phone, reason);
  if (language === 'vi') return vietnameseMissing(shape.hero.name, doer, phone, reason);
  if (language === 'ko') return koreanMissing(doer, phone, reason);
  return chineseMissing(doer, phone, reason);
}
