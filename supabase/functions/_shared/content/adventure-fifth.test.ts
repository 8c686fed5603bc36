/**
 * Tests for the classes behind the fifth blind read's low adventure scores (rows 25–32): a ruse, a trace of a signal, a
 * look up at a window or out through a shutter, and a greeting are actions with their own result; no "strange sound from
 * before" the story never had; no "it all comes back to X" filler; a Korean story that says 너 keeps 너. Each class is
 * tested in every language it concerns, on stories other than the read's own.
 */
import { describe, expect, it } from 'vitest';
import { actionFamily } from './adventure-results.ts';
import { groundedTwist } from './adventure-grounded.ts';
import { generateAdventureContinue, koreanAddressOf } from './adventure.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { PhraseComposer } from './phrase-grammar.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024, 777];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after the retold choice. */
const beat = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');

/** Stock filler of read 5: no line may say it. */
const filler = /nobody saw that coming|the tables turn|keep coming back to|it comes back to|Không ai ngờ tới điều đó|tình thế đảo ngược|không thôi nghĩ về|rồi cũng quay về|결국 [^.]*돌아온다|계속 마음에 걸린다|没有什么是表面看起来的样子|最后都绕回了|始终惦记着/u;

describe('adventure (fifth blind read): a ruse is an action with the other side’s reaction', () => {
  it.each([
    ['en', 'I pretend to surrender and hand the guards a forged pass', 'trick'],
    ['en', 'pretend not to hear and stay hidden', null],
    ['vi', 'Tôi giả làm người giao hàng để vào kho', 'trick'],
    ['vi', 'giả vờ không nghe thấy gì', null],
    ['ko', '경비원인 척하고 정문으로 들어간다', 'trick'],
    ['ko', '못 들은 척 조용히 숨어 있는다', 'hide'],
    ['zh', '我冒充快递员混进仓库', 'trick'],
    ['zh', '假装没听见，继续躲着', 'hide'],
  ] as const)('%s: "%s" reads as %s', (language, choice, family) => {
    expect(actionFamily(choice, language)).toBe(family);
  });

  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'fantasy', 'The bandit queen holds your brother in her camp and wants the silver crown you carry.\n1. Attack the camp at night\n2. Give her the crown\n3. Ride for help', 'I hand her a fake crown painted silver and pretend to beg for mercy', /take what you offer|fall for it/u],
    ['vi', 'fantasy', 'Bọn cướp núi bắt em trai bạn và đòi chiếc vương miện bạc bạn đang giữ.\n1. Tấn công trại lúc nửa đêm\n2. Giao vương miện\n3. Phi ngựa đi cầu cứu', 'Tôi đưa cho chúng một chiếc vương miện giả rồi giả vờ van xin', /mẹo của bạn có tác dụng|gần như tin hẳn/u],
    ['ko', 'fantasy', '산적 두목이 네 동생을 붙잡고, 네가 가진 은관을 내놓으라고 한다.\n1. 밤에 산채를 습격한다\n2. 은관을 넘겨준다\n3. 말을 달려 도움을 청한다', '가짜 은관을 건네고 살려 달라고 비는 척한다', /통한다|속아 넘어간다/u],
    ['zh', 'fantasy', '山贼头目抓走了你弟弟，要你交出身上的银冠。\n1. 夜里偷袭山寨\n2. 交出银冠\n3. 骑马去求救', '我交出一顶假银冠，假装跪地求饶', /成了|差一点就全信了/u],
  ];
  it.each(stories)('%s: the ruse gets a reaction, and the offer it replaced is gone', (language, theme, story, choice, reaction) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      expect(beat(text)).toMatch(reaction);
      expect(text).not.toMatch(filler);
      const offered = parseAdventureChoices(story);
      expect(parseAdventureChoices(text).filter((option) => offered.includes(option))).toEqual([]);
    }
  });
});

describe('adventure (fifth blind read): tracing a signal finds where it comes from', () => {
  const stories: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'Your scout ship drifts past a moon nobody has charted. A distress beacon is calling in a voice you know.\n1. Land on the moon\n2. Answer the beacon\n3. Leave', 'Ask the computer to trace where the beacon is coming from', /trace|lock on|recording/u],
    ['vi', 'Tàu trinh sát của bạn trôi qua một mặt trăng lạ. Một tín hiệu cầu cứu đang gọi bằng giọng quen thuộc.\n1. Hạ cánh\n2. Trả lời tín hiệu\n3. Rời đi', 'Nhờ máy tính truy vết tín hiệu phát ra từ đâu', /dò|nguồn|ghi âm/u],
    ['ko', '정찰선이 지도에 없는 위성 옆을 지난다. 구조 신호가 낯익은 목소리로 너를 부른다.\n1. 위성에 착륙한다\n2. 신호에 응답한다\n3. 떠난다', '컴퓨터에게 신호가 어디서 오는지 추적하라고 한다', /결과|위치|녹음/u],
    ['zh', '你的侦察船经过一颗没人标记过的卫星，一个求救信号正用熟悉的声音呼叫你。\n1. 降落\n2. 回应信号\n3. 离开', '让电脑追踪信号是从哪里来的', /追踪|锁定|录音/u],
  ];
  it.each(stories)('%s: the trace has a result, and the computer is no person answering', (language, story, choice, result) => {
    for (const seed of seeds) {
      const text = next(language, 'space', story, choice, seed);
      expect(beat(text)).toMatch(result);
      expect(text).not.toMatch(/happened to me too|cũng từng gặp rồi|똑같은 일 겪었어|我也遇到过/u);
    }
  });
});

describe('adventure (fifth blind read): a look up or out shows something', () => {
  it.each([
    ['en', 'look up at the attic window from the garden', 'look'],
    ['vi', 'đứng dưới sân ngước lên nhìn gác mái', 'look'],
    ['ko', '마당에 나가 다락방 창문을 올려다본다', 'look'],
    ['zh', '走到院子里抬头看阁楼的窗户', 'look'],
    ['en', 'open the shutter a crack and look outside', 'peek'],
    ['vi', 'hé cửa cuốn nhìn ra ngoài', 'peek'],
    ['ko', '셔터를 살짝 열어서 밖을 살핀다', 'peek'],
    ['zh', '把卷帘门拉开一条缝，看看外面', 'peek'],
  ] as const)('%s: "%s" reads as %s', (language, choice, family) => {
    expect(actionFamily(choice, language)).toBe(family);
  });
});

describe('adventure (fifth blind read): a greeting is answered as a greeting', () => {
  const stories: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'You wake up in 1975, on your grandmother’s street. A young woman with your grandmother’s eyes is watering the roses.\n1. Hide behind the fence\n2. Greet the young woman\n3. Run', 'Greet the young woman', /The young woman (?:stops|returns the greeting)[^“]*“/u],
    ['vi', 'Bạn tỉnh dậy ở năm 1975, trên con phố của bà ngoại. Một cô gái có đôi mắt giống bà đang tưới hoa.\n1. Nấp sau hàng rào\n2. Chào cô gái\n3. Bỏ chạy', 'Chào cô gái', /Cô gái (?:khựng lại|chào lại)[^“]*“/u],
    ['ko', '눈을 떠 보니 1975년, 할머니가 살던 골목이다. 할머니와 눈이 닮은 젊은 여자가 꽃에 물을 주고 있다.\n1. 담장 뒤에 숨는다\n2. 젊은 여자에게 인사한다\n3. 도망친다', '젊은 여자에게 인사한다', /여자는 (?:걸음을 멈추고|조심스럽게 인사를 받고)[^“]*“/u],
    ['zh', '你一睁眼，已经站在1975年奶奶住的巷子里。一个眉眼像奶奶的年轻姑娘正在浇花。\n1. 躲到篱笆后面\n2. 跟年轻姑娘打招呼\n3. 跑开', '2', /年轻姑娘(?:停下脚步|有些警惕地应了一声)[^“]*“/u],
  ];
  it.each(stories)('%s: the person greets back, and no stock footsteps or sound follow', (language, story, choice, reply) => {
    for (const seed of seeds) {
      const text = next(language, 'time_travel', story, choice, seed);
      expect(beat(text)).toMatch(reply);
      expect(beat(text)).not.toMatch(/footsteps|bước chân|발소리|脚步声|说不清的声音|정체 모를 소리|Âm thanh lạ/u);
      expect(text).not.toMatch(filler);
    }
  });
});

describe('adventure (fifth blind read): no sound from before that never was', () => {
  it.each(['en', 'vi', 'ko', 'zh'] as const)('%s: a twist only brings a sound back when the story had one', (language) => {
    const again = /sound from before|Âm thanh lúc nãy|아까 그 소리|刚才那个声音/u;
    const lines = (heard: boolean): Set<string> => new Set(seeds.flatMap((seed) => Array.from({ length: 12 }, (_, index) => groundedTwist(new PhraseComposer(language, seededRandom(seed * 100 + index)), null, heard))));
    expect([...lines(false)].some((line) => again.test(line))).toBe(false);
    expect([...lines(true)].some((line) => again.test(line))).toBe(true);
  });
});

describe('adventure (fifth blind read): a Korean story that says 너 keeps 너', () => {
  it('turns 당신 into 너 with the right particle, and leaves a 당신 story alone', () => {
    expect(koreanAddressOf('너는 교실로 올라갔다.', '당신은 문을 연다. 누군가 당신 쪽을 본다. 당신이 묻는다. 당신의 손.')).toBe('너는 문을 연다. 누군가 네 쪽을 본다. 네가 묻는다. 너의 손.');
    expect(koreanAddressOf('당신은 교실로 올라갔다.', '당신은 문을 연다.')).toBe('당신은 문을 연다.');
  });
  it('an answer to a 너 story never says 당신', () => {
    const story = '밤 11시, 너는 독서실에서 나와 골목길을 걷는다. 뒤에서 누군가 네 이름을 부른다.\n1. 뒤돌아본다\n2. 뛰어서 집으로 간다\n3. 편의점에 들어간다';
    for (const seed of seeds) for (const choice of ['1', '2', '3', '휴대폰 손전등을 켜고 골목 안을 살핀다']) expect(next('ko', 'mystery', story, choice, seed)).not.toMatch(/당신/u);
  });
});

describe('adventure (fifth blind read, own requests): a ruse over the radio is answered by the voice', () => {
  const stories: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'Day ten of the outbreak. You hide in a petrol station with your cousin. The radio crackles: a man says there is a safe zone to the north.\n1. Answer the man\n2. Bandage your cousin\n3. Drive north', 'I pretend to be from the safe zone and ask him over the radio how many people he has', /static[^“]*“/u],
    ['vi', 'Ngày thứ mười của đại dịch. Bạn trốn trong cây xăng cùng em họ. Bộ đàm rè lên: một người đàn ông nói có vùng an toàn ở phía bắc.\n1. Trả lời người đó\n2. Băng vết thương cho em\n3. Lái xe lên phía bắc', 'Tôi giả làm người của vùng an toàn và hỏi qua bộ đàm bên đó có bao nhiêu người', /rè rè[^“]*“/u],
    ['ko', '좀비 사태 열흘째, 너는 사촌 동생과 주유소에 숨어 있다. 무전기에서 북쪽에 안전 구역이 있다는 남자 목소리가 들린다.\n1. 남자에게 답한다\n2. 동생의 상처를 감는다\n3. 북쪽으로 차를 몬다', '안전 구역 사람인 척하고 무전으로 그쪽에 몇 명이 있는지 묻는다', /잡음[^“]*“/u],
    ['zh', '末日第十天，你和表妹躲在加油站里。对讲机里有个男人说北边有安全区。\n1. 回复那个男人\n2. 给表妹包扎\n3. 开车往北走', '我假装自己是安全区的人，用对讲机问他那边还有多少人', /电流声[^“]*“/u],
  ];
  it.each(stories)('%s: the voice answers, nobody “lets you through”', (language, story, choice, voice) => {
    for (const seed of seeds) {
      const text = next(language, 'zombie', story, choice, seed);
      expect(beat(text)).toMatch(voice);
      expect(beat(text)).not.toMatch(/no one stops you|không ai cản|아무도 막지 않아|没人拦你/u);
    }
  });

  it('vi: a message sent "cho một người bạn" reaches that friend, who answers', () => {
    const story = 'Bạn tìm thấy một tấm ảnh lạ trên bàn làm việc.\n1. Giấu ảnh đi\n2. Mang ảnh tới phòng sếp\n3. Về nhà';
    for (const seed of seeds) expect(beat(next('vi', 'mystery', story, 'Tôi chụp lại tấm ảnh rồi gửi cho một người bạn làm công an', seed))).toMatch(/người bạn làm công an[^“]*“/iu);
  });
});
