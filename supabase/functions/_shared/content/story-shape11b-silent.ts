/**
 * An animal or a thing that has gone silent (issue 13, round 11b): "The old parrot in the hallway hasn't made a sound
 * since Tuesday", "Con gà trống nhà bà Tư sáng nay không còn kêu nữa", "늘 재잘대던 앵무새가 오늘 아침부터 입을 다물었다",
 * "楼下那只天天叫的狗，今天突然不叫了". Read from grammar: a subject noun phrase, then a negated verb of sound or a verb
 * of falling silent. The plot notices the silence, goes to it, finds an ordinary reason (a vet for an animal, a worn
 * part for a thing) and keeps it company; the sound is never brought back in the telling, so the opening stands.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { readAbsent } from './story-guard-facts.ts';
import { capitalizeLeading, lowerFirst } from './text-tools.ts';

/** Three paragraphs of sentences. */
type Plot = [string[], string[], string[]];

/** What went silent, as later sentences name it, and whether it is an animal. */
export interface SilentThing {
  thing: string;
  animal: boolean;
}

const englishSilent = /\b((?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:[a-z'’-]+\s+){0,3}?[a-z'’-]+(?:\s+(?:in|on|at|by|next door|upstairs|downstairs)(?:\s+(?:the|our|my)\s+[a-z'’-]+)?)?)\s+(?:has|had|have)?\s*(?:n['’]t|not|never)?\s*(?:made a (?:single )?sound|sung|sang|barked|meowed|chirped|crowed|purred|chimed|ticked|played|rung|rang|squawked|said a (?:single )?word|fell silent|gone (?:quiet|silent)|went (?:quiet|silent)|stopped (?:singing|barking|chirping|ticking|chiming|talking|crowing|meowing|playing|squawking))\b/u;
const vietnameseSilent = /((?:[Cc]on|[Cc]hú|[Cc]ái|[Cc]hiếc|[Cc]ây)\s(?:[\p{L}\p{M}]+\s){0,5}?[\p{L}\p{M}]+)\s+(?:(?:sáng nay|hôm nay|tối nay|mấy hôm nay|mấy ngày nay|từ hôm qua|dạo này|bỗng|bỗng dưng|tự nhiên|đột nhiên|đã)\s+)*(?:không còn (?:kêu|hót|sủa|gáy|reo|hát|kêu meo|phát ra tiếng)|thôi (?:kêu|hót|sủa|gáy|reo)|không (?:kêu|hót|sủa|gáy|reo|hát) nữa|chẳng (?:kêu|hót|sủa|gáy) nữa|im bặt|im thin thít|câm lặng)/u;
const koreanSilent = /((?:[가-힣]+\s){0,2}?[가-힣]+?)(?:이|가|은|는)\s+(?:[가-힣]+\s+){0,3}?(?:입을 (?:꾹 )?다물|울지 않|짖지 않|소리를 (?:내지 않|안 내)|노래하지 않|지저귀지 않|울음을 그쳤|짖지를 않|울지를 않|소리가 (?:안 났|나지 않|끊겼|멎었))/u;
const chineseStop = /(?:不叫了|不响了|不唱了|不说话了|不出声了|没声音了|没了声音|没动静了|不吭声了|不叫唤了)/u;

/** Animal words: an animal's silence sends for a vet, a thing's for a repair. */
const animalWords = /dog|puppy|cat|kitten|parrot|bird|canary|budgie|rooster|cockerel|hen|chicken|frog|cricket|chó|cún|mèo|vẹt|chim|gà|ếch|dế|강아지|개|고양이|앵무새|새|닭|수탉|개구리|귀뚜라미|狗|猫|鹦鹉|鸟|鸡|公鸡|青蛙|蛐蛐/iu;

/** Korean words before the thing that are no part of its name (늘, 재잘대던, 우리). */
const koreanNotPart = /(?:던|는|은|ㄴ|고|서|게)$|^(?:늘|항상|매일|언제나|우리|그|저|이)$/u;

function chineseThing(opening: string): string | null {
  const stop = chineseStop.exec(opening);
  if (stop === null) return null;
  const before = opening.slice(0, stop.index);
  // The subject is the last clause before the stop, or the one before it when only a time or an adverb is left (今天突然).
  const clauses = before.split(/[，,。！？；]/u).map((part) => part.replace(/(?:今天|昨天|这几天|从昨天起|从今天起|早上|晚上|突然|忽然|一下子|也|又|就|竟然|居然|再也)+$/u, '').replace(/^(?:今天|昨天|这几天|突然|忽然)+/u, '')).filter((part) => part !== '');
  const raw = clauses[clauses.length - 1];
  if (raw === undefined) return null;
  const pointed = /([那这][只台架部个把条间张])([\u4e00-\u9fff]{1,8})$/u.exec(raw);
  const head = (text: string): string => /的([\u4e00-\u9fff]{1,3})$/u.exec(text)?.[1] ?? text;
  const thing = pointed !== null ? `${pointed[1] as string}${head(pointed[2] as string)}` : head(raw.replace(/^.*[里上中]/u, ''));
  return thing.length >= 1 && thing.length <= 6 ? thing : null;
}

/** The animal or thing an opening says went silent, or null (or when someone is gone, away or cared for: the absence reader tells it). */
export function findSilentThing(opening: string, language: ContentLanguage): SilentThing | null {
  if (readAbsent(opening, language).length > 0) return null;
  let thing: string | null = null;
  if (language === 'en') {
    const raw = englishSilent.exec(opening)?.[1];
    thing = raw === undefined || /^(?:the|my|our)\s+(?:house|flat|street|room|kitchen|phone)$/iu.test(raw) ? null : raw.replace(/^[A-Z]/u, (c) => c.toLowerCase());
    if (thing !== null && !/\b(?:has|had|have)\s*(?:n['’]t|not|never)\b|\bfell silent\b|\b(?:gone|went) (?:quiet|silent)\b|\bstopped\b/iu.test(opening)) thing = null;
  } else if (language === 'vi') {
    const raw = vietnameseSilent.exec(opening)?.[1];
    thing = raw === undefined ? null : lowerFirst(raw);
  } else if (language === 'ko') {
    const raw = koreanSilent.exec(opening)?.[1];
    const words = raw?.split(/\s+/u) ?? [];
    thing = words.length === 0 ? null : words.some((word) => koreanNotPart.test(word)) ? words[words.length - 1] ?? null : words.join(' ');
  } else {
    thing = chineseThing(opening);
  }
  return thing === null || thing === '' ? null : { thing, animal: animalWords.test(thing) };
}

function english(s: SilentThing): Plot {
  // Named whole once (the old parrot in the hallway), then by its head (the old parrot).
  const whole = s.thing;
  const x = whole.replace(/\s+(?:in|on|at|by|next door|upstairs|downstairs)\b.*$/u, '');
  const X = capitalizeLeading(x);
  const it = /(?:[^su]s)$/u.test(x) ? 'they' : 'it';
  return [
    [`At first I only knew that something was missing from the day. Then I realised what it was: ${whole}, quiet.`, `The silence was louder than the noise had ever been.`],
    s.animal
      ? [`I went and sat beside ${x} for a while, looking for anything wrong.`, `${X} blinked at me, ate a little, and stayed quiet.`, `In the end I asked the vet, who listened to all of it and said it happens more often than people think: a change of season, a tired animal, nothing to panic about yet. ${capitalizeLeading(it)} only needed watching, and company.`]
      : [`I checked ${x} over carefully, then once more.`, `Nothing looked broken, and nothing I tried made any difference.`, `In the end I took ${it === 'they' ? 'them' : 'it'} to someone who knew more than I did, who turned ${it === 'they' ? 'them' : 'it'} over and found a small worn part, the kind of thing that wears out without anybody noticing.`],
    s.animal
      ? [`So I stopped waiting for the noise and kept ${x} company instead.`, `The quiet was not empty any more. It was something we were getting through together.`]
      : [`Until the part arrived, the house was quieter than it had ever been, and I caught myself listening to sounds I had never heard before.`, `Some things you only hear once they stop.`],
  ];
}

function vietnamese(s: SilentThing): Plot {
  // Named whole once (con gà trống nhà bà Tư), then without its owner (con gà trống).
  const whole = s.thing;
  const x = whole.replace(/\s+(?:nhà|của|ở|trên|trong)\s.*$/u, '');
  const X = capitalizeLeading(x);
  return [
    [`Lúc đầu tôi chỉ thấy ngày hôm ấy thiếu thiếu một cái gì. Rồi tôi mới nhận ra: là ${whole}, im lặng.`, 'Cái im lặng ấy còn to hơn mọi tiếng động trước đó.'],
    s.animal
      ? [`Tôi ra ngồi cạnh ${x} một lúc, xem có gì bất thường không.`, `${X} chớp mắt nhìn tôi, ăn một chút, rồi vẫn im.`, 'Cuối cùng tôi hỏi bác sĩ thú y. Bác nghe hết rồi bảo chuyện này thường hơn người ta tưởng: trở trời, con vật mệt, chưa có gì phải hoảng. Chỉ cần để mắt tới, và ở bên nó.']
      : [`Tôi xem kỹ ${x}, rồi xem lại lần nữa.`, 'Chẳng thấy chỗ nào hỏng, mà làm gì cũng không ăn thua.', 'Cuối cùng tôi mang đi nhờ người rành hơn. Người ta lật qua lật lại rồi tìm ra một chi tiết nhỏ đã mòn, kiểu thứ hao dần mà chẳng ai để ý.'],
    s.animal
      ? [`Thế là tôi thôi chờ tiếng kêu, chỉ ngồi đó bầu bạn với ${x}.`, 'Sự im lặng không còn trống trải nữa. Nó là quãng thời gian cả hai cùng nhau đi qua.']
      : ['Trong lúc chờ sửa, căn nhà yên hơn bao giờ hết, và tôi bắt gặp mình lắng nghe những âm thanh trước giờ chưa từng nghe thấy.', 'Có những thứ chỉ khi im đi, mình mới nghe ra.'],
  ];
}

function korean(s: SilentThing): Plot {
  const x = s.thing;
  return [
    [`처음에는 하루에서 뭔가 하나가 빠진 것 같다는 느낌뿐이었다. 그러다 알았다. ${withParticle(x, '가')} 조용했다.`, '그 고요가 어떤 소리보다도 크게 들렸다.'],
    s.animal
      ? [`나는 ${x} 곁에 한참 앉아서 어디 이상한 데가 없는지 살폈다.`, `${withParticle(x, '는')} 나를 보고 눈을 깜빡이더니, 먹이를 조금 먹고는 그대로 조용했다.`, '결국 동물병원에 물어봤다. 수의사는 이야기를 다 듣고는, 생각보다 흔한 일이라고 했다. 계절이 바뀌거나 지쳐서 그럴 수 있으니, 아직 겁낼 건 없다고. 잘 지켜봐 주고 곁에 있어 주면 된다고 했다.']
      : [`나는 ${withParticle(x, '를')} 꼼꼼히 살펴보고, 한 번 더 살펴봤다.`, '망가진 데는 보이지 않았고, 뭘 해 봐도 그대로였다.', '결국 잘 아는 사람에게 가져갔다. 그는 이리저리 돌려 보더니, 아무도 모르게 닳아 버린 작은 부품 하나를 찾아냈다.'],
    s.animal
      ? [`그래서 나는 소리를 기다리는 대신, ${x} 곁을 지켜 주기로 했다.`, '고요는 더 이상 텅 빈 것이 아니었다. 우리가 함께 지나가는 시간이었다.']
      : ['부품이 올 때까지 집 안은 어느 때보다 조용했고, 나는 한 번도 들어 본 적 없는 소리들에 귀를 기울이게 됐다.', '어떤 소리는 멈추고 나서야 비로소 들린다.'],
  ];
}

function chinese(s: SilentThing): Plot {
  const x = s.thing;
  return [
    [`一开始，我只觉得这一天少了点什么。后来才反应过来：是${x}，没了声音。`, '这份安静，比以前任何声音都响。'],
    s.animal
      ? [`我在${x}旁边坐了好一会儿，看看有没有哪里不对。`, `${x}冲我眨了眨眼，吃了一点东西，还是不出声。`, '最后我去问了兽医。兽医听完说，这种事比人们想的常见：换季了，累了，先别慌，多看着点，多陪陪就好。']
      : [`我把${x}仔仔细细查了一遍，又查了一遍。`, '看不出哪里坏了，怎么弄都没用。', '最后我拿去请懂行的人看。那人翻来覆去看了看，找出一个磨损的小零件，是那种不知不觉就会磨坏的东西。'],
    s.animal
      ? [`于是我不再等它出声，只是陪着${x}。`, '安静不再是空荡荡的了，是我们一起熬过去的一段日子。']
      : ['零件到之前，家里从来没这么安静过，我竟然听见了好多以前从没注意过的声音。', '有些声音，要等它停了，才真正听得见。'],
  ];
}

/** Writes the story of an animal or a thing gone silent, told by the narrator, in `language`. */
export function writeSilentThing(silent: SilentThing, language: ContentLanguage): Plot {
  if (language === 'en') return english(silent);
  if (language === 'vi') return vietnamese(silent);
  if (language === 'ko') return korean(silent);
  return chinese(silent);
}
