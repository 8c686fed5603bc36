import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';

// Round 18 (adv21). Every request here is held out: none is in round18-adv21.before.json or round18-adv21.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 21): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** What these requests got before: a stock meaning, nobody answering, a forgery nobody said. */
const stock = /look twice before you go on|멈춰서, 한 번 더 보고 가라는 뜻|停下来，看清楚了再往前走|Nobody answers|Không ai trả lời|대답하는 사람은 없다|没有人回答|made to look like the other|được làm cho giống cái kia|흉내 내 만든 것|照着另一个仿出来的/u;

describe('adventure (round 18, adv21): a question about a thing of the scene, and a comparison, answered from the scene', () => {
  it.each([
    // What a quoted word or string of numbers means, asked of a being of the scene: the thing named, a meaning for it.
    ['en', 'pirate', "The monkey on the barrel keeps screeching 'Twelve, twelve, six!' The cook says it was the bosun's pet.\n1. Grab the monkey\n2. Ask the cook", 'ask the monkey what twelve twelve six means', /asked-object:means/u, /You ask the monkey what “Twelve, twelve, six” means\.[\s\S]*A combination, in that order/u],
    ['vi', 'fantasy', "Con mèo đen ngồi trước cánh cổng khắc chữ 'Oru-Tal', đuôi vẫy chậm.\n1. Mở cổng\n2. Quay lại", 'mèo ơi Oru-Tal có nghĩa là gì', /asked-object:means/u, /Oru-Tal là một cái tên/u],
    ['ko', 'fantasy', "부엉이가 나무 위에서 '세린도르'라고 계속 운다. 마을 사람들은 저주라고 한다.\n1. 나무에 오른다\n2. 마을로 간다", '부엉이한테 세린도르가 무슨 뜻이냐고 묻는다', /asked-object:means/u, /‘세린도르’가 무슨 뜻인지[\s\S]*이름이야/u],
    ['zh', 'space', '控制台上闪着一串数字：4-4-19。维修机器人小铁在旁边转来转去。\n1. 问小铁\n2. 重启控制台', '小铁，4-4-19是什么意思', /asked-object:means/u, /“4-4-19”是什么意思[\s\S]*是密码/u],
    // A name asked of someone unseen through a door: a refusal in a dark story.
    ['en', 'horror', 'Something scratches at the attic hatch above you, slow and patient.\n1. Open the hatch\n2. Go downstairs', "who are you? i whisper at the hatch", /asked-object:name/u, /You ask through the hatch: “What’s your name\?”[\s\S]*My name\?/u],
    ['zh', 'horror', '浴室的门锁着，里面传来水滴声，还有人在轻轻哼歌。\n1. 敲门\n2. 离开', '对着门喊：你叫什么名字', /asked-object:name/u, /你叫什么名字[\s\S]*我的名字？/u],
    // A comparison tells the story's own contrast; which one → the part that lacks.
    ['en', 'cyberpunk', 'Two chips sit in the tray: one still sealed in factory plastic, the other scratched and without a serial number.\n1. Take the sealed one\n2. Ask the fixer', 'compare the chips, which one is the fake', /own-words:compare/u, /one still sealed in factory plastic, the other scratched and without a serial number\.[\s\S]*If one of them gives itself away, it is this one: the other scratched and without a serial number/u],
    ['ko', 'zombie', '통조림 두 개. 하나는 멀쩡하고, 다른 하나는 뚜껑이 부풀어 있다.\n1. 멀쩡한 걸 챙긴다\n2. 둘 다 버린다', '두 통조림을 나란히 놓고 본다', /own-words:compare/u, /하나는 멀쩡하고, 다른 하나는 뚜껑이 부풀어 있다는 차이가 한눈에 들어온다/u],
    ['vi', 'school', 'Hai tờ biên lai: một tờ có chữ ký thầy hiệu trưởng, tờ kia chỉ có con dấu mờ.\n1. Nộp tờ có chữ ký\n2. Hỏi lớp trưởng', 'so sánh hai tờ biên lai', /own-words:compare/u, /chỗ khác hiện ra rõ ràng: một tờ có chữ ký thầy hiệu trưởng, tờ kia chỉ có con dấu mờ/u],
  ] as const)('%s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: wrote } = traced(language, theme, story, choice);
    expect(wrote).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('lets a person in sight asked their name, and a meaning with no quoted thing, go to the readers they had before', () => {
    expect(traced('vi', 'time_travel', 'Một cậu bé bán kẹo đứng nhìn bạn chằm chằm.\n1. Mua kẹo\n2. Đi tiếp', 'hỏi cậu bé tên gì').path).not.toMatch(/asked-object/u);
    expect(traced('en', 'mystery', 'The old clerk taps the ledger and frowns.\n1. Read the ledger\n2. Leave', 'ask the clerk what this means').path).not.toMatch(/asked-object/u);
  });
});
