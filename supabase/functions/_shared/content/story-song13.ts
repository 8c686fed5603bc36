/**
 * A known song heard again (issue 13, round 13): "Grandpa's old radio … started playing the song he used to sing to
 * Grandma", "라디오에서 아버지가 즐겨 부르시던 노래가 흘러나왔다", "收音机里放起了外婆常唱的歌", "chiếc đài phát bài
 * hát ngày xưa bà hay hát". The song is someone's, known by heart: never the sound family's song "nobody knew". The
 * narrator stops, listens to the end, finds the words coming back, and keeps the song's name. Nothing is said of
 * whether the singer is alive or gone: the opening does not say, so the story does not either.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findOpeningKin } from './story-cast.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** The song someone used to sing, and that someone (the singer before the verb, else the opening's relative). */
const knownSongSinger: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:song|lullaby|tune|melody)s?\s+(?:that\s+)?(\p{L}+)\s+used to (?:sing|hum|play|whistle)|\b((?:my\s+)?\p{Lu}\p{L}+|(?:my\s+)?(?:grandpa|grandma|mom|mum|dad|mother|father))['’]s\s+(?:favou?rite|old)\s+song\b/iu,
  vi: /(?:bài hát|bài|khúc hát|điệu)\s+(?:mà\s+)?(?:ngày xưa\s+|hồi trước\s+)?([\p{L}\p{M}]+)\s+(?:hay|thường|từng|vẫn)\s+(?:hát|ngân nga|đàn|huýt sáo)/iu,
  ko: /([가-힣]+?)(?:가|이|께서)\s(?:[가-힣]+\s)?(?:부르시던|부르던|즐겨 부르시던|즐겨 부르던|자주 부르시던|자주 부르던|흥얼거리시던|흥얼거리던)\s?(?:노래|곡)/u,
  zh: /([\u4e00-\u9fff]{1,3}?)(?:以前|从前|过去)?(?:常唱|爱唱|唱过|最爱唱|总哼|常哼)的(?:歌|曲子)/u,
};

/** The song is heard (played, came on, 흘러나왔다, 放起): the song comes to the narrator, not sung by them. */
const heard: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:played|playing|plays|came on|started|heard|on the radio)\b/iu,
  vi: /phát|vang|nghe|cất lên/iu,
  ko: /흘러나왔|흘러나오|나왔|나오|들려|들렸|틀어|들었/u,
  zh: /放|响|传来|听到|听见|播/u,
};

/** The known song and its singer, or null. */
export interface KnownSong {
  singer: string;
}

/** Reads a known song heard again, or null. */
export function findKnownSong(opening: string, language: ContentLanguage): KnownSong | null {
  const m = knownSongSinger[language].exec(opening);
  if (m === null || !heard[language].test(opening)) return null;
  const raw = (m[1] ?? m[2] ?? '').trim();
  const pronoun = /^(?:he|she|they|we|i)$/iu.test(raw);
  // "Mom's old music box … the lullaby she used to hum": the owner named in the possessive is the singer.
  const owner = language === 'en' ? /\b((?:my\s+)?(?:grandpa|grandma|granny|mom|mum|dad|mother|father)|\p{Lu}\p{Ll}+)['’]s\b/u.exec(opening)?.[1] ?? null : null;
  const kin = findOpeningKin(opening, language) ?? owner;
  // A Chinese run may take a particle before the relative (放起了外婆常唱的歌 → 了外婆): the relative itself is the singer.
  const singer = pronoun || raw === '' ? kin : kin !== null && raw.endsWith(kin) ? kin : raw;
  if (singer === null || singer === '') return null;
  return { singer: language === 'en' ? singer.replace(/^My\s/u, 'my ') : singer };
}

type Beat = 'react' | 'listen' | 'back' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<Beat, readonly string[]>>>> = {
  en: {
    react: ['For a moment I did not move. It was {singer}’s song, every note of it, and the room seemed to lean in to listen.', 'I knew it from the first two notes. Nobody else sang it the way {singer} did, but the tune was the same.'],
    listen: ['I did not turn it off. I sat down and let it play to the end.', 'I turned it up a little and stood very still, the way you do when someone is talking and you do not want to miss a word.'],
    back: ['Somewhere in the second verse I realised I was singing along, the words coming back as if I had never forgotten them.', 'I remembered where {singer} used to pause, and the line {singer} always got wrong on purpose, and I laughed out loud in the empty room.'],
    end: ['When it ended, I wrote down the name of the song, so I would never again have to wait for chance to bring it back.', 'It was only a song on an old speaker. But for three minutes, {singer} was in the room, and I was not in a hurry for it to end.'],
  },
  vi: {
    react: ['Tôi đứng im một lúc. Đúng là bài của {singer}, từng nốt một, và cả căn phòng như nghiêng mình lắng nghe.', 'Mới hai nốt đầu tôi đã nhận ra. Không ai hát giống {singer}, nhưng giai điệu thì vẫn vậy.'],
    listen: ['Tôi không tắt. Tôi ngồi xuống và để nó phát đến hết.', 'Tôi vặn to lên một chút rồi đứng thật yên, như khi có người đang nói mà mình không muốn lỡ một chữ.'],
    back: ['Đến giữa bài thì tôi nhận ra mình đang hát theo, lời cứ thế quay về như chưa từng quên.', 'Tôi nhớ chỗ {singer} hay ngừng lấy hơi, nhớ cả câu {singer} cố tình hát sai, và bật cười giữa căn phòng vắng.'],
    end: ['Hết bài, tôi ghi lại tên bài hát, để không bao giờ phải chờ tình cờ mang nó về nữa.', 'Chỉ là một bài hát trên chiếc loa cũ. Nhưng trong ba phút ấy, {singer} như ở ngay trong phòng, và tôi chẳng vội mong nó kết thúc.'],
  },
  ko: {
    react: ['나는 잠시 움직이지 못했다. 틀림없는 {singer}의 노래였다. 음 하나하나까지. 방 안이 귀를 기울이는 것 같았다.', '처음 두 음만 듣고도 알았다. {singer}처럼 부르는 사람은 없었지만, 가락은 그대로였다.'],
    listen: ['나는 끄지 않았다. 그 자리에 앉아 끝까지 들었다.', '나는 소리를 조금 키우고 가만히 서 있었다. 누가 말을 할 때 한마디도 놓치고 싶지 않은 것처럼.'],
    back: ['이절 어디쯤에서 나는 내가 따라 부르고 있다는 걸 알았다. 잊은 적 없다는 듯이 가사가 돌아왔다.', '{singer:이} 숨을 고르던 자리, 일부러 틀리게 부르던 한 소절까지 떠올라서, 나는 빈방에서 소리 내어 웃었다.'],
    end: ['노래가 끝나자 나는 제목을 적어 두었다. 다시는 우연이 데려다주기를 기다리지 않아도 되도록.', '낡은 스피커에서 나온 노래 한 곡일 뿐이었다. 그래도 그 삼 분 동안 {singer:은} 이 방에 있었고, 나는 노래가 끝나기를 서두르지 않았다.'],
  },
  zh: {
    react: ['我一下子愣住了。那是{singer}的歌，一个音都不差，整个屋子好像都在侧耳听。', '前两个音一出来我就认出来了。没人唱得像{singer}那样，可调子还是那个调子。'],
    listen: ['我没有关掉，坐下来，让它一直放到最后。', '我把声音调大一点，站着一动不动，就像有人在说话，一个字都不想漏掉。'],
    back: ['唱到第二段，我才发现自己在跟着唱，歌词一句句回来了，好像从来没忘过。', '我想起{singer}总在哪儿换气，还有那句故意唱错的词，一个人在空屋子里笑出了声。'],
    end: ['歌放完了，我把歌名记了下来，这样就不用再等偶然把它送回来。', '不过是旧喇叭里的一首歌。可那三分钟里，{singer}好像就在屋里，我一点也不急着让它结束。'],
  },
};

/** Writes the known song's three paragraphs (the caller puts the opening before the first). */
export function writeKnownSong(song: KnownSong, language: ContentLanguage, random: () => number): string[][] {
  const pick = (beat: Beat): string => {
    const pool = lines[language][beat];
    return drawStoryLine(pool, { singer: song.singer }, language, random);
  };
  return [[pick('react')], [pick('listen'), pick('back')], [pick('end')]];
}
