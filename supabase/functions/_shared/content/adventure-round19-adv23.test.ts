import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';

// Round 19 (adv23). Every request here is held out: none is in round19-adv23.before.json or round19-adv23.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 23): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** What these requests got before: "nothing moves", a stock tease, a click in a thing, a voice calling back. */
const stock = /nothing else around you moves|mọi thứ xung quanh như lặng đi|아무것도 움직이지 않는다|周围的一切都静了下来|I know more about|biết về chuyện này nhiều hơn|다는 몰라요|It's a warning|是个警告|small click|작은 소리와 함께|轻轻“咔”/u;

describe('adventure (round 19, adv23): a copy is answered in kind; a question put to a person is answered in its form', () => {
  it.each([
    // The actor after a place phrase with no comma ("Under the bridge a troll …"), copied with "too".
    ['en', 'fantasy', 'Under the bridge a troll taps his claws on a rock and stares at you.\n1. Run\n2. Talk', 'tap my fingers on the rail too', /the troll taps his claws on a rock/u],
    // "like him": a copy with no gesture verb.
    ['en', 'pirate', 'On the deck an old cook peels onions, humming a sea shanty.\n1. Talk\n2. Leave', 'grab an onion and peel it like him', /the old cook/u],
    // Vietnamese "giống nó" and a knock after the actor's name.
    ['vi', 'horror', 'Trong phòng tối, con búp bê gõ vào tủ ba lần rồi im lặng.\n1. Mở tủ\n2. Chạy', 'gõ vào tủ ba cái giống nó', /con búp bê lại gõ vào tủ ba lần/u],
    // Korean "나도" with a gesture the actor made first; the story's "나" told back as "당신".
    ['ko', 'horror', '창밖에서 낯선 아이가 나를 보며 손을 천천히 흔든다.\n1. 커튼을 친다\n2. 밖으로 나간다', '나도 손 흔들어봄', /아이/u],
    // Chinese "我也" after an actor whose act opens with a coverb ("用…").
    ['zh', 'space', '驾驶舱里，导航机器人阿尔法用指头在屏幕上敲了两下，然后看着你。\n1. 敲回去\n2. 关掉它', '我也在屏幕上敲两下', /阿尔法又用指头在屏幕上敲了两下/u],
  ] as const)('in kind %s: %s', (language, theme, story, choice, answer) => {
    const { text, path } = traced(language, theme, story, choice);
    expect(path).toMatch(/in-kind:copy/u);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it.each([
    // What a code means, asked with the asker after an ask verb the readers did not see ("whisper to").
    ['en', 'cyberpunk', 'Your contact Rook slips you a card that reads \'C-4 at midnight\'.\n1. Pocket it\n2. Burn it', 'whisper to rook what c-4 means', /asked-back:means/u, /You ask Rook: “What does C-4 mean\?”[\s\S]*C-4 isn't a code, it's a place/u],
    // A bare number is a time.
    ['zh', 'school', '课间，同桌在我的课本上写了一个"5"，冲我眨眨眼。\n1. 问同桌\n2. 不理', '小声问同桌那个5啥意思', /asked-back:means/u, /5就是5点/u],
    // A letter painted on a door is a mark.
    ['ko', 'zombie', '병원 입구에서 경비원이 빨간 페인트로 문에 Z를 그리고 있다.\n1. 부른다\n2. 숨는다', '경비원한테 Z가 무슨 뜻이냐고 물어봄', /asked-back:means/u, /누가 이미 확인했다는 표시/u],
    // Leave asked ("问她能不能…", "can i …"): yes, with the act told back.
    ['zh', 'romance', '图书馆里，小夏一个人坐在窗边，旁边的椅子空着。\n1. 走过去\n2. 离开', '走过去问她能不能坐这儿', /asked-back:may/u, /能，坐这儿吧/u],
    ['en', 'zombie', 'At the checkpoint a soldier named Ortiz is loading the last truck out of town.\n1. Run to the truck\n2. Hide', 'can i get on the truck?? i ask ortiz', /asked-back:may/u, /You ask Ortiz: “Can I get on the truck\?”[\s\S]*Yes\. You can get on the truck/u],
  ] as const)('asked back %s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: wrote } = traced(language, theme, story, choice);
    expect(wrote).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('gives way on a word that is no code (the readers after it answer)', () => {
    const { path } = traced('en', 'pirate', 'An old sailor mends a net on the pier. A tattoo of an anchor covers his arm.\n1. Walk on\n2. Ask for a ship', 'ask the old sailor what the tattoo means');
    expect(path).not.toMatch(/asked-back/u);
  });
});
