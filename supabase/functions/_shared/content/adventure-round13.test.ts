import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readWhQuestion } from './adventure-wh-ask.ts';
import { readTend } from './adventure-tend.ts';
import { secondPersonChoice } from './adventure-person.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 13): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';
const options = (text: string): string => text.split('\n\n').slice(1).join('\n');

/** The stock lines a question or a caring act used to get. */
const stock = /longer than you think|sit down|Before midnight|Saturday, around four|Because I wanted to|그러고 싶었어|생각보다 긴 얘기|自己来说|事情比你想的长|Chuyện dài hơn|what it changes|무엇을 바꿀지|什么变化|thay đổi được gì|Nobody answers|没有人回答/u;

describe('adventure (round 13): a WH question put to a person is answered in its own form from the story', () => {
  // Held-out words (in no list of the adventure modules): Fenwick, lockkeeper, sluice gates; Birdie, woodpile, orchard;
  // ông Tám, kho muối, chòi canh; 염 씨, 창고; 船老大, 老杨, 甲板; 小雨 with 那道伤.
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp, RegExp | null]>([
    ['en', 'mystery', 'The canal lock has been drained, and a barge sits in the mud. The lockkeeper, Fenwick, stands by his hut, wiping sweat from his neck. He says he shut the sluice gates at midnight.\n1. Climb down to the barge\n2. Search the hut', 'ask Fenwick when he last checked the sluice gates', /“At midnight,” Fenwick says\. Fenwick answers a beat too fast/u, /Tell Fenwick you don't believe it/u],
    ['en', 'horror', 'You find Birdie crouched behind the woodpile, her lantern out. Somewhere in the orchard, branches snap one after another.\n1. Pull Birdie to her feet\n2. Run for the house', 'Birdie, why are you hiding here?', /You ask Birdie straight out: “Birdie, why are you hiding here\?” Birdie's voice drops\. “Because of what's in the orchard\./u, /Go to the orchard yourself/u],
    ['vi', 'mystery', 'Ông Tám gác kho muối nói cả đêm qua ông ngồi trong chòi canh. Nhưng sáng nay kho bị phá khóa. Ông Tám cứ lúng túng, tránh nhìn bạn.\n1. Xem ổ khóa\n2. Đi quanh kho', 'hỏi ông Tám lúc kho bị phá thì ông ở đâu', /“Ở chòi canh chứ đâu,” ông Tám đáp\. Ông Tám trả lời hơi nhanh quá/u, /Nói thẳng với ông Tám là bạn không tin/u],
    ['ko', 'mystery', '관리인 염 씨는 어젯밤 창고 문을 잠갔다고 한다. 그런데 아침에 보니 자물쇠가 뜯겨 있다. 염 씨는 자꾸 땀을 닦는다.\n1. 자물쇠를 살핀다\n2. 창고 안으로 들어간다', '염 씨에게 창고를 마지막으로 확인한 게 언제였냐고 묻는다', /염 씨가 말한다\. “어젯밤이에요\.” 대답이 너무 빨리 나온다/u, /염 씨에게 못 믿겠다고 말한다/u],
    ['zh', 'mystery', '渔船靠岸的时候，船老大老杨一个人坐在甲板上抽烟。船舱里的货少了一半。\n1. 下船舱看看\n2. 去码头问问', '问船老大除了他还有谁上过这条船', /“没有谁。至少没有我叫得出名字的人。”船老大说，目光却往甲板那边瞟了一眼。/u, null],
    ['zh', 'mystery', '小雨的手臂上有一道新伤，她一直用袖子遮着。教室里只剩你们两个人。\n1. 问小雨怎么了\n2. 去医务室', '问小雨那道伤是什么时候弄的', /小雨说。/u, null],
  ])('%s: %s', (language, theme, story, choice, answered, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(answered);
    expect(beat(text)).not.toMatch(stock);
    if (next) expect(options(text)).toMatch(next);
    expect(options(text).split('\n').filter((line) => /^\d\./u.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it('the person is read whole, never a fragment of the question', () => {
    const story = '小雨的手臂上有一道新伤，她一直用袖子遮着。';
    expect(readWhQuestion('问小雨那道伤是什么时候弄的', '问小雨那道伤是什么时候弄的', story, 'zh')?.who).toBe('小雨');
    expect(readWhQuestion('hỏi bà Tư tối qua bà ở đâu', secondPersonChoice('hỏi bà Tư tối qua bà ở đâu', 'vi').text, 'Bà Tư bán nước chè ngồi gần đó.', 'vi')).toMatchObject({ who: 'bà Tư', form: 'where' });
    expect(readWhQuestion('경비 아저씨한테 언제 순찰 돌았냐고 물어본다', '경비 아저씨한테 언제 순찰 돌았냐고 물어본다', '경비 최 씨가 서 있다.', 'ko')).toMatchObject({ who: '경비 아저씨', form: 'when' });
    expect(readWhQuestion('ask the ferryman how long he has worked this crossing', 'ask the ferryman how long he has worked this crossing', 'The ferryman poles in silence.', 'en')).toMatchObject({ who: 'the ferryman', form: 'duration' });
  });

  it('a which-way or a what-if question is left to the person’s own form answer', () => {
    expect(readWhQuestion('ask her which way the smoke came from', 'ask her which way the smoke came from', 'She waits.', 'en')).toBeNull();
    expect(readWhQuestion('问大副如果走错了会怎样', '问大副如果走错了会怎样', '大副站在船头。', 'zh')).toBeNull();
  });

  it('a why in a calm story about the player is answered about the two of them, with no lie read into it', () => {
    const text = continueWith('ko', 'school', '점심시간 내내 민재가 너를 피해 다녔다. 지금 민재는 복도 끝 창가에 혼자 서 있다.\n1. 민재에게 다가간다\n2. 교실로 돌아간다', '민재한테 왜 나를 피하냐고 물어본다');
    expect(beat(text)).toMatch(/민재는 한참 말이 없다가 입을 연다\. “너라서\./u);
    expect(beat(text)).not.toMatch(/거짓말|사실은 아닌/u);
  });
});

describe('adventure (round 13): an act of care done to a being of the story gets the reaction its state calls for', () => {
  // Held-out words: otter, scarf, riverbank; fetch, blanket, station bench; rót, trà gừng, ông lão, gầm cầu; 핫팩, 쥐여,
  // 여자아이; 小鹿, 荆棘, 缠好.
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]>([
    ['en', 'fantasy', 'An otter is tangled in fishing line on the riverbank, its leg cut and bleeding. It hisses when you come close. Upstream, dogs are barking.\n1. Cut the line\n2. Walk away', 'wrap the otter\'s leg with my scarf', /The otter flinches and growls low at the first touch — then, slowly, it goes still and lets you\. The bleeding eases\./u, /Stay with the otter until it can stand/u],
    ['en', 'mystery', 'A boy of about six sits alone on the station bench, shivering, his coat soaked through. The last train left an hour ago.\n1. Look for a guard\n2. Check the timetable', 'fetch the boy a blanket from the waiting room', /The boy hesitates, then pulls a blanket close\. The shivering eases a little\./u, /Ask the boy what happened/u],
    ['vi', 'horror', 'Dưới gầm cầu, một ông lão ngồi co ro, áo ướt sũng, tay run lẩy bẩy. Gió lạnh thổi từng cơn.\n1. Gọi cấp cứu\n2. Đi tiếp', 'rót cốc trà gừng nóng cho ông lão', /Ông lão ngần ngừ một giây, rồi đưa cả hai tay ra nhận cốc trà gừng nóng\./u, /Hỏi ông lão chuyện gì đã xảy ra/u],
    ['ko', 'mystery', '편의점 앞 계단에 초등학생쯤 되는 여자아이가 웅크리고 앉아 떨고 있다. 우산도 없이 비에 흠뻑 젖었다.\n1. 경찰에 신고한다\n2. 편의점에 들어간다', '따뜻한 핫팩을 여자아이 손에 쥐여 준다', /여자아이는 잠깐 망설이다가 핫팩을 두 손으로 받아 든다\./u, /여자아이에게 무슨 일이 있었는지 묻는다/u],
    ['zh', 'fantasy', '山洞里，一头小鹿卧在干草上，前腿被荆棘划开一道口子，正往外渗血。洞外传来狼嚎。\n1. 把小鹿藏好\n2. 出去看看', '撕下衣角给小鹿把伤口缠好', /你的手一碰到，小鹿就猛地一缩——然后慢慢放松下来，任你处理。血一点点止住了。/u, /守在小鹿身边，等它能站起来/u],
  ])('%s: %s', (language, theme, story, choice, reaction, next) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(reaction);
    expect(beat(text)).not.toMatch(stock);
    expect(options(text)).toMatch(next);
    expect(options(text).split('\n').filter((line) => /^\d\./u.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it('no receiver the story did not write, and no care for a thing', () => {
    expect(readTend('hand the note to the stranger', 'The lamp flickers.', 'en')).toBeNull();
    expect(readTend('give the door a kick', 'The door is locked.', 'en')).toBeNull();
    expect(readTend('đưa chìa khóa cho Lan', 'Lan đứng chờ ở cổng.', 'vi')).toBeNull();
  });

  it('a wounded person treated winces and lets you; a frightened creature shies, then takes it', () => {
    expect(readTend('tie it around Dana\'s leg', 'Dana\'s leg is bleeding where the glass cut it.', 'en')).toMatchObject({ kind: 'treat', receiver: 'Dana', creature: false });
    expect(readTend('给那只发抖的小猫递了一块饼干', '墙角有一只小猫在发抖。', 'zh')).toMatchObject({ kind: 'give', receiver: '小猫', creature: true, state: 'scared' });
  });
});

describe('adventure (round 13): the fall-through answers a which-way question and an offer to the story’s person', () => {
  // Held-out words (the person asked or answering is in no list): Harlan, bosun; chú Sáu; 도윤; 阿福 (a way); stage manager,
  // assembly; chị Hằng, dẫn chương trình; 감독 은채; 场务小周, 主持 (an offer).
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'pirate', 'The bosun, Harlan, squints at the island. He says he saw a flare go up in the night.\n1. Row ashore\n2. Stay aboard', 'ask Harlan which way the flare came from', /Harlan points without a moment's doubt\. “/u],
    ['vi', 'pirate', 'Chú Sáu đứng ở mũi thuyền, nói đêm qua chú thấy khói bốc lên trên đảo.\n1. Lên đảo\n2. Ở lại thuyền', 'hỏi chú Sáu khói bốc lên từ hướng nào', /chú Sáu giơ tay chỉ|Chú Sáu giơ tay chỉ/u],
    ['ko', 'pirate', '폭풍이 지나간 뒤, 선장 도윤이 섬 쪽을 가리키며 연기를 봤다고 한다.\n1. 섬에 오른다\n2. 배에 남는다', '도윤에게 연기가 어느 쪽에서 올라왔는지 묻는다', /도윤은 망설임 없이 한쪽을 가리킨다\./u],
    ['zh', 'pirate', '暴风雨过后，你们的船漂到了一座小岛。老水手阿福说他在岛上看见了烟。\n1. 上岛\n2. 留在船上', '问阿福烟是从哪个方向升起来的', /阿福毫不犹豫地抬手一指/u],
  ])('%s: a which-way question is pointed out', (language, theme, story, choice, pointed) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(pointed);
    expect(beat(text)).not.toMatch(stock);
  });

  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'school', 'The spring assembly starts in ten minutes and the host has lost her voice. The stage manager looks at you.\n1. Find another host\n2. Go back to class', 'offer to host the assembly myself', /The stage manager looks at you for a long moment, then nods\. “All right\. It's yours\./u],
    ['vi', 'school', 'Buổi văn nghệ sắp bắt đầu mà bạn dẫn chương trình bị ốm. Chị Hằng nhìn bạn.\n1. Tìm người khác\n2. Về lớp', 'nói với chị là mình sẽ dẫn chương trình thay', /Chị Hằng nhìn bạn một lúc lâu, rồi gật đầu\. “Được\./u],
    ['ko', 'school', '발표 5분 전, 조장 하람이 갑자기 열이 나서 쓰러졌다. 무대 감독 은채가 너를 바라본다.\n1. 보건실로 데려간다\n2. 발표를 미룬다', '내가 대신 발표하겠다고 한다', /감독 은채는 한참 너를 바라보다가 고개를 끄덕이며 말한다\. “좋아\./u],
    ['zh', 'school', '晚会还有十分钟开始，主持人突然发不出声音了。场务小周看着你。\n1. 找别人\n2. 回教室', '说我来替她主持', /场务小周看了你好一会儿，点了点头：“好。那就交给你了。/u],
  ])('%s: an offer is taken up by the person in front of the player', (language, theme, story, choice, taken) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(taken);
    expect(beat(text)).not.toMatch(stock);
    expect(options(text).split('\n').filter((line) => /^\d\./u.test(line)).length).toBeGreaterThanOrEqual(3);
  });
});
