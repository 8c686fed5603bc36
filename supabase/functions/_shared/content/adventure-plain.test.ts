/**
 * Tests for the classes behind the sixth blind read's adventure scores (rows 25–32, issue 13 round 7): a plainly told
 * action happens to its own object and has a consequence that follows from its verb (what is given is taken and not
 * "still in your hand", where one goes is reached, what is recorded is played back, what is fixed works), never a stock
 * twist; the options offered next do not repeat the old list after a committal act; a pronoun is no story object; an
 * opening offers "follow the sound" only after a sound and names its companion once. Each class is tested in the four
 * languages, on stories other than the round's own requests.
 */
import { describe, expect, it } from 'vitest';
import { readPlainAction } from './adventure-plain.ts';
import { generateAdventureContinue, generateAdventureStart } from './adventure.ts';
import { isNounPhrase } from './adventure-noun-phrase.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { adventurePacks } from './data/adventure/packs.ts';
import { sentenceTexts } from './text-segments.ts';
import { adventureThemes, type AdventureTheme, type ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024, 777];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after the retold choice. */
const beat = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');
const choicesOf = (text: string): string[] => parseAdventureChoices(text);

/** The stock twists of the read: footsteps that stop, a silence worse than noise, a rival for the object. */
const stockTwist = /footsteps stop|worse than any noise|not the only one who came for|tiếng bước chân dừng lại|đáng sợ hơn bất kỳ|không phải người duy nhất|발소리가 멈춘다|어떤 소리보다 더 무섭다|당신 혼자가 아니라는|脚步声停了下来|比任何声音都可怕|不只你一个/u;

describe('adventure (sixth blind read): a plain action happens, with a consequence that follows from its verb', () => {
  it('reads the class of an action, with its object, its receiver or its place, in the four languages', () => {
    expect(readPlainAction('Take the lantern to the boathouse', 'en')).toMatchObject({ kind: 'arrive', object: 'the lantern', place: 'the boathouse' });
    expect(readPlainAction('give the bread back to the old woman', 'en')).toMatchObject({ kind: 'give', person: 'the old woman' });
    expect(readPlainAction('fix the generator with the spare wire', 'en')).toMatchObject({ kind: 'repair', object: 'the generator' });
    expect(readPlainAction('trả lại chiếc ô cho cô ấy', 'vi')).toMatchObject({ kind: 'give', person: 'cô ấy' });
    expect(readPlainAction('lẻn vào nhà kho phía sau', 'vi')).toMatchObject({ kind: 'arrive' });
    expect(readPlainAction('할머니에게 도시락을 건넨다', 'ko')).toMatchObject({ kind: 'give', person: '할머니', object: '도시락' });
    expect(readPlainAction('지도가 가리키는 대로 등대로 올라간다', 'ko')).toMatchObject({ kind: 'arrive', place: '등대' });
    expect(readPlainAction('你把水壶递给了迷路的小孩', 'zh')).toMatchObject({ kind: 'give', person: '迷路的小孩' });
    expect(readPlainAction('你修好了无线电', 'zh')).toMatchObject({ kind: 'repair', object: '无线电' });
  });

  it('en: a thing carried somewhere arrives there; the old options are not offered again', () => {
    const story = 'A stranger on the night bus presses a small brass key into your hand and gets off without a word. A tag on the key says "Pier 9".\n1. Take the key to the boathouse at Pier 9\n2. Follow the stranger off the bus\n3. Show the key to the driver';
    for (const seed of seeds) {
      const text = next('en', 'mystery', story, '1', seed);
      expect(beat(text)).toMatch(/You reach the boathouse/u);
      expect(beat(text)).toMatch(/key/u);
      expect(beat(text)).not.toMatch(stockTwist);
      expect(choicesOf(text).filter((option) => /Follow the stranger|Show the key to the driver/u.test(option))).toEqual([]);
    }
  });

  it('vi: something handed back is taken by the one it was given to, and is no longer in your hand', () => {
    const story = 'Cơn mưa bất chợt đổ xuống bến xe buýt. Cô gái đứng cạnh bạn đánh rơi chiếc ô màu vàng và không hề hay biết.\n1. Nhặt chiếc ô lên và trả lại cho cô ấy\n2. Giữ chiếc ô lại\n3. Gọi với theo cô ấy';
    for (const seed of seeds) {
      const text = next('vi', 'romance', story, '1', seed);
      expect(beat(text)).toMatch(/Cô ấy nhận lấy/u);
      expect(beat(text)).not.toMatch(/vẫn ở trong tay bạn|vẫn giữ/u);
      expect(choicesOf(text).filter((option) => /Giữ chiếc ô lại/u.test(option))).toEqual([]);
    }
  });

  it('ko: a repair works, with no stock footsteps after it', () => {
    const story = '남극 기지의 난방기가 멈췄다. 바깥 기온은 영하 40도이고, 동료 민준이 예비 부품 상자를 들고 왔다.\n1. 부품으로 난방기를 고친다\n2. 기지 본부에 무전을 친다\n3. 모두 한 방에 모여 체온을 지킨다';
    for (const seed of seeds) {
      const text = next('ko', 'space', story, '1', seed);
      expect(beat(text)).toMatch(/난방기가 다시 작동한다/u);
      expect(beat(text)).not.toMatch(stockTwist);
    }
  });

  it('zh: food shared with someone is taken by them; a recording is played back; a spell read aloud is cast', () => {
    const shared = '你在山洞里躲雨，一只瘦小的狐狸一直盯着你手里的面包。\n1. 悄悄离开山洞\n2. 把面包放在地上\n3. 生火取暖';
    for (const seed of seeds) {
      const text = next('zh', 'fantasy', shared, '我把面包掰成两半，分给狐狸一半。', seed);
      expect(beat(text)).toMatch(/狐狸接过了面包/u);
      expect(beat(text)).not.toMatch(stockTwist);
    }
    const haunted = '凌晨两点，空房间里传来低低的哼唱声。\n1. 打开房门\n2. 躲进被子里\n3. 打电话给朋友';
    for (const seed of seeds) expect(beat(next('zh', 'horror', haunted, '我打开手机录音，然后把门缝堵上。', seed))).toMatch(/录下来的|拍到的/u);
    const tower = '塔顶的黑雾越来越浓，地上摊着一张写着咒语的羊皮纸。\n1. 逃下楼\n2. 喊人帮忙\n3. 收起羊皮纸';
    for (const seed of seeds) expect(beat(next('zh', 'fantasy', tower, '我大声念出羊皮纸上的咒语。', seed))).toMatch(/咒语/u);
  });

  it('en/vi/ko: a recording is played back and a spell is cast, never a plain reading of a page', () => {
    const en = 'The nursery monitor crackles at 3 a.m. although the baby is asleep in your arms.\n1. Turn the monitor off\n2. Check the nursery\n3. Wake your partner';
    for (const seed of seeds) expect(beat(next('en', 'horror', en, 'I record the static on my phone.', seed))).toMatch(/play it back|what you caught/u);
    const vi = 'Đêm ở nhà cổ, tiếng gõ vang lên từ trong tủ áo.\n1. Mở tủ\n2. Chạy ra ngoài\n3. Gọi cho bạn';
    for (const seed of seeds) expect(beat(next('vi', 'horror', vi, 'Tôi chụp ảnh tủ áo liên tục.', seed))).toMatch(/ảnh|tấm/u);
    const ko = '마법 학교 도서관에 검은 안개가 들어찼다. 책상 위에 주문이 적힌 두루마리가 펼쳐져 있다.\n1. 도망친다\n2. 사서를 부른다\n3. 두루마리를 챙긴다';
    for (const seed of seeds) expect(beat(next('ko', 'fantasy', ko, '두루마리의 주문을 소리 내어 읽는다.', seed))).toMatch(/주문/u);
  });
});

describe('adventure (sixth blind read): a pronoun or a place word is no story object', () => {
  it('refuses pronouns and deictics in the four languages', () => {
    for (const [span, language] of [['당신', 'ko'], ['이쪽', 'ko'], ['you', 'en'], ['it', 'en'], ['bạn', 'vi'], ['nó', 'vi'], ['这里', 'zh']] as const) expect(isNounPhrase(span, language), span).toBe(false);
    for (const [span, language] of [['답안지', 'ko'], ['the key', 'en'], ['tờ giấy', 'vi'], ['钥匙', 'zh']] as const) expect(isNounPhrase(span, language), span).toBe(true);
  });

  it('ko: no option asks around about 당신 or 이쪽', () => {
    const story = '비 오는 골목, 보안 드론 두 대가 당신을 쫓고 있다. 골목 끝에서 누군가 이쪽을 힐끗 본다.\n1. 하수구로 숨는다\n2. 드론을 해킹한다\n3. 가게로 들어간다';
    for (const seed of seeds) expect(choicesOf(next('ko', 'cyberpunk', story, '드론을 해킹해서 다른 골목으로 날려 보낸다', seed)).join('\n')).not.toMatch(/당신에 대해|이쪽에 대해|복도/u);
  });
});

describe('adventure openings (round 7): a sound choice only after a sound, the companion named once in a row', () => {
  const sound = /Follow the sound you just heard|Lần theo âm thanh vừa nghe thấy|방금 들린 소리를 따라간다|循着刚才的声音走过去/u;
  const heard = { en: /sound|voice|calls|bell|knock|shout|booms|creak|noise|footsteps|music|scream|hear|ring|horn/iu, vi: /tiếng|âm thanh|gọi|giọng|gõ|hét|kêu/iu, ko: /소리|부른다|외침|노크|두드|비명|들린다|들렸/u, zh: /声|叫|喊|响|敲/u } as const;
  it.each(['en', 'vi', 'ko', 'zh'] as const)('%s', (language) => {
    for (const theme of adventureThemes) {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = generateAdventureStart({ input: theme }, { language, random: seededRandom(seed) });
        const narration = adventureNarration(text);
        if (!heard[language].test(narration)) expect(choicesOf(text).filter((option) => sound.test(option))).toEqual([]);
        const lines = sentenceTexts(narration, language);
        for (const companion of adventurePacks[language].themes[theme].companions) {
          for (let i = 1; i < lines.length; i += 1) expect((lines[i - 1] as string).includes(companion) && (lines[i] as string).includes(companion), `${theme} ${seed}: ${companion}`).toBe(false);
        }
      }
    }
  });
});
