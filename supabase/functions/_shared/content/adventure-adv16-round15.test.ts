import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { reasonKind } from './adventure-wh-reason.ts';
import { ownerMark } from './adventure-wh-mark.ts';
import { readCallOut } from './adventure-call-out.ts';
import { happenedTrace } from './adventure-wh-happened.ts';
import { readWhQuestion } from './adventure-wh-ask.ts';

// Round 15 (adv16). Every request here is held out: none is in round15-adv16.before.json.
function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 16): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';

/** The generic reasons and the wrong forms these why-questions got: no reason at all, a when, a false place. */
const noReason = /no other way|không còn cách nào khác|다른 방법이 없었|没有别的办法|A couple of hours ago|Chừng hai tiếng trước|두어 시간 전|两个多小时前/u;

describe('adventure (round 15, adv16): a why about a return or about how a thing is has a reason of its own', () => {
  it.each([
    ['en', 'zombie', 'Jo pulls you over the fence just as the dead reach it. Her car is still running. This morning she said she was driving south alone.\n1. Get in the car\n2. Run', 'ask Jo why she turned back for me', /Jo doesn't look away\. “Because I wasn't going to leave you/u],
    ['vi', 'horror', 'Chị Hạnh kéo bạn ra khỏi căn hầm đang ngập nước. Cả đoàn đã bỏ đi từ chiều.\n1. Chạy lên đồi\n2. Nấp lại', 'hỏi chị Hạnh sao lại quay lại tìm mình', /Chị Hạnh không tránh mắt bạn\. “Vì chị không bỏ bạn lại/u],
    ['ko', 'mystery', '기숙사 방은 넓고 창도 크다. 관리인 아저씨는 월세가 반값이라고 한다. 방문 안쪽에 긁힌 자국이 있다.\n1. 계약한다\n2. 나간다', '관리인 아저씨한테 방이 왜 이렇게 조용하냐고 묻는다', /예전에 여기서 일이 좀 있었어요/u],
    ['zh', 'time_travel', '你回到了2003年的火车站。二十年前离家出走的表姐小雯，正坐在候车室的长椅上，手里捏着一张车票。\n1. 走过去\n2. 买票', '你怎么又回来了？', /这儿还有件事，我一直没了结/u],
  ] as const)('%s: %s', (language, theme, story, choice, reason) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(reason);
    expect(text).not.toMatch(noReason);
  });

  it('reads the kind from the grammar: a come-back verb, a first person, a degree word before a predicate', () => {
    expect(reasonKind(' why he came back for us', false, 'en')).toBe('return-for-me');
    expect(reasonKind(' why she came back', false, 'en')).toBe('return');
    expect(reasonKind(' why the soup is so cold', false, 'en')).toBe('state');
    expect(reasonKind('왜 이렇게 비싸', false, 'ko')).toBe('state');
    expect(reasonKind('为什么这么安静', false, 'zh')).toBe('state');
    // A light story keeps its own reasons for how a thing is; a why with neither stays with the generic reason.
    expect(reasonKind('为什么这么安静', true, 'zh')).toBeNull();
    expect(reasonKind(' why she took the map', false, 'en')).toBeNull();
    // How a person is stays their own matter, never "what happened here".
    expect(reasonKind(' why you are so quiet', false, 'en')).toBeNull();
    expect(reasonKind('sao anh buồn vậy', false, 'vi')).toBeNull();
    expect(reasonKind('너 왜 이렇게 조용해', false, 'ko')).toBeNull();
    expect(reasonKind('你怎么这么安静', false, 'zh')).toBeNull();
  });

  it('en: the question word that opens the question is its form, not a "when" clause inside it', () => {
    const story = 'The old knight sits by the ruined gate with his sword across his knees. The town emptied at dawn.';
    expect(readWhQuestion('ask the old knight why he stayed when the others left', 'ask the old knight why he stayed when the others left', story, 'en', true)?.form).toBe('why');
    expect(readWhQuestion('ask the old knight who was here when the gate fell', 'ask the old knight who was here when the gate fell', story, 'en', true)?.form).toBe('who');
    expect(readWhQuestion('ask the old knight when the town emptied', 'ask the old knight when the town emptied', story, 'en', true)?.form).toBe('when');
  });
});

describe('adventure (round 15, adv16): a mark on the thing asked about is read, a companion does not invent a name', () => {
  it.each([
    ['en', 'mystery', 'Ana hands you the pocket watch she found in the attic. Its lid is engraved with the initials J.K.\n1. Open it\n2. Go downstairs', 'ask Ana whose watch this was', /J\.K\. Not mine/u],
    ['vi', 'mystery', 'Ông Tư đưa bạn chiếc nhẫn bạc tìm thấy dưới giếng. Mặt trong nhẫn khắc chữ M.\n1. Đeo thử\n2. Cất đi', 'hỏi ông Tư cái nhẫn này của ai', /M… Không phải của ông/u],
    ['ko', 'fantasy', '도서관 사서가 낡은 단검을 꺼내 보인다. 칼자루에 까마귀 문양이 새겨져 있다.\n1. 단검을 산다\n2. 나간다', '사서한테 이 단검이 누구 거였냐고 묻는다', /새겨진 까마귀를 한참 들여다보다/u],
    ['zh', 'time_travel', '奶奶年轻时的梳妆台上放着一只旧手镯，内侧刻着一个“周”字。\n1. 拿起手镯\n2. 出去', '问奶奶这只手镯是谁的', /应该是一个姓周的人的/u],
  ] as const)('%s: %s', (language, theme, story, choice, read) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(read);
  });

  it.each([
    ['en', 'zombie', 'You and Rico crawl into the bus depot through a broken window. Someone has stacked tires against the door and left a cold campfire.\n1. Search the office\n2. Block the window', 'ask Rico who was here before us', /How would I know\? I came in with you/u],
    ['vi', 'horror', 'Bạn và Ngân lẻn vào căn biệt thự bỏ hoang. Trên bàn ăn còn hai bộ chén đĩa chưa rửa.\n1. Lên lầu\n2. Xuống bếp', 'hỏi Ngân ai đã ở đây trước tụi mình', /Sao tôi biết được\? Tôi vào cùng bạn mà/u],
    ['ko', 'zombie', '당신과 수아는 편의점 창고로 숨어들었다. 바닥에 침낭 하나와 빈 생수병들이 굴러다닌다.\n1. 창고를 뒤진다\n2. 문을 막는다', '수아한테 우리보다 먼저 여기 누가 있었냐고 묻는다', /나도 너랑 같이 들어왔잖아|저도 같이 들어왔잖아요/u],
    ['zh', 'zombie', '你和小周翻进了学校的食堂。灶台上还有半锅冷掉的粥，墙角堆着几个睡袋。\n1. 搜厨房\n2. 守门', '问小周我们之前是谁在这儿', /我是跟你一起进来的/u],
  ] as const)('companion %s: %s', (language, theme, story, choice, shrug) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(shrug);
  });

  it('fantasy: a who-answer with no one in the story gives a name of that world', () => {
    const text = beat(continueWith('ko', 'fantasy', '주막 벽에 오래된 활이 걸려 있다. 주인장이 술잔을 닦고 있다.\n1. 활을 내린다\n2. 술을 시킨다', '주인장한테 저 활 원래 누구 거였냐고 묻는다'));
    expect(text).toMatch(/에드윈 경|로칸|이솔데|바르크/u);
    expect(text).not.toMatch(/ 씨예요/u);
  });

  it('reads an owner question and an engraving, and nothing without both', () => {
    expect(ownerMark(' whose it is', 'A silver box engraved with the initials T.B. sits on the shelf.', 'en')).toBe('T.B.');
    expect(ownerMark(' who made it', 'A silver box engraved with the initials T.B. sits on the shelf.', 'en')).toBeNull();
    expect(ownerMark('这是谁的', '桌上有一支钢笔。', 'zh')).toBeNull();
  });
});

describe('adventure (round 15, adv16): a who-question shouted to no one is a call, not a radio reply', () => {
  it.each([
    ['en', 'horror', 'Something taps on the bathroom window, three times. The hallway light flickers.\n1. Open the window\n2. Hide', "who's out there?", /You call out: “Who's out there\?”/u],
    ['vi', 'horror', 'Đêm khuya, có tiếng đập cửa sau nhà kho. Bạn đang ở một mình.\n1. Ra xem\n2. Trốn', 'ai đang đập cửa đó?', /Bạn gọi lớn: “Ai đang đập cửa đó\?”/u],
    ['ko', 'horror', '새벽 세 시, 현관문을 두드리는 소리가 난다. 인터폰 화면에는 아무도 없다.\n1. 문을 연다\n2. 숨는다', '누구세요?', /당신은 소리친다\. “누구세요\?”/u],
    ['zh', 'horror', '深夜，有人在窗外轻轻敲了两下。院子里黑漆漆的。\n1. 开窗\n2. 躲起来', '关掉台灯，然后朝窗外喊：谁在外面？', /喊：“谁在外面？”/u],
  ] as const)('%s: %s', (language, theme, story, choice, call) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(call);
    expect(text).not.toMatch(/We hear you|Chúng tôi nghe rồi|들립니다\. 움직이지|听到了。别动/u);
  });

  it('a who-question put to a person is not a call', () => {
    expect(readCallOut('ask the guard who is at the door', 'en')).toBeNull();
    expect(readCallOut('hỏi bà chủ ai vừa gọi', 'vi')).toBeNull();
  });
});

describe('adventure (round 15, adv16): a gift to a person, then a question to them by pronoun', () => {
  it.each([
    ['vi', 'fantasy', 'Bên giếng làng, một bà cụ ăn mày ngồi co ro. Gió lạnh thổi qua quảng trường.\n1. Đi tiếp\n2. Hỏi đường', 'đưa cái áo khoác cho bà cụ ăn mày rồi hỏi bà ấy tên gì', /Bà cụ ăn mày nhận lấy cái áo khoác/u],
    ['zh', 'romance', '公园长椅上，一个小女孩在哭，她的气球飞走了。你手里正好有一个气球。\n1. 走开\n2. 坐下', '把气球递给小女孩，再问她叫什么', /小女孩/u],
    ['vi', 'fantasy', 'Trước cửa chùa, một ông lão ăn xin chìa chiếc nón rách. Trời bắt đầu đổ mưa.\n1. Vào chùa\n2. Đi tiếp', 'đưa mấy đồng xu cho ông lão ăn xin', /Ông lão ăn xin (?:nhìn|ngẩng)/u],
  ] as const)('%s: %s', (language, theme, story, choice, taken) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(taken);
    expect(text).not.toMatch(/Không ai trả lời|没有人回答|khẽ hỏi|压低声音问|làm đúng điều bạn xin/u);
  });
});

describe('adventure (round 15, adv16): a smell or a cooking word is no fire trace', () => {
  it('reads burning only as a mark left on the place', () => {
    expect(happenedTrace('The kitchen reeks of burnt toast. A kettle whistles.', 'en')).toBeNull();
    expect(happenedTrace('The barn was burned to the ground last spring.', 'en')).toBe('fire');
    expect(happenedTrace('厨房里飘着红烧肉的香味，锅里还在烧水。', 'zh')).toBeNull();
    expect(happenedTrace('村口的祠堂被大火烧毁了。', 'zh')).toBe('fire');
  });
});

// Fixes made after the first after-set was read (round15-adv16.after.json): held out again, none of these is in that set.
describe('adventure (round 15, adv16, after the first after-set): more readings that fit the whole request', () => {
  it.each([
    ['en', 'cyberpunk', 'Rook, the fixer, meets you outside the server vault. The vault door is sweating with condensation and the lights inside blink red.\n1. Go in\n2. Leave', 'ask Rook why the vault is so hot', /failing for days/u],
    ['ko', 'space', '정비사 한별이 격납고 문 앞에서 기다린다. 격납고 안은 불빛이 계속 깜박인다.\n1. 들어간다\n2. 돌아간다', '한별한테 격납고가 왜 이렇게 어둡냐고 묻는다', /시스템이 며칠째 말썽/u],
  ] as const)('a machine world: how a place is comes from its systems (%s)', (language, theme, story, choice, reason) => {
    expect(beat(continueWith(language, theme, story, choice))).toMatch(reason);
  });

  it.each([
    ['zh', 'zombie', '阿凯满头大汗地翻进围墙，怀里抱着一箱水。刚才他不听劝，一个人跑回了加油站。\n1. 关门\n2. 看看他', '阿凯你刚才干嘛一个人跑回去？', /阿凯举起手里的水：“为了这个。/u],
    ['en', 'zombie', 'Mags stumbles back through the fence, clutching a bag of batteries. Ten minutes ago she ran off alone toward the mall.\n1. Close the fence\n2. Check her arms', 'ask Mags why she ran off alone', /Mags holds up the bag of batteries\. “For this\./u],
  ] as const)('a why about running back, with the thing in their hands (%s)', (language, theme, story, choice, shown) => {
    expect(beat(continueWith(language, theme, story, choice))).toMatch(shown);
  });

  it('vi: a title and a name after "đưa cho" stay one person; a who-question to a place below is a call', () => {
    const gift = beat(continueWith('vi', 'zombie', 'Bạn và chị Mai nấp trong kho lạnh. Chị run cầm cập.\n1. Tìm lối ra\n2. Nghỉ', 'cởi áo khoác đưa cho chị Mai mặc'));
    expect(gift).toMatch(/Chị Mai/u);
    expect(gift).not.toMatch(/^.*\. Chị nhìn Mai/mu);
    expect(beat(continueWith('vi', 'horror', 'Nửa đêm có tiếng bước chân trên gác. Bạn ở nhà một mình.\n1. Lên xem\n2. Trốn', 'ai ở trên đó vậy?'))).toMatch(/Bạn gọi lớn: “Ai ở trên đó vậy\?”/u);
  });
});
