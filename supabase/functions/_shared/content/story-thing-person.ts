/**
 * The story writer's "a person appears" shape (issue 13, round 10): a little boy alone on the swings at dusk, a girl
 * on my doorstep in the rain, 우산도 없이 서 계신 할아버지, 便利店里一直站着的男孩. The person is read from a lexicon
 * of people with a verb of being there (sitting, standing, waiting; 서 계셨다; 站在) and stays a person in every
 * sentence (he, she, they; 할아버지께서; 他, 她 — never "it" / 它): the narrator notices, hesitates, asks, learns an
 * ordinary reason (someone late, a dead phone), stays until it is over, and is glad to have stopped.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findActor, type ThingActor } from './story-thing-actors.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A person who appears in an opening, and the details of the scene the story keeps. */
export interface AppearingPerson {
  person: ThingActor;
  rain: boolean;
  dark: boolean;
  alone: boolean;
  /** What the person is doing that the plot keeps: crying or singing (waiting and sitting are the plain case). */
  act: 'cry' | 'sing' | null;
}

const acts: Readonly<Record<ContentLanguage, readonly [cry: RegExp, sing: RegExp]>> = {
  en: [/\b(?:cry|crying|cried|cries|sobbing|sobbed|in tears|weeping|wept)\b/iu, /\b(?:sing|singing|sang|sings|humming|hummed|playing (?:the )?(?:guitar|violin|harmonica|flute))\b/iu],
  vi: [/khóc|nức nở|rơm rớm|mắt đỏ hoe/iu, /hát|ngân nga|đàn|thổi sáo/iu],
  ko: [/울고|울었|울먹|우는|흐느|눈물/u, /노래|흥얼|기타를 치|연주/u],
  zh: [/哭|抽泣|流泪|掉眼泪/u, /唱歌|唱着|哼着|哼歌|弹(?:着)?吉他|拉(?:着)?小提琴/u],
};

const there: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:sitting|sat|standing|stood|waiting|crying|crouching|crouched|leaning|staring|lingering|appeared|was there)\b/iu,
  vi: /ngồi|đứng|đợi|chờ|khóc|xuất hiện|co ro|thẫn thờ/iu,
  ko: /서\s?있|서\s?계|앉아\s?있|앉아\s?계|앉아\s|기다리|울고|쪼그려|쪼그리고|나타났|서성|부르고\s?있|흥얼거리/u,
  zh: /站在|坐在|蹲在|等在|站着|坐着|蹲着|出现|徘徊|在哭|哭着/u,
};

/** The person is brought in as someone new (a, một, 한, 一个): "the man opposite kept staring at my suitcase" is not this shape. */
const introduced: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:a|an|some)\s+(?:[\w-]+\s+){0,2}(?:man|woman|boy|girl|kid|child|lady|guy|stranger|student|teenager|gentleman)\b/iu,
  vi: /(?:^|[\s,.])(?:có |một |có một )(?:\p{L}+\s){0,1}(?:cô gái|cậu bé|cô bé|ông cụ|bà cụ|người|chàng trai|thằng bé|em bé|bé)/iu,
  ko: /./u,
  zh: /(?:一个|一位|有个|有位|一名)[^，。！？]{0,8}(?:男孩|女孩|小孩|孩子|老人|老爷爷|老奶奶|男人|女人|姑娘|小伙子|陌生人|大叔|阿姨|学生|男生|女生)/u,
};

/** Strange or grave openings (a ghost, no reflection, a body, a question): other readers tell those. */
const notThisShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?]|\b(?:ghost|vanish|vanished|disappeared|no reflection|nobody else could see|no one else could see|blood|dead|died|knife|gun|every (?:single )?(?:morning|night|day|evening|afternoon|week|weekend)|each (?:morning|night|day|evening|afternoon))\b/iu,
  vi: /[?]|ma(?=[\s,.]|$)|biến mất|không ai khác thấy|máu|chết|con dao|sáng nào|tối nào|đêm nào|ngày nào|chiều nào|trưa nào|mỗi (?:sáng|chiều|tối|ngày|đêm|trưa)|hằng ngày|hôm nào/iu,
  ko: /[?]|귀신|사라졌|사라지|나만 보|피가|죽은|칼을|매일|마다|날마다|늘 같은/u,
  zh: /[?？]|鬼|消失|不见了|只有我看得见|血|死|刀|每天|每晚|天天|每个?(?:早上|下午|傍晚|晚上|周末)|总是/u,
};

const rainWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:rain|raining|rainy|umbrella|storm|downpour|snow|snowing)\b/iu,
  vi: /mưa|chiếc ô|cái ô|không ô|không có ô|dù|tuyết/iu,
  ko: /비가|비를|빗|우산|소나기|장마|눈보라|폭우/u,
  zh: /雨|伞|雪/u,
};

const darkWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:night|dusk|dark|midnight|late|evening|streetlight|street lamp|streetlamp)\b/iu,
  vi: /tối|đêm|khuya|chạng vạng|đèn đường/iu,
  ko: /밤|저녁|새벽|가로등|퇴근길/u,
  zh: /深夜|夜|晚上|傍晚|凌晨|路灯/u,
};

const aloneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:alone|by (?:him|her|them)self|on (?:his|her|their) own)\b/iu,
  vi: /một mình/iu,
  ko: /혼자/u,
  zh: /一个人|独自|孤零零/u,
};

/** The narrator's own family named in the opening (my dad, bố tôi, 아빠, 我爸): no stranger. */
const ownKin: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:my|our)\s+(?:mom|mum|mother|dad|father|parents|grandma|grandpa|grandmother|grandfather|sister|brother|aunt|uncle|son|daughter|wife|husband)\b|(?:^|[\s,])(?:Mom|Mum|Dad|Grandma|Grandpa)\b/u,
  vi: /(?:^|\s)(?:bố|mẹ|ba|má|ông nội|bà nội|ông ngoại|bà ngoại|anh trai|chị gái|em trai|em gái|vợ|chồng)(?:\s(?:tôi|mình|em))?(?=[\s,.]|$)/iu,
  ko: /(?:^|\s)(?:(?:우리\s)?(?:엄마|아빠|어머니|아버지|형|누나|언니|오빠|동생|아내|남편)|(?:우리|내)\s(?:할머니|할아버지))(?:가|이|께서|는|은|도)(?=\s)/u,
  zh: /(?:我|我们)(?:的)?(?:爸|妈|爸爸|妈妈|爷爷|奶奶|外公|外婆|哥|姐|弟|妹|老公|老婆)/u,
};

/** The person an opening shows being somewhere (sitting, standing, waiting), or null. */
export function findAppearingPerson(opening: string, language: ContentLanguage): AppearingPerson | null {
  const text = opening.trim();
  if (!there[language].test(text) || !introduced[language].test(text) || notThisShape[language].test(text)) return null;
  const person = findActor(text, language);
  if (person === null || person.kind !== 'person') return null;
  // Round 14: the narrator's own family who turns up (아빠가 강당 맨 뒷줄에 서 있었다, Dad was standing at the back) is no
  // stranger waiting for a daughter with a dead phone: the other ranks tell it.
  if (ownKin[language].test(text)) return null;
  const [cry, sing] = acts[language];
  const act = cry.test(text) ? 'cry' : sing.test(text) ? 'sing' : null;
  return { person, rain: rainWords[language].test(text), dark: darkWords[language].test(text), alone: aloneWords[language].test(text), act };
}


function writeEn({ person, rain, dark, alone, act }: AppearingPerson): string[][] {
  const who = person.en;
  const [he, him, his] = person.pronouns;
  const was = he === 'they' ? 'were' : 'was';
  const scene = rain ? `The rain was not letting up, and ${he} had nothing to keep it off.` : dark ? `It was late, and ${alone ? 'there was nobody else around' : 'people hurried past without a glance'}.` : 'Nobody else seemed to notice.';
  const reason = person.young ? `${capitalizeLeading(he)} ${was} waiting for ${his} mum, who was late from work, and ${he} had been told not to go anywhere.` : person.elder ? `${capitalizeLeading(he)} ${was} waiting for ${his} daughter to pick ${him} up, and ${his} phone had run out of battery.` : `${capitalizeLeading(he)} ${was} waiting for a friend who was very late, and ${his} phone had died.`;
  const help = person.young ? 'So I stayed nearby, and we talked about small things while we waited.' : `I lent ${him} my phone to make the call, and we talked about small things while we waited.`;
  const arrives = person.young ? `${capitalizeLeading(his)} mum came hurrying at last, out of breath and full of apologies.` : person.elder ? `${capitalizeLeading(his)} daughter came hurrying at last, out of breath and full of apologies.` : 'The friend came hurrying at last, out of breath and full of apologies.';
  return [
    ['I stopped and looked again.', act === 'cry' ? `${capitalizeLeading(who)} ${was} crying, quietly, the way people cry when they do not want anyone to see, and every time someone passed, ${he} looked up and then away.` : act === 'sing' ? `${capitalizeLeading(who)} ${was} singing, softly, as if to nobody, and every time someone passed, ${he} stopped and looked up, the way people do when they are waiting for someone.` : `${capitalizeLeading(who)} ${was} not doing anything wrong, but every time someone passed, ${he} looked up, the way people do when they are waiting and starting to lose hope.`, scene],
    ['I hesitated, then went over and asked, as lightly as I could, if everything was all right.', act === 'cry' ? `${capitalizeLeading(he)} wiped ${his} eyes quickly, surprised that anyone had asked.` : `${capitalizeLeading(he)} looked up, surprised that anyone had asked.`, act === 'sing' ? `${reason} The song, ${he} said, was to keep ${him}self from worrying.` : reason, rain ? `I held my umbrella over both of us. ${help}` : help],
    [arrives, `${capitalizeLeading(who)} turned and waved at me before they left.`, 'It was nothing, really — but I went home slower than usual, glad I had stopped.'],
  ];
}

function writeVi({ person, rain, dark, alone, act }: AppearingPerson): string[][] {
  const who = person.vi;
  const scene = rain ? `Mưa mỗi lúc một to, mà ${who} chẳng có gì để che.` : dark ? `Trời đã tối, ${alone ? 'xung quanh chẳng còn ai' : 'người qua lại chẳng ai để ý'}.` : 'Hình như chẳng ai khác để ý.';
  const reason = person.young ? `Hóa ra ${who} đang đợi mẹ đi làm về muộn, và đã hứa với mẹ là không đi đâu cả.` : person.elder ? `Hóa ra ${who} đang đợi con gái đến đón, mà điện thoại lại hết pin.` : `Hóa ra ${who} đang đợi một người bạn đến muộn, mà điện thoại lại hết pin.`;
  const help = person.young ? 'Tôi ở lại gần đó, và chúng tôi nói mấy chuyện vu vơ trong lúc chờ.' : `Tôi cho ${who} mượn điện thoại để gọi, rồi chúng tôi nói mấy chuyện vu vơ trong lúc chờ.`;
  const arrives = person.young ? `Cuối cùng mẹ của ${who} cũng hớt hải chạy tới, rối rít cảm ơn.` : person.elder ? `Cuối cùng con gái của ${who} cũng hớt hải chạy tới, rối rít cảm ơn.` : 'Cuối cùng người bạn kia cũng hớt hải chạy tới, rối rít xin lỗi.';
  return [
    ['Tôi dừng lại nhìn thêm lần nữa.', act === 'cry' ? `${capitalizeLeading(who)} đang khóc, khóc lặng lẽ như người không muốn ai thấy, mỗi lần có người đi qua lại ngẩng lên rồi quay đi.` : act === 'sing' ? `${capitalizeLeading(who)} đang khe khẽ hát, như hát cho không ai nghe, mỗi lần có người đi qua lại ngừng lại ngẩng lên, như đang chờ ai đó.` : `${capitalizeLeading(who)} không làm gì cả, chỉ mỗi lần có người đi qua lại ngẩng lên nhìn, như người đang chờ ai đó mà bắt đầu hết hy vọng.`, scene],
    ['Tôi ngập ngừng một lúc, rồi lại gần hỏi khẽ xem có chuyện gì không.', act === 'cry' ? `${capitalizeLeading(who)} vội quệt nước mắt, ngạc nhiên vì có người hỏi.` : `${capitalizeLeading(who)} ngẩng lên, ngạc nhiên vì có người hỏi.`, act === 'sing' ? `${reason} Hát cho đỡ sốt ruột thôi, ${who} bảo.` : reason, rain ? `Tôi che chung ô với ${who}. ${help}` : help],
    [arrives, `${capitalizeLeading(who)} quay lại vẫy tay chào tôi trước khi đi.`, 'Chẳng có gì to tát cả — nhưng hôm ấy tôi về nhà chậm hơn thường lệ, mừng vì mình đã dừng lại.'],
  ];
}

function writeKo({ person, rain, dark, alone, act }: AppearingPerson): string[][] {
  const who = person.ko;
  if (person.elder) {
    const scene = rain ? '빗줄기는 점점 굵어지는데, 비를 가릴 것 하나 없으셨다.' : dark ? `날은 이미 어두웠고, ${alone ? '주위에는 아무도 없었다' : '다들 바쁘게 지나칠 뿐이었다'}.` : '아무도 눈여겨보지 않는 것 같았다.';
    return [
      ['나는 걸음을 멈추고 다시 보았다.', act === 'cry' ? `${who}께서는 소리 없이 울고 계셨다. 누가 볼세라 고개를 숙이셨다가, 누가 지나갈 때마다 고개를 드셨다.` : act === 'sing' ? `${who}께서는 나지막이 노래를 흥얼거리고 계셨다. 그러다 누가 지나갈 때마다 고개를 드셨다. 누군가를 기다리는 사람처럼.` : `${who}께서는 아무것도 하지 않으셨다. 다만 누가 지나갈 때마다 고개를 드셨다. 누군가를 기다리다 지쳐 가는 사람처럼.`, scene],
      ['잠깐 망설이다가, 나는 다가가 조심스럽게 괜찮으시냐고 여쭈었다.', `${who}께서는 놀란 얼굴로 나를 보시더니, 따님이 데리러 오기로 했는데 휴대전화 배터리가 다 됐다고 하셨다.`, `${rain ? '나는 우산을 같이 씌워 드리고 ' : '나는 '}전화를 빌려 드렸다. 기다리는 동안 우리는 날씨 이야기, 동네 이야기 같은 소소한 이야기를 나누었다.`],
      [`얼마 뒤 따님이 헐레벌떡 뛰어와 몇 번이고 고개를 숙였다.`, `${who}께서는 가시기 전에 나를 돌아보며 손을 흔들어 주셨다.`, '별일 아니었다. 그래도 그날 나는 평소보다 천천히 집으로 걸었다. 걸음을 멈추길 잘했다고 생각하면서.'],
    ];
  }
  const topic = withParticle(who, '은');
  const scene = rain ? '빗줄기는 점점 굵어지는데, 비를 가릴 것 하나 없었다.' : dark ? `날은 이미 어두웠고, ${alone ? '주위에는 아무도 없었다' : '다들 바쁘게 지나칠 뿐이었다'}.` : '아무도 눈여겨보지 않는 것 같았다.';
  const reason = person.young ? '엄마가 일이 늦게 끝나서 기다리는 중이라고, 여기서 꼼짝 말고 있으라고 했다고 말했다.' : '친구를 기다리는데 많이 늦는 데다 휴대전화까지 꺼져 버렸다고 했다.';
  const help = person.young ? `${rain ? '나는 우산을 같이 씌워 주고 ' : '나는 '}곁에 남아 함께 기다렸다. 기다리는 동안 우리는 학교 이야기, 좋아하는 과자 이야기 같은 소소한 이야기를 나누었다.` : `${rain ? '나는 우산을 같이 씌워 주고 ' : '나는 '}전화를 빌려주었다. 기다리는 동안 우리는 소소한 이야기를 나누었다.`;
  const arrives = person.young ? '얼마 뒤 아이 엄마가 숨을 몰아쉬며 달려와 몇 번이고 고맙다고 했다.' : '얼마 뒤 친구가 헐레벌떡 뛰어와 미안하다는 말을 몇 번이나 했다.';
  return [
    ['나는 걸음을 멈추고 다시 보았다.', act === 'cry' ? `${topic} 소리 없이 울고 있었다. 누가 볼세라 고개를 숙였다가, 누가 지나갈 때마다 고개를 들었다.` : act === 'sing' ? `${topic} 나지막이 노래를 흥얼거리고 있었다. 그러다 누가 지나갈 때마다 고개를 들었다. 누군가를 기다리는 사람처럼.` : `${topic} 아무것도 하지 않았다. 다만 누가 지나갈 때마다 고개를 들었다. 누군가를 기다리다 지쳐 가는 사람처럼.`, scene],
    [`잠깐 망설이다가, 나는 다가가 조심스럽게 괜찮${person.young ? '니' : '으세요'}? 하고 물었다.`, `${topic} ${act === 'cry' ? '얼른 눈물을 훔치고는' : '놀란 얼굴로 나를 보더니,'} ${reason}`, help],
    [arrives, `${topic} 가기 전에 나를 돌아보며 손을 흔들었다.`, '별일 아니었다. 그래도 그날 나는 평소보다 천천히 집으로 걸었다. 걸음을 멈추길 잘했다고 생각하면서.'],
  ];
}

function writeZh({ person, rain, dark, alone, act }: AppearingPerson): string[][] {
  const who = person.zh;
  const he = person.zhPronoun;
  const scene = rain ? `雨越下越大，${he}身上什么遮挡都没有。` : dark ? `夜已经深了，${alone ? '周围一个人也没有' : '来来往往的人谁也没有多看一眼'}。` : '好像谁都没有注意到。';
  const reason = person.young ? `原来${he}在等妈妈下班，妈妈让${he}待在原地别乱跑。` : person.elder ? `原来${he}在等女儿来接，可手机没电了。` : `原来${he}在等一个迟到很久的朋友，手机偏偏又没电了。`;
  const help = person.young ? `我就在旁边陪${he}等着，聊些有的没的。` : `我把手机借给${he}打了个电话，然后陪${he}等着，聊些有的没的。`;
  const arrives = person.young ? `过了一会儿，${he}的妈妈气喘吁吁地跑来，连声道谢。` : person.elder ? `过了一会儿，${he}的女儿急匆匆地赶到，连声道谢。` : '过了一会儿，那位朋友终于气喘吁吁地赶到了，一个劲儿地道歉。';
  return [
    ['我忍不住多看了两眼。', act === 'cry' ? `${who}在哭，哭得很小声，像是不想让人看见；每当有人经过，${he}就抬起头看一眼，又低下去。` : act === 'sing' ? `${who}在轻轻地哼着歌，像是唱给自己听；每当有人经过，${he}就停下来抬头看一眼，像是在等一个人。` : `${who}什么也没做，只是每当有人经过，${he}就抬起头看一眼，像是在等一个人，又快要等不下去了。`, scene],
    [`我犹豫了一下，还是走过去，轻轻问了一句：“${person.elder ? '您' : '你'}还好吗？”`, act === 'cry' ? `${he}赶紧擦了擦眼泪，好像没想到会有人问。` : `${he}愣了一下，好像没想到会有人问。`, act === 'sing' ? `${reason}${he}说，唱歌是为了让自己别那么着急。` : reason, rain ? `我把伞撑到我们两个人头上。${help}` : help],
    [arrives, `走之前，${he}回过头朝我挥了挥手。`, '其实也没什么大不了的。可那天回家的路上，我走得比平时慢，心里庆幸自己停了下来。'],
  ];
}

/** Writes the beginning, middle and ending sentences of a person who appears, told by the opening's narrator. */
export function writeAppearingPerson(found: AppearingPerson, language: ContentLanguage): string[][] {
  if (language === 'en') return writeEn(found);
  if (language === 'vi') return writeVi(found);
  if (language === 'ko') return writeKo(found);
  return writeZh(found);
}
