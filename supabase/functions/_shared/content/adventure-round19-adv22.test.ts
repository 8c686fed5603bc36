import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';

// Round 19 (adv22). Every request here is held out: none is in round19-adv22.before.json or round19-adv22.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 22): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** What these requests got before: a stock reason that could follow any why, a deed read from one verb, "nothing moves". */
const stock = /no other way|That's all I can say here|You'll see it soon enough|it isn't safe here yet|không còn cách nào khác|ở đây chưa an toàn|다른 방법이 없었|안전하지 않으니까|没有别的办法|这里还不安全|nothing else around you moves|everything around you goes still|mọi thứ xung quanh như lặng đi|아무것도 움직이지 않는다|숨을 죽인 듯 조용해진다|周围的一切都静了下来|四周什么都没有动/u;

describe('adventure (round 19, adv22): a why asked of a being gets the reason of its own clause; a copy is answered in kind', () => {
  it.each([
    // The story's own purpose is the reason, and the clause is told back in the speaker's first person.
    ['en', 'fantasy', 'A bronze sentinel stands in the mouth of the tunnel. The dwarves say it was made to guard the king\'s tomb.\n1. Sneak past\n2. Turn back', 'ask the sentinel why it blocks the tunnel', /wh:why/u, /To guard the king's tomb\. That's why I blocks the tunnel|To guard the king's tomb\. That's why I block the tunnel/u],
    ['zh', 'space', '飞船的AI“青鸟”把二号舱的门封上了，说是为了防止漏气。\n1. 强行打开\n2. 问青鸟', '青鸟你为什么要封二号舱的门', /spoken-to:why/u, /为了防止漏气。所以我才封二号舱的门/u],
    // A thing shut against the scene's danger: the danger named, the clause told back.
    ['vi', 'zombie', 'Chị Lan đóng sập cửa kho lại, để bạn ở ngoài. Đám xác sống đang lảo đảo đi tới.\n1. Đập cửa\n2. Chạy', 'hỏi chị Lan sao chị đóng cửa kho', /wh:why|spoken-to:why/u, /Vì đám xác sống[\s\S]*Vì vậy chị đóng cửa kho/u],
    // Something not done: fear, told back in the first person.
    ['en', 'mystery', 'The porter says he heard glass break in the library at two, but he stayed in his lodge.\n1. Question the porter\n2. Go to the library', 'ask the porter why he didnt go and look', /wh:why|spoken-to:why/u, /Because I was afraid[\s\S]*That's why I didn't go and look/u],
    ['ko', 'mystery', '경비원 박 씨는 새벽 두 시에 비명을 들었지만 초소에서 나오지 않았다고 한다.\n1. 박 씨를 추궁한다\n2. 현장에 간다', '박 씨한테 왜 안 나가 봤냐고 묻는다', /wh:why|spoken-to:why/u, /무서웠어요[\s\S]*그래서예요/u],
    // What someone thinks: the scene's quoted words are the reason.
    ['zh', 'zombie', '对讲机里一直重复着：“安全区在北门。”队友阿峰说那是个陷阱。\n1. 去北门\n2. 留下', '问阿峰为什么觉得是陷阱', /wh:why|spoken-to:why/u, /因为那句“安全区在北门”。每次都一字不差/u],
  ] as const)('why %s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: wrote } = traced(language, theme, story, choice);
    expect(wrote).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it.each([
    // A why said with the being's name at its head, or shouted while doing something else: a reason, not a deed.
    ['en', 'space', 'The station AI, VESTA, has cut the power to the med bay where Dr. Amari is working.\n1. Restore power\n2. Talk to VESTA', 'VESTA why did you cut the power', /why-asked:keep/u, /You ask VESTA straight out: “Why did you cut the power\?”[\s\S]*That's why I had to cut the power/u],
    ['vi', 'zombie', 'Anh Phong khóa cổng trường từ bên trong. Đám xác sống đang tràn qua sân bóng.\n1. Trèo cổng\n2. Chạy', 'đập cổng gào anh Phong sao anh khóa cổng', /why-asked:keep/u, /Vì đám xác sống[\s\S]*Vì vậy anh khóa cổng/u],
  ] as const)('why said aloud %s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: wrote } = traced(language, theme, story, choice);
    expect(wrote).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it.each([
    // A copy of what the scene's actor did: the actor, by name, does its own act again and answers.
    ['en', 'horror', 'A pale boy at the end of the pier taps the railing three times, then stares at you.\n1. Walk to him\n2. Leave the pier', 'tap the railing three times too', /in-kind:copy/u, /the pale boy stops dead[\s\S]*Then the pale boy taps the railing three times again/iu],
    ['vi', 'space', 'Con robot dọn dẹp cứ nháy đèn xanh hai lần rồi dừng.\n1. Tắt nó\n2. Đi tiếp', 'nháy đèn pin hai lần y như nó', /in-kind:copy/u, /Con robot dọn dẹp khựng lại[\s\S]*Rồi con robot dọn dẹp lại nháy đèn xanh hai lần rồi dừng/u],
    ['ko', 'fantasy', '숲속의 사슴이 당신을 보더니 고개를 천천히 숙인다.\n1. 다가간다\n2. 물러난다', '나도 똑같이 고개 숙여 인사한다', /in-kind:copy/u, /사슴은 멈칫한다[\s\S]*사슴이 다시 고개를 천천히 숙인다/u],
    ['zh', 'pirate', '一只鹦鹉站在桅杆上，冲你吹了一声口哨。\n1. 喂它\n2. 不理它', '我也冲它吹口哨', /in-kind:copy/u, /鹦鹉愣住了[\s\S]*鹦鹉又冲你吹了一声口哨/u],
  ] as const)('copy %s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: wrote } = traced(language, theme, story, choice);
    expect(wrote).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('lets a why about someone else, a return, a prohibition, and a follow that is no copy go to the readers they had', () => {
    expect(traced('en', 'mystery', 'The dead man clutches a note: "Trust no one." The doctor stands by the door.\n1. Read the note\n2. Leave', 'ask the doctor why the dead man wrote that').path).not.toMatch(/why-asked|in-kind/u);
    expect(traced('en', 'horror', 'Eli is standing on the dock again, soaked, a week after he left for good. The boathouse door is open.\n1. Go to Eli\n2. Run', 'why did you come back here, Eli?').text).not.toMatch(/waiting for someone/u);
    expect(traced('ko', 'fantasy', '반딧불이 한 마리가 이끼 낀 동굴 쪽으로 천천히 날아간다.\n1. 따라간다\n2. 돌아간다', '반딧불이를 따라 동굴 안으로 들어간다').path).not.toMatch(/in-kind/u);
  });
});
