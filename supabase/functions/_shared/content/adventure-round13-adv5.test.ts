import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { receiverPhrase } from './adventure-receiver.ts';
import { readObjectAct } from './adventure-object-react.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 13): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The old answers these classes replace: a place for a source, a made-up clock hour, the quiet fall-through. */
const stock = /whole time|Ở nhà|집에 있었|在家|Around ten|Khoảng mười giờ|열 시쯤|十点左右|what it changes|무엇을 바꿀지|什么变化|thay đổi được gì|goes still|nothing else around you moves|lặng đi|chẳng có gì động đậy|숨을 죽인 듯|아무것도 움직이지|静了下来|什么都没有动/u;

// Held-out words (in no list of the adventure modules): Wren, knots, ferry; bác Khải, vá lưới; 도공, 유약; 阿秀, 暗礁;
// Tobias, circus; 老葛, 轿车; 도윤, 이사; chị Hoa, mèo mướp; canteen, crate; 小贩, 馒头; 꼬마 악사; ông lão, bánh mì;
// brazier; thùng phuy; 양철통; 樟木箱.
describe('adventure (round 13, adv5): a source question is answered with a teller or a teacher, never a place', () => {
  it.each([
    ['en', 'mystery', 'The ferryman Wren ties up the boat and, without looking, names every knot in the rigging. Fog rolls over the estuary.\n1. Board the ferry\n2. Wait on the pier', 'where did you learn all those knots, Wren?', /Wren almost smiles\. “Someone taught me/u, /Ask Wren to show you how/u],
    ['vi', 'fantasy', 'Bác Khải ngồi vá lưới trước hiên, bảo chiều nay sẽ có mưa to dù trời đang nắng chang chang.\n1. Ra chợ\n2. Về nhà', 'hỏi bác Khải sao biết chiều nay sẽ mưa', /Bác Khải ngập ngừng\. “Có người kể cho tôi/u, /Hỏi bác Khải ai đã kể chuyện đó/u],
    ['ko', 'mystery', '가마 앞에서 도공 할아버지가 푸른 항아리를 꺼낸다. 빛깔이 바다처럼 깊다.\n1. 항아리를 산다\n2. 공방을 나선다', '도공 할아버지께 유약 색을 어디서 배우셨는지 여쭤본다', /도공 할아버지는 살짝 웃으며 말씀하신다\. “어릴 때 누가 가르쳐 줬어요/u, /도공 할아버지에게 가르쳐 달라고 한다/u],
    ['zh', 'fantasy', '船娘阿秀撑着竹篙，一边避开水下的暗礁，一边哼着小调。江面上起了雾。\n1. 上岸\n2. 继续划船', '问阿秀是怎么知道暗礁位置的', /阿秀迟疑了一下：“有人告诉过我/u, /问阿秀是听谁说的/u],
  ] as const)('%s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(stock);
    expect(options(text)).toMatch(next);
  });
});

describe('adventure (round 13, adv5): "when" is answered with the story\'s own day or hour, an hour only when asked', () => {
  it.each([
    // No time words in the story and no hour asked: no clock hour is made up.
    ['en', 'school', "Tobias, the juggler's son, sits on the fence behind the big tent, kicking his heels. Posters for the circus are peeling off every wall.\n1. Buy a ticket\n2. Go home", 'ask Tobias when the circus is leaving town', /“Soon\. The exact time isn't settled yet,” Tobias says\./u],
    // An hour asked, a day given: the story's day with an hour.
    ['zh', 'mystery', '门卫老葛说昨天晚上有辆黑色轿车停在后门，没熄火，停了很久。\n1. 查监控\n2. 去后门看看', '问门卫老葛几点看见那辆车的', /“昨天晚上十一点多。”门卫老葛说。/u],
    ['ko', 'school', '쉬는 시간, 도윤이가 창가에 앉아 짐 싸는 얘기를 한다. 교실은 시끄럽다.\n1. 자리로 돌아간다\n2. 매점에 간다', '도윤이한테 이사 언제 가냐고 물어본다', /“곧이요\. 정확히 언제인지는 아직 안 정해졌어요\.”/u],
    // A day the story gave answers a day question.
    ['vi', 'mystery', 'Chị Hoa kể con mèo mướp nhà chị đi lạc từ tuần trước. Chị dán giấy tìm mèo khắp đầu ngõ.\n1. Đi tìm mèo\n2. Về nhà', 'hỏi chị Hoa con mèo đi lạc từ bao giờ', /“Tuần trước,” chị Hoa đáp\./u],
  ] as const)('%s', (language, theme, story, choice, answered) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(stock);
  });
});

describe('adventure (round 13, adv5): a receiver with a modifier is read whole, its head reacts', () => {
  it.each([
    ['en', 'pass my canteen to the boy sitting on the crate', { head: 'boy', modifier: 'sitting on the crate' }],
    ['vi', 'đưa ổ bánh mì cho ông lão đang ngồi câu cá bên bờ sông', { head: 'ông lão', modifier: 'đang ngồi câu cá bên bờ sông' }],
    ['ko', '하루 종일 굶은 꼬마 악사에게 빵을 건넨다', { head: '악사', modifier: '하루 종일 굶은 꼬마' }],
    ['zh', '把馒头递给那个蹲在墙角发呆的小贩', { head: '小贩', modifier: '蹲在墙角发呆' }],
  ] as const)('reads %s', (language, told, expected) => {
    expect(receiverPhrase(told, language)).toMatchObject(expected);
  });
  it.each([
    ['en', 'mystery', 'A boy sits on a crate by the wagon, staring at the dust road. The stagecoach is late again.\n1. Check the wagon\n2. Walk into town', 'pass my canteen to the boy sitting on the crate', /The boy looks up, surprised, then takes your canteen\./u],
    ['vi', 'fantasy', 'Bên bờ sông có một ông lão ngồi câu cá từ sáng, giỏ vẫn trống trơn.\n1. Qua cầu\n2. Nghỉ chân', 'đưa ổ bánh mì cho ông lão đang ngồi câu cá bên bờ sông', /Ông lão ngẩng lên, hơi bất ngờ, rồi đưa tay nhận ổ bánh mì\./u],
    ['ko', 'fantasy', '광장 구석에서 꼬마 악사가 바이올린을 켜고 있다. 모자 안은 비어 있다.\n1. 여관으로 간다\n2. 시장을 둘러본다', '하루 종일 굶은 꼬마 악사에게 빵을 건넨다', /악사는 놀란 듯 고개를 들었다가 빵을 받아 든다\./u],
    ['zh', 'fantasy', '集市散了，一个小贩蹲在墙角，盯着空空的摊子发呆。天快黑了。\n1. 回客栈\n2. 逛逛', '把馒头递给那个蹲在墙角发呆的小贩', /小贩愣了一下，抬头看看你，才伸手接过馒头/u],
  ] as const)('%s: the receiver takes it', (language, theme, story, choice, answered) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(stock);
  });
});

describe('adventure (round 13, adv5): an act no reader knows has its own object react by the verb class', () => {
  it.each([
    ['en', 'light the brazier', { verb: 'light', object: 'the brazier' }],
    ['vi', 'đẩy cái thùng phuy vào góc', { verb: 'push', object: 'cái thùng phuy' }],
    ['ko', '녹슨 양철통을 구석으로 옮긴다', { verb: 'move', object: '녹슨 양철통' }],
    ['zh', '把墙角那只樟木箱挪开', { verb: 'move', object: '樟木箱' }],
  ] as const)('reads %s', (language, told, expected) => {
    expect(readObjectAct(told, language)).toEqual(expected);
  });
  it.each([
    ['en', 'horror', 'The attic smells of mothballs. An old iron brazier stands in the corner, a box of matches beside it. Something scratches behind the chimney.\n1. Go downstairs\n2. Open the trunk', 'light the brazier', /The brazier catches with a hiss/u, /Look around by the new light/u],
    ['vi', 'horror', 'Trong kho có một cái thùng phuy han gỉ chắn lối đi. Ngoài kia gió rít qua khe cửa.\n1. Ra ngoài\n2. Gọi người', 'đẩy cái thùng phuy vào góc', /Cái thùng phuy nhích dần theo tay bạn/u, /Đẩy cái thùng phuy thêm chút nữa/u],
    ['ko', 'horror', '창고 한가운데 녹슨 양철통이 놓여 있다. 바람에 문짝이 덜컹거린다.\n1. 창고를 나간다\n2. 불을 켠다', '녹슨 양철통을 구석으로 옮긴다', /녹슨 양철통은 보기보다 무겁다/u, /그것이 있던 자리를 살펴본다/u],
    ['zh', 'horror', '阁楼里堆满了旧家具，墙角有一只樟木箱。风把窗户吹得哐哐响。\n1. 下楼\n2. 开窗', '把墙角那只樟木箱挪开', /樟木箱比看上去沉得多/u, /仔细看看它原来待的地方/u],
  ] as const)('%s: the object reacts', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(stock);
    expect(options(text)).toMatch(next);
  });
});

describe('round 13 (lead): a Korean honorific past asks about the past', () => {
  it('answers "언제 찍으셨는지" about a done act, never "not settled yet"', () => {
    const story = '다락방에서 빛바랜 가족사진 한 장을 찾았다. 할아버지가 사진을 한참 바라보신다.\n1. 사진을 뒤집어 본다\n2. 다락방을 나간다';
    for (const seed of [1, 2, 3]) {
      const text: unknown = generateContent('adventure-continue', { input: 'mystery', currentStory: story, choice: '할아버지께 이 사진을 언제 찍으셨는지 여쭤본다' }, { language: 'ko', seed });
      expect(JSON.stringify(text)).not.toMatch(/아직 안 정해졌|곧이요/u);
    }
  });
});

describe('round 13 (lead): the owner of a wound is the one tended', () => {
  it('reads "vết thương của con rồng" as the dragon and "the wolf\'s wound" as the wolf', async () => {
    const { readTend } = await import('./adventure-tend.ts');
    const viStory = 'Con rồng già nằm chắn trước cửa hang. Trên cổ nó có một vết thương đang rỉ máu.';
    expect(readTend('Mình lấy thuốc ra, nhẹ nhàng bôi lên vết thương của con rồng', viStory, 'vi')?.receiver).toBe('con rồng');
    const enStory = 'A wolf lies in the snow, an arrow in its side. It bares its teeth as you come closer.';
    expect(readTend("I press snow on the wolf's wound", enStory, 'en')?.receiver).toMatch(/wolf/u);
  });
});

describe('round 13 (lead): a person named only in the options can be asked', () => {
  it('answers the cook asked when the butler left the kitchen, never "you already left the kitchen"', () => {
    const story = '管家说案发当晚他一直在厨房，可他的鞋底沾着花园里的红泥。\n1. 指出鞋底的泥\n2. 去花园看看\n3. 问厨娘';
    for (const seed of [1, 2, 3]) {
      const text = JSON.stringify(generateContent('adventure-continue', { input: 'mystery', currentStory: story, choice: '我问厨娘那晚管家是几点离开厨房的' }, { language: 'zh', seed }));
      expect(text).toMatch(/厨娘/u);
      expect(text).not.toMatch(/你已经出了厨房/u);
    }
  });
});
