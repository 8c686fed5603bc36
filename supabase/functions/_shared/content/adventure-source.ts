/**
 * Sounds, songs, voices and lights in an adventure (issue 13, seventh blind read: "go into the jungle to find the song"
 * became "you finally found the song, stuffed somewhere out of sight" and "take the song and leave"; a lamp relit on a
 * tower became a flight from "the sound behind you"). A sound or a light is never picked up or carried: it is followed to
 * where it comes from, listened to, or answered. When the chosen step does one of those to a sound or a light the story
 * named, the beat names that very sound or light (and where the step goes, when it says so) and tells what is at its
 * source; the next options speak to whoever is there, follow it further or back away, never "take" it.
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { trimToNounPhrase } from './adventure-noun-phrase.ts';

/** What is done to the sound or light. */
export type SourceMove = 'follow' | 'listen' | 'answer';
/** Whether it is heard (a voice, a song) or seen (a lantern, a torch). */
export type SourceSense = 'voice' | 'sound' | 'light';

/** A step aimed at a sound or a light. */
export interface SourceStep {
  move: SourceMove;
  sense: SourceSense;
  /** The sound or light as the step or the story names it ("the red lantern", "tiếng trống", "노랫소리", "铃声"). */
  source: string;
  /** Where the step goes, when it names a place other than the source ("the fourth floor", "hang"), rule A checked. */
  place: string | null;
}

const viEdge = '(?<![\\p{L}\\p{M}])';
const viAfter = '(?![\\p{L}\\p{M}])';

/** Sound and light nouns with their sense, per language (the phrase found is kept as written). */
const sourceNouns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:the|that|this)\s+(?:[\w-]+\s+){0,2}?(?:song|songs|tune|singing|voice|voices|humming|music|melody|lullaby|chant|chanting|drums?|drumbeat|drumming|bells?|chimes?|whistle|whistling|crying|laughter|sound|sounds|noise|light|lights|lantern|glow|signal|torch|flashlight|beam))\b/iu,
  vi: new RegExp(`${viEdge}(tiếng\\s+[\\p{L}\\p{M}]+(?:\\s+(?:trận|hát|ru|nói|gọi|người))?|bài hát(?:\\s+(?:đó|ấy|kia))?|giọng hát|giọng nói|giai điệu|điệu hò|ánh đèn(?:\\s+pin)?|ánh sáng|ánh lửa|đèn pin|đốm sáng|đèn lồng|tín hiệu)${viAfter}`, 'iu'),
  ko: /((?:그\s)?(?:노랫소리|노래|목소리|풍금 소리|종소리|북소리|방울 소리|피리 소리|휘파람 소리|울음소리|웃음소리|허밍|음악|불빛|신호|등불|랜턴|[가-힣]{1,3}소리))(?=[을를이가은는의에도와과로]|\s|$)/u,
  zh: /(渔歌|歌声|铃铛声|声音|说话声|口哨声|敲门声|脚步声|二胡声|琵琶声|唢呐声|马蹄声|(?![大小轻低高出无不吭作着了的和与])[\p{Script=Han}]声|歌|红灯笼|灯笼|灯光|亮光|火光|红灯|手电|信号|音乐|哼唱)/u,
};

const senseOf: Readonly<Record<ContentLanguage, readonly [RegExp, RegExp]>> = {
  // [light, voice]; anything else is a sound.
  en: [/\b(?:light|lights|lantern|glow|signal|torch|flashlight|beam)\b/iu, /\b(?:song|songs|tune|singing|voice|voices|humming|melody|lullaby|chant|chanting|crying|laughter)\b/iu],
  vi: [/ánh|đèn|đốm sáng|tín hiệu/iu, /hát|giọng|nói|gọi|người|ru|giai điệu|hò/iu],
  ko: [/불빛|빛|신호|등불|랜턴/u, /노래|목소리|허밍|울음|웃음/u],
  zh: [/灯|光|手电|信号/u, /歌|说话|喊|哭|笑|哼/u],
};

/** The step's move: follow it, listen to it, answer it. Listening and answering are read first. */
const movePatterns: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [SourceMove, RegExp]>>> = {
  en: [
    ['answer', /\b(?:answer|answers|reply|replies|respond|responds|sing back|call back|signal back|hum back|sing along)\b/iu],
    ['listen', /\b(?:listen|listens|eavesdrop|where (?:it|the \w+) (?:is )?coming from)\b/iu],
    ['follow', /\b(?:follow|follows|toward|towards|track|trace|head for|heads for|go after|find|look for|search for|walk to|go to)\b/iu],
  ],
  vi: [
    ['answer', new RegExp(`${viEdge}(?:đáp lại|đáp|trả lời|hát theo|hò theo|ra hiệu lại|đáp trả)${viAfter}`, 'iu')],
    ['listen', new RegExp(`${viEdge}(?:lắng nghe|nghe xem|áp tai|dỏng tai|nghe ngóng|phát ra từ đâu|từ đâu vọng)${viAfter}`, 'iu')],
    ['follow', new RegExp(`${viEdge}(?:theo|lần theo|đi theo|về phía|hướng về|tìm|tìm đến|tìm tới)${viAfter}`, 'iu')],
  ],
  ko: [
    ['answer', /대답|화답|응답|따라 부른|따라 부르|답한다|답해/u],
    ['listen', /귀를 기울|어디서 나는지|어디에서 나는지|엿듣|엿들|들어 본다/u],
    ['follow', /따라간|따라가|쪽으로|향해|찾아간|찾아가|찾는다|찾으러/u],
  ],
  zh: [
    ['answer', /回应|应答|回答|跟着唱|回喊|对唱|回一声/u],
    ['listen', /侧耳|仔细听|听听|偷听|从哪里传来|从哪儿传来|从哪里来/u],
    ['follow', /顺着|循着|跟着|朝着|寻找|去找|找到|追着|往.{0,4}(?:走|去)/u],
  ],
};

/** Where an English step goes ("up to the fourth floor", "into the cellar"), not the source itself. */
const englishPlace = /\b(?:up|down|back|out)?\s*(?:to|into|onto|across|through)\s+((?:the|a|an)\s+[\w' -]+)/iu;
const vietnamesePlace = new RegExp(`${viEdge}(?:vào|tới|đến|sang|lên|xuống|ra)\\s+([\\p{L}\\p{M}]+(?:\\s+[\\p{L}\\p{M}]+)?)`, 'iu');
const koreanPlace = /([가-힣]+)(?:으로|로|까지)\s/u;
const chinesePlace = /(?:走进|钻进|进入|来到|走到|跑到|到)([\p{Script=Han}]{1,6}?)(?=[里中深去，。]|$)/u;

/** The place a step goes, when it is not the source itself (rule A checked), or null. */
function stepPlace(step: string, source: string, language: ContentLanguage): string | null {
  const raw = (language === 'en' ? englishPlace : language === 'vi' ? vietnamesePlace : language === 'ko' ? koreanPlace : chinesePlace).exec(step)?.[1];
  if (!raw) return null;
  const cut = language === 'en' ? raw.replace(/\s+(?:and|then|to|where|while|with|before|after|as|following|toward|towards)\b.*$/iu, '') : language === 'vi' ? raw.replace(/\s+(?:theo|để|rồi|và|xem|tìm)(?:\s.*)?$/iu, '') : raw;
  const place = trimToNounPhrase(cut, language);
  if (!place) return null;
  const squash = (text: string): string => text.toLowerCase().replace(/\s+/gu, '');
  if (squash(source).includes(squash(place)) || squash(place).includes(squash(source))) return null;
  // Korean "쪽으로" is a direction, not a place; a sound word is the source, not where one goes.
  if (language === 'ko' && /^(?:쪽|소리|노래)$/u.test(place)) return null;
  return place;
}

/** A sound or light in a step, read with the step's move, or null when the step does none of that to one. */
export function sourceStep(step: string, story: string, language: ContentLanguage): SourceStep | null {
  const found = sourceNouns[language].exec(step)?.[1];
  if (!found) return null;
  const move = movePatterns[language].find(([, pattern]) => pattern.test(step))?.[0];
  if (!move) return null;
  // "the sound you just heard", "那个声音": a vaguer word in the step takes the story's own, when it has one.
  const vague = /^(?:the|that|this)\s+(?:sound|noise)$|^(?:声音|소리|tiếng động)$/iu.test(found.trim());
  const source = (vague ? sourceNouns[language].exec(story)?.[1] : null) ?? found;
  const phrase = language === 'en' ? source.replace(/^(?:that|this)\s/iu, 'the ') : source;
  const [light, voice] = senseOf[language];
  const sense: SourceSense = light.test(phrase) ? 'light' : voice.test(phrase) ? 'voice' : 'sound';
  return { move, sense, source: phrase.trim(), place: stepPlace(step, phrase, language) };
}

/** A heard sound (not a light) that a trip names as being where it goes ("the café playing that song"), or null. */
export function heardHere(step: string, language: ContentLanguage): string | null {
  const found = sourceNouns[language].exec(step)?.[1];
  if (!found || senseOf[language][0].test(found)) return null;
  return language === 'en' ? found.replace(/^(?:that|this)\s/iu, 'the ').trim() : found.trim();
}


/** The beat of a step aimed at a sound or a light, in two or three lines. */
export function sourceLines(c: PhraseComposer, step: SourceStep, light: boolean): string[] {
  switch (c.language) {
    case 'vi':
      return vietnameseLines(c, step, light);
    case 'ko':
      return koreanLines(c, step, light);
    case 'zh':
      return chineseLines(c, step, light);
    default:
      return englishLines(c, step, light);
  }
}

function englishLines(c: PhraseComposer, { move, sense, source, place }: SourceStep, light: boolean): string[] {
  const it = capital(source);
  if (move === 'listen') {
    return [
      `In the stillness it is easy to tell: ${source} is close, closer than you thought, coming from ${place ?? 'just beyond the nearest wall'}.`,
      light ? 'Under it, quietly, there is a voice you know, and it sounds happier than you have heard it in a long time.' : 'And under it, very faintly, there is a second voice, one you know, saying your name as if it is not allowed to.',
    ];
  }
  if (move === 'answer') {
    return [
      sense === 'light' ? `You answer ${source} with a signal of your own. For a moment nothing happens.` : `You answer ${source}. For a moment there is only silence.`,
      light ? `Then ${source} answers back, warmer this time, and you both know the other is there.` : `Then ${source} changes: it has heard you. It stops, starts again, and this time it is coming closer.`,
    ];
  }
  const going = place ? `It leads you to ${place}.` : 'It leads you further than you expected.';
  const near = sense === 'light' ? `${it} does not move away as you come closer. It waits for you.` : `${it} does not fade as you get closer; it grows clearer with every step, as if it wants to be found.`;
  if (light) return [near, going, c.pick([`Someone you know is there, and when they see you they look surprised, then glad, as if they had been hoping you would come.`, 'There is no one strange there at all, only a familiar face that breaks into a smile when it sees you.'])];
  const reveal =
    sense === 'light'
      ? `Up close, ${source} is held by someone standing perfectly still, face in shadow. When you stop, they lower it and say your name.`
      : sense === 'voice'
        ? `${it} stops the moment you arrive. Someone is there, with their back to you, and without turning round they say: “You took your time.”`
        : `When you get there, ${source} is still going, but there is nobody beside it: it keeps on by itself, slower now, as if counting something down.`;
  return [near, going, reveal];
}

function vietnameseLines(c: PhraseComposer, { move, sense, source, place }: SourceStep, light: boolean): string[] {
  const it = capital(source);
  if (move === 'listen') {
    return [
      `Trong im lặng, bạn nhận ra ngay: ${source} ở gần hơn bạn tưởng, vọng ra từ ${place ?? 'ngay sau bức tường gần nhất'}.`,
      light ? 'Lẫn trong đó có một giọng nói quen, nghe vui hơn hẳn mọi khi.' : 'Và lẫn trong đó, rất khẽ, có một giọng khác mà bạn quen, đang gọi tên bạn như thể sợ bị ai nghe thấy.',
    ];
  }
  if (move === 'answer') {
    return [
      `Bạn đáp lại ${source}. Trong một lúc, chỉ có im lặng.`,
      light ? `Rồi ${source} vang lên lần nữa, ấm hơn, như thể cả hai đã biết người kia đang ở đó.` : `Rồi ${source} đổi khác: nó đã nghe thấy bạn. Nó ngừng, rồi lại cất lên, và lần này nó đang tiến lại gần.`,
    ];
  }
  const going = place ? `Nó dẫn bạn tới ${place}.` : 'Nó dẫn bạn đi xa hơn bạn tưởng.';
  const near = sense === 'light' ? `${it} không lùi ra xa khi bạn lại gần. Nó như đang chờ bạn.` : `Càng lại gần, ${source} càng rõ, như thể nó muốn được tìm thấy.`;
  if (light) return [near, going, c.pick(['Ở đó là một người bạn quen, và khi thấy bạn, người ấy thoáng ngạc nhiên rồi mỉm cười, như đã mong bạn tới từ lâu.', 'Chẳng có gì lạ lùng cả, chỉ có một gương mặt quen bừng sáng lên khi nhìn thấy bạn.'])];
  const reveal =
    sense === 'light'
      ? `Tới gần mới thấy ${source} nằm trong tay một người đứng im phăng phắc, mặt khuất trong bóng tối. Khi bạn dừng lại, người đó hạ nó xuống và gọi đúng tên bạn.`
      : sense === 'voice'
        ? `${it} tắt ngay khi bạn tới nơi. Có người ở đó, quay lưng về phía bạn, và chẳng cần quay lại đã nói: “Sao giờ mới tới?”`
        : `Tới nơi, ${source} vẫn chưa dứt, nhưng bên cạnh chẳng có ai: nó tự vang lên, chậm dần, như đang đếm ngược điều gì đó.`;
  return [near, going, reveal];
}

function koreanLines(c: PhraseComposer, { move, sense, source, place }: SourceStep, light: boolean): string[] {
  if (move === 'listen') {
    return [
      `가만히 있으니 알 수 있다. ${withParticle(source, '은')} 생각보다 가까운 ${place ? `${place} 쪽에서` : '바로 옆 벽 너머에서'} 들려온다.`,
      light ? '그 속에 익숙한 목소리가 하나 섞여 있다. 오랜만에 듣는 밝은 목소리다.' : '그리고 그 밑에, 아주 희미하게, 당신이 아는 목소리가 하나 더 있다. 누가 들을까 겁내는 것처럼 당신 이름을 부르고 있다.',
    ];
  }
  if (move === 'answer') {
    return [
      `${source}에 대답한다. 한동안은 아무 소리도 없다.`,
      light ? `그러다 ${withParticle(source, '이')} 다시 들려온다. 아까보다 따뜻하게, 서로 거기 있다는 걸 안다는 듯이.` : `그러다 ${withParticle(source, '이')} 달라진다. 당신 목소리를 들은 것이다. 멈췄다가 다시 시작되는데, 이번에는 점점 가까워진다.`,
    ];
  }
  const going = place ? `그렇게 따라가다 보니 어느새 ${place} 앞이다.` : '생각보다 훨씬 멀리까지 이어진다.';
  const near = sense === 'light' ? `다가가도 ${withParticle(source, '은')} 멀어지지 않는다. 당신을 기다리고 있는 것처럼.` : `가까이 갈수록 ${withParticle(source, '은')} 점점 또렷해진다. 누가 찾아 주기를 바라는 것처럼.`;
  if (light) return [near, going, c.pick(['거기에는 아는 얼굴이 있다. 당신을 보더니 잠깐 놀라다가, 오래 기다렸다는 듯 웃는다.', '무서운 건 아무것도 없다. 낯익은 얼굴 하나가 당신을 알아보고 환하게 웃을 뿐이다.'])];
  const reveal =
    sense === 'light'
      ? `가까이 가 보니 ${withParticle(source, '은')} 누군가의 손에 들려 있다. 얼굴은 어둠에 가려져 있다. 당신이 멈춰 서자, 그 사람이 불빛을 내리고 당신 이름을 부른다.`
      : sense === 'voice'
        ? `도착하는 순간 ${withParticle(source, '이')} 뚝 끊긴다. 누군가 등을 돌린 채 앉아 있다. 돌아보지도 않고 말한다. “왜 이제 왔어.”`
        : `도착해 보니 ${withParticle(source, '은')} 아직도 울리고 있는데, 곁에는 아무도 없다. 혼자서 점점 느리게, 무언가를 세어 내려가듯 울린다.`;
  return [near, going, reveal];
}

function chineseLines(c: PhraseComposer, { move, sense, source, place }: SourceStep, light: boolean): string[] {
  if (move === 'listen') {
    return [
      `四下一静，你立刻听出来了：${source}比你想的近得多，就从${place ?? '隔壁那堵墙后面'}传来。`,
      light ? '里面夹着一个熟悉的声音，听起来比平时开心得多。' : '在它下面，还有一个极轻的声音，是你认识的人，正小心翼翼地叫着你的名字。',
    ];
  }
  if (move === 'answer') {
    return [`你回应了${source}。有那么一会儿，四周一片寂静。`, light ? `接着，${source}又响了起来，比刚才更暖，好像双方都知道对方就在那里。` : `接着，${source}变了：它听见了你。它停了一下，又重新响起，这一次，正朝你靠近。`];
  }
  const going = place ? `它把你引到了${place}。` : '它把你引得比想象中更远。';
  const near = sense === 'light' ? `你走近了，${source}却没有躲开，像是在等你。` : `越往前走，${source}越清楚，好像它就是想让人找到。`;
  if (light) return [near, going, c.pick(['那里是一张熟悉的脸。看到你，对方先是一愣，随即笑了，像是一直盼着你来。', '那里没有什么可怕的东西，只有一个熟人，看见你时眼睛一下子亮了。'])];
  const reveal =
    sense === 'light'
      ? `走近了才看清，${source}握在一个一动不动的人手里，脸藏在阴影里。你一停下，那人就放低了光，叫出了你的名字。`
      : sense === 'voice'
        ? `你一到，${source}就停了。有个人背对着你坐在那里，头也不回地说：“你怎么才来？”`
        : `到了跟前，${source}还在响，旁边却一个人也没有：它自己响着，越来越慢，像是在倒数什么。`;
  return [near, going, reveal];
}

/** The next options after a beat at a sound or a light: speak to whoever is there, follow it further, or back away. */
export function sourceOptions(step: SourceStep, language: ContentLanguage, light: boolean): string[] {
  const { move, source } = step;
  switch (language) {
    case 'vi':
      if (move === 'listen') return [`Lần theo ${source} tới tận nơi`, 'Khẽ gọi tên người vừa nghe thấy', 'Lặng lẽ lùi ra trước khi bị phát hiện'];
      if (move === 'answer') return ['Chờ xem ai xuất hiện', `Đi về phía ${source}`, 'Thôi không đáp nữa, lùi vào chỗ tối'];
      if (light) return ['Hỏi người ấy sao lại ở đây', 'Ngồi xuống cạnh người ấy một lúc', 'Rủ người ấy cùng đi tiếp'];
      return step.sense === 'sound' ? [`Tìm quanh xem ai đã khiến ${source} vang lên`, `Làm cho ${source} im bặt`, 'Lặng lẽ lùi lại theo lối cũ'] : ['Hỏi người đó là ai', 'Hỏi xem họ muốn gì ở bạn', 'Lặng lẽ lùi lại theo lối cũ'];
    case 'ko':
      if (move === 'listen') return [`${withParticle(source, '을')} 따라 끝까지 가 본다`, '방금 들린 그 목소리의 주인을 조용히 부른다', '들키기 전에 조용히 물러난다'];
      if (move === 'answer') return ['누가 나타나는지 기다린다', `${source} 쪽으로 다가간다`, '대답을 멈추고 어둠 속으로 물러난다'];
      if (light) return ['여기서 뭐 하고 있었는지 묻는다', '잠깐 옆에 같이 앉는다', '같이 가자고 말한다'];
      return step.sense === 'sound' ? [`${withParticle(source, '을')} 울린 사람이 있는지 주위를 뒤진다`, `${withParticle(source, '을')} 멈추게 한다`, '왔던 길로 조용히 물러난다'] : ['누구냐고 묻는다', '원하는 게 뭐냐고 묻는다', '왔던 길로 조용히 물러난다'];
    case 'zh':
      if (move === 'listen') return [`循着${source}一直找过去`, '轻轻喊一声那个熟悉的名字', '趁没被发现，悄悄退开'];
      if (move === 'answer') return ['等着看谁会出现', `朝${source}那边走过去`, '不再出声，退回暗处'];
      if (light) return ['问对方怎么会在这里', '在对方身边坐一会儿', '约对方一起往前走'];
      return step.sense === 'sound' ? [`在四周找找是谁弄响了${source}`, `想办法让${source}停下来`, '顺着来路悄悄退回去'] : ['问对方是谁', '问对方想要你做什么', '顺着来路悄悄退回去'];
    default:
      if (move === 'listen') return [`Follow ${source} to where it comes from`, 'Whisper the name you just heard', 'Back away before anything notices you'];
      if (move === 'answer') return ['Wait to see who comes', `Go towards ${source}`, 'Stop answering and step back into the dark'];
      if (light) return ['Ask what they are doing here', 'Sit with them for a while', 'Ask them to come along'];
      return step.sense === 'sound' ? [`Search around for whoever set ${source} going`, `Make ${source} stop`, 'Back away the way you came'] : ['Ask who they are', 'Ask what they want from you', 'Back away the way you came'];
  }
}

/** Lighting a lamp, a fire, a torch or a candle (the thing lit, as the step names it), per language. */
const kindlePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:relight|relights|light|lights|rekindle|rekindles|kindle|kindles)\s+((?:the|a|an|your|my)\s+(?:[\w-]+\s+)?(?:lamp|lantern|fire|torch|candle|candles|beacon|lighthouse|stove|flare|bonfire|campfire|lights?))\b/iu,
  vi: new RegExp(`${viEdge}(?:thắp lại|thắp|châm lại|châm|đốt lại|đốt)\\s+((?:ngọn|cây|bó|đống|chiếc|cái)?\\s*(?:đèn(?:\\s+(?:dầu|lồng|pin|hải đăng|biển))?|lửa|đuốc|nến|lửa trại))${viAfter}`, 'iu'),
  ko: /((?:[가-힣]+\s)?(?:등불|램프|횃불|촛불|등대|모닥불|랜턴))(?:을|를)\s*(?:다시\s*)?(?:켠다|켜고|켜서|밝힌다|밝히고|붙인다|붙이고|지핀다|지피고)/u,
  zh: /(?:重新点亮|重新点燃|点亮|点燃|点上)(?:了)?((?:[\p{Script=Han}]{0,3}的)?(?:灯塔的灯|信号灯|油灯|灯笼|火把|蜡烛|篝火|灯塔|灯))/u,
};

/** The thing a step lights (rule A checked), or null when it lights nothing. */
export function kindledThing(step: string, language: ContentLanguage): string | null {
  const raw = kindlePatterns[language].exec(step.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()))?.[1]?.trim();
  if (!raw) return null;
  return trimToNounPhrase(language === 'en' ? raw.replace(/^(?:my|your|a|an)\s/iu, 'the ') : raw, language) ?? raw;
}

/** The beat of lighting something: it catches, and the light shows what the dark hid. */
export function kindleLine(language: ContentLanguage, thing: string, light: boolean): string {
  switch (language) {
    case 'vi':
      return light ? `${capital(thing)} bừng sáng, và một quầng ấm áp lan ra khắp xung quanh.` : `Đến lần thứ ba thì ${thing} cũng bắt lửa, ánh sáng tràn ra xua tan bóng tối. Lần đầu tiên bạn nhìn rõ mọi thứ quanh mình, và ở đằng xa, có một ánh sáng khác lóe lên đáp lại.`;
    case 'ko':
      return light ? `${withParticle(thing, '이')} 환하게 켜지고, 따뜻한 빛이 주위에 번진다.` : `세 번째 만에 ${withParticle(thing, '이')} 켜지고, 빛이 어둠 속으로 쏟아져 나간다. 처음으로 주위가 또렷이 보이는데, 저 멀리서 또 다른 불빛 하나가 대답하듯 깜빡인다.`;
    case 'zh':
      return light ? `${thing}亮了起来，一圈暖暖的光铺满了四周。` : `试到第三次，${thing}终于亮了，光一下子冲破了黑暗。你第一次看清了周围的一切，而远处，另一点光闪了闪，像是在回应你。`;
    default:
      return light ? `${capital(thing)} catches, and a warm glow spreads over everything around you.` : `${capital(thing)} catches at the third try, and light pours out across the dark. For the first time you can see everything around you clearly, and far off, another light flickers in answer.`;
  }
}

/** The options after lighting something. */
export function kindleOptions(language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return ['Nhìn kỹ những gì ánh sáng vừa soi tỏ', 'Ra hiệu đáp lại ánh sáng phía xa', 'Giữ cho lửa cháy và chờ'];
    case 'ko':
      return ['빛이 비춘 곳을 자세히 살핀다', '멀리서 깜빡인 불빛에 신호를 보낸다', '불을 지키며 기다린다'];
    case 'zh':
      return ['仔细看看光照出来的东西', '朝远处那点光打信号回应', '守着这点光，等一等'];
    default:
      return ['Look closely at what the light shows', 'Signal back to the far-off light', 'Keep it burning and wait'];
  }
}
