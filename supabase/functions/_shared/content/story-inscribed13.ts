/**
 * A dedication found in an old thing (issue 13, round 13): "I bought an old copy of Jane Eyre; on the first page
 * someone had written: 'For Mara, wait for me. 1974'", "扉页上写着：“送给阿芳，等我回来。1987年冬。”", "mặt sau tấm ảnh
 * cũ ghi 'Gửi Hạnh, anh sẽ về'", "헌책 첫 장에 '수진에게, 기다려 줘'라고 적혀 있었다". The words are addressed to a
 * named person (for / to / dear, gửi / tặng, 에게 / 께, 送给 / 给 / 致) and the thing is old, second-hand, bought or
 * found. The narrator reads the words, looks for the one they were written to (the shop, a post with a photo of the
 * page), and hears how it ended from someone who knew them; the thing goes back to them or stays, its words kept.
 * Never "the writer knew someone like me would come": the words were written to a person, by name.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** The dedication: the person it is written to, the words whole, and a year when it has one. */
export interface Inscription {
  to: string;
  words: string;
  year: string | null;
  /** The thing was bought (a shop, a market): the narrator can ask where it came from. */
  bought: boolean;
}

const quotes = /[“"「『‘']([^”"」』’']{2,80})[”"」』’']/gu;

/** The addressee at the head of the words (For Mara, Gửi Hạnh, 수진에게, 送给阿芳). */
const addressee: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:[Ff]or|[Tt]o|[Dd]ear|[Mm]y dear|[Dd]earest)\s+((?:\p{Lu}[\p{L}'’-]*\.?)(?:\s\p{Lu}[\p{L}'’-]*)?)/u,
  vi: /^(?:gửi|tặng|thân tặng|gửi tặng|dành cho|cho)\s+((?:em|anh|chị|cô|bà|ông)?\s?\p{Lu}[\p{L}\p{M}]*)/iu,
  ko: /^([가-힣]{1,4}?)(?:에게|께|한테|씨에게|야|아)(?=[\s,.!]|$)/u,
  zh: /^(?:送给|给|致|赠|赠给|写给)([\u4e00-\u9fff]{1,3}?)(?=[，,：:。！\s]|$)/u,
};

/** An old, second-hand, bought or found thing. */
const oldThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:old|second-?hand|used|thrift|yard sale|garage sale|flea market|antique|bought|found|inherited)\b/iu,
  vi: /(?:cũ|mua|nhặt|tìm thấy|đồ si|chợ trời|tiệm sách)/iu,
  ko: /헌책|중고|낡은|오래된|샀|주웠|발견|물려받/u,
  zh: /旧|二手|买|捡|发现|淘|地摊/u,
};

const boughtWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:bought|shop|store|sale|market|thrift)\b/iu,
  vi: /mua|tiệm|chợ/iu,
  ko: /샀|가게|책방|중고/u,
  zh: /买|店|摊|淘/u,
};

/** Reads a dedication in an old thing, or null. */
export function findInscription(opening: string, language: ContentLanguage): Inscription | null {
  if (!oldThing[language].test(opening)) return null;
  for (const m of opening.matchAll(quotes)) {
    const words = (m[1] as string).trim().replace(/[\s.。!！,，]+$/u, '');
    const head = addressee[language].exec(words);
    if (head === null) continue;
    const to = (head[1] as string).trim();
    if (to === '' || /^(?:you|me|him|her|them|whoever|anyone|the)$/iu.test(to)) continue;
    const year = /(?:19|20)\d{2}/u.exec(words)?.[0] ?? null;
    return { to, words, year, bought: boughtWords[language].test(opening) };
  }
  return null;
}

type Beat = 'react' | 'act' | 'find' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<Beat, readonly string[]>>>> = {
  en: {
    react: [
      'I read it three times. Somewhere, {since}someone had written to {to} and meant every word.',
      'I could not put it down. {to} had been real once, and so had whoever promised this{sinceShort}.',
    ],
    act: [
      'I went back to the shop and asked where it had come from. The owner remembered: a house cleared out last spring, a family who lived two streets away.',
      'I posted a photo of the words online, with a line about where I had found them, and did not expect much.',
    ],
    find: [
      'A week later a woman wrote to me. {to} was family, she said, and the promise had been kept: the one who wrote it came back, and they were married the next spring. The family had been looking for it for years.',
      'It took a month. Then a man replied: {to} was someone his family still talked about. The promise had been kept, he said, though it took longer than either of them had thought.',
    ],
    end: [
      'I wrapped it carefully and sent it home. A photo came back: an old, careful hand holding it, the words turned to the camera.',
      'I kept it in the end, with their blessing, on the shelf where I see it every morning. “{words}” still reads like a promise somebody kept.',
    ],
  },
  vi: {
    react: [
      'Tôi đọc dòng chữ ba lần. {since}đã có người viết cho {to} như thế, và viết bằng cả tấm lòng.',
      'Tôi không đặt nó xuống được. {to} đã từng là một người có thật, và người viết lời hứa ấy{sinceShort} cũng vậy.',
    ],
    act: [
      'Tôi quay lại tiệm hỏi xem món đồ từ đâu ra. Ông chủ nhớ: một căn nhà dọn đi hồi mùa xuân, của một gia đình ở cách đó hai con phố.',
      'Tôi chụp lại dòng chữ ấy đăng lên mạng, kèm một dòng kể nơi mình tìm thấy, chẳng mong gì nhiều.',
    ],
    find: [
      'Một tuần sau có người nhắn cho tôi. {to} là người nhà của họ, và lời hứa đã được giữ: người viết đã trở về, mùa xuân năm sau hai người cưới nhau. Cả nhà tìm món đồ ấy bao năm nay.',
      'Phải một tháng sau mới có hồi âm: {to} là người mà cả nhà họ vẫn hay nhắc. Lời hứa đã được giữ, chỉ là lâu hơn cả hai từng nghĩ.',
    ],
    end: [
      'Tôi gói cẩn thận rồi gửi về nhà họ. Ít hôm sau nhận được một tấm ảnh: một bàn tay già nua cẩn thận cầm nó, dòng chữ hướng về ống kính.',
      'Cuối cùng tôi được giữ lại, với lời đồng ý của gia đình, đặt trên kệ chỗ sáng nào cũng thấy. “{words}” vẫn đọc lên như một lời hứa đã được giữ.',
    ],
  },
  ko: {
    react: [
      '나는 그 글귀를 세 번 읽었다. {since}누군가 {to}에게 이 말을 썼고, 진심이었을 것이다.',
      '손에서 내려놓을 수가 없었다. {to:은} 한때 정말 있었던 사람이고, 이 약속을 쓴 사람{sinceShort}도 그랬다.',
    ],
    act: [
      '나는 가게로 다시 가서 이게 어디서 왔는지 물었다. 주인은 기억하고 있었다. 지난봄 정리한 집, 두 골목 건너에 살던 가족.',
      '나는 그 글귀를 사진으로 찍어 어디서 찾았는지 한 줄 적어 올렸다. 별 기대는 없었다.',
    ],
    find: [
      '일주일 뒤 한 여자에게서 연락이 왔다. {to:은} 자기 가족이라고, 약속은 지켜졌다고 했다. 글을 쓴 사람은 정말 돌아왔고, 이듬해 봄에 둘은 결혼했다고. 가족이 몇 년째 찾던 물건이었다.',
      '한 달이 걸렸다. 그러다 한 남자가 답을 보냈다. {to:은} 집안에서 아직도 이야기하는 사람이라고. 약속은 지켜졌다고, 둘이 생각한 것보다 오래 걸렸을 뿐이라고.',
    ],
    end: [
      '나는 그것을 조심스럽게 싸서 그 집으로 보냈다. 얼마 뒤 사진 한 장이 왔다. 나이 든 손이 그것을 조심스럽게 들고 있었고, 글귀가 카메라 쪽을 향해 있었다.',
      '결국 가족의 허락을 받고 내가 간직하기로 했다. 매일 아침 보이는 책장에 두었다. “{words}”는 여전히 누군가 지킨 약속처럼 읽힌다.',
    ],
  },
  zh: {
    react: [
      '我把那行字读了三遍。{since}有人这样写给{to}，每个字都是认真的。',
      '我怎么也放不下。{to}曾经是个真真切切的人，写下这个承诺的人{sinceShort}也是。',
    ],
    act: [
      '我回到店里，问这东西是从哪儿收来的。老板记得：去年春天清空的一户人家，就住在隔两条街的地方。',
      '我把那行字拍下来发到网上，写了一句是在哪儿找到的，也没抱什么希望。',
    ],
    find: [
      '一个星期后，一位女士联系了我：{to}是她的家人，那个承诺也守住了，写字的人真的回来了，第二年春天他们就结了婚。家里找这件东西找了好多年。',
      '过了一个月，才有一位先生回信：{to}是他们家里至今还常提起的人。承诺守住了，只是比两个人想的都久了一些。',
    ],
    end: [
      '我把它仔细包好，寄回了他们家。没过多久收到一张照片：一只苍老的手小心地拿着它，那行字正对着镜头。',
      '后来，家里人让我留着它。我把它放在每天早上都看得见的书架上。“{words}”读起来，仍然像一个被守住的承诺。',
    ],
  },
};

/** Writes the dedication's three paragraphs (the caller puts the opening before the first). */
export function writeInscription(found: Inscription, language: ContentLanguage, random: () => number): string[][] {
  const since = found.year === null ? '' : { en: `back in ${found.year}, `, vi: `Từ năm ${found.year}, `, ko: `${found.year}년, `, zh: `${found.year}年，` }[language];
  const sinceShort = found.year === null ? '' : { en: ` in ${found.year}`, vi: ` năm ${found.year}`, ko: `(${found.year}년)`, zh: `（${found.year}年）` }[language];
  const slots: Record<string, string> = { to: found.to, words: found.words, since, sinceShort };
  const pick = (beat: Beat): string => {
    // Asking at the shop needs a shop: a thing found, not bought, is only posted about.
    const pool = beat === 'act' && !found.bought ? lines[language][beat].slice(1) : lines[language][beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('act'), pick('find')], [pick('end')]];
}
