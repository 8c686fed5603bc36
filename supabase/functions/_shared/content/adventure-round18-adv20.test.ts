import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';

// Round 18 (adv20). Every request here is held out: none is in round18-adv20.before.json or round18-adv20.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 18): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** What the fall-through wrote before: nothing moves, nobody answers. */
const stock = /nothing else around you moves|everything around you goes still|Nobody answers|Không ai trả lời|mọi thứ xung quanh như lặng đi|대답하는 사람은 없다|아무것도 움직이지 않는다|숨을 죽인 듯|没有人回答|周围的一切都静了下来|四周什么都没有动/u;

describe('adventure (round 18, adv20): the fall-through answers from the visitor’s own words', () => {
  it.each([
    // A comparison says what it shows: alike when the story says so, else a difference (round 18, adv21: the story's own
    // contrast, never 'one was made to look like the other').
    ['en', 'horror', 'Two identical lockets lie on the velvet tray; one was dug up from the drowned girl’s grave. The jeweller watches you.\n1. Buy one\n2. Leave', 'put the two lockets side by side', /own-words:compare/u, /they are the same, down to the smallest scratch/u],
    ['vi', 'mystery', 'Trên bàn có hai lá thư, một lá của mẹ bạn, một lá do người lạ gửi tới.\n1. Đọc thư\n2. Đốt thư', 'so sánh nét chữ trên hai lá thư', /own-words:compare/u, /Đặt cạnh nhau thì chỗ khác hiện ra rõ ràng: một lá của mẹ bạn, một lá do người lạ gửi tới/u],
    ['ko', 'fantasy', '낡은 서랍 안에 열쇠 두 개가 있다. 하나는 녹슬었고 하나는 새것이다.\n1. 녹슨 열쇠를 든다\n2. 새 열쇠를 든다', '두 열쇠를 비교해 본다', /own-words:compare/u, /하나는 녹슬었고 하나는 새것이라는 차이가 한눈에 들어온다/u],
    ['zh', 'pirate', '桌上摊着两张地图，一张是船长画的，一张是从死人身上找到的。\n1. 拿船长的\n2. 拿死人的', '把两张地图比对一下', /own-words:compare/u, /差别一目了然：一张是船长画的，一张是从死人身上找到的/u],
    // Who a name of the story is: the story's own sentence about them.
    ['en', 'pirate', 'The innkeeper slides a sealed letter across the bar. ‘Captain Morrow left this for you before the storm,’ she says.\n1. Open the letter\n2. Go to the harbour', 'who is captain morrow and where is he now', /own-words:who-named/u, /Captain Morrow left this for you before the storm\.[\s\S]*Where Captain Morrow is now, nobody knows/u],
    ['zh', 'mystery', '图书馆的管理员递给你一本旧日记：“这是陈默的，他二十年前就不见了。”\n1. 翻开日记\n2. 还回去', '陈默是谁？他去哪了', /own-words:who-named/u, /这是陈默的，他二十年前就不见了。[\s\S]*陈默现在在哪儿，没人知道/u],
    // A question called to a being of the scene is answered in its form; what to do → one of the story's options.
    ['en', 'horror', 'A crow lands on the fence post and stares at you with one white eye.\n1. Shoo it away\n2. Feed it', 'hey crow what do you want', /own-words:asked/u, /You ask the crow: “What do you want\?” The crow/u],
    ['ko', 'space', '정비실. 기술자 오 반장이 엔진을 보고 한숨을 쉰다. 연료가 새고 있다.\n1. 엔진을 끈다\n2. 구조 신호를 보낸다', '오 반장님 이거 얼마나 심각해요? 뭐 해야 돼요?', /own-words:asked/u, /심각해요[\s\S]*엔진을 끄는 것부터 해요/u],
    ['vi', 'fantasy', 'Một con cú già đậu trên cành sồi, mắt vàng rực nhìn bạn không chớp.\n1. Leo lên cây\n2. Đi tiếp', 'cú ơi, bạn muốn gì ở tôi?', /own-words:asked/u, /Bạn hỏi cú: “Bạn muốn gì ở tôi\?” Cú đáp/u],
    // A yes/no question in Chinese or Korean is answered with its own predicate, both when there are two.
    ['zh', 'romance', '天台上，小周靠着栏杆发呆，手里攥着一张电影票。\n1. 问小周\n2. 离开', '你在等人吗？是在等我吗', /own-words:asked/u, /“嗯，我在等人。”“嗯，是在等你。”/u],
    ['ko', 'school', '도서관 구석, 하준이 책상에 엎드려 있다.\n1. 하준에게 묻는다\n2. 나간다', '너 괜찮아?', /own-words:asked/u, /하준은 고개를 끄덕인다\. “응, 괜찮아\.”/u],
    // A line that only asks is no hiding read from one of its words: the one an option asks answers it.
    ['zh', 'pirate', '甲板上，水手们在偷偷说话，看见你就停了。\n1. 回船舱\n2. 问大副', '为什么大家都躲着我？', /own-words:asked/u, /你问大副：“为什么大家都躲着我？”/u],
    // An act toward a being of the scene gets their answer.
    ['en', 'time_travel', 'Your old dog Max lies by the cold fireplace, breathing slowly.\n1. Call the vet\n2. Fetch a blanket', 'i sit down next to max and stroke his head', /own-words:toward/u, /Max goes stiff at first, then doesn’t pull away/u],
    ['vi', 'school', 'Giờ ra chơi, bé Thảo ngồi co ro ở góc cầu thang, mắt đỏ hoe.\n1. Hỏi chuyện\n2. Đi tìm cô giáo', 'ngồi cạnh bé Thảo, không nói gì', /own-words:toward/u, /[Bb]é Thảo biết bạn đang ở đó/u],
    ['ko', 'romance', '비 오는 버스 정류장. 민서가 우산도 없이 혼자 서 있다.\n1. 말을 건다\n2. 지나간다', '아무 말 없이 민서 옆에 서서 같이 비를 맞는다', /own-words:toward/u, /민서는 당신이 곁에 있다는 걸 안다/u],
    ['zh', 'zombie', '妹妹小雪蹲在门口，膝盖摔破了。外面传来丧尸的吼声。\n1. 扶她起来\n2. 去拿药', '我什么都没说，就陪着小雪坐在门口', /own-words:toward/u, /小雪知道你在身边/u],
    // Who a name is, asked of the person of the scene: the story's sentence, not "I never saw a face".
    ['ko', 'mystery', "경비원 김 씨가 출입 기록을 내민다. '어젯밤 윤 교수가 마지막으로 나갔어요.'\n1. 기록을 본다\n2. 연구실로 간다", '윤 교수가 누구예요? 왜 밤에 왔어요?', /own-words:who-named/u, /어젯밤 윤 교수가 마지막으로 나갔어요\.[\s\S]*왜인지는 여기 아무도 모른다/u],
  ] as const)('%s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: route } = traced(language, theme, story, choice);
    expect(route).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('lets a look, a key swiped or a thing of someone’s go to the readers it had before', () => {
    expect(traced('en', 'horror', 'Nurse Ines lies unconscious by the door of ward 6, her keycard clipped to her belt.\n1. Check on Ines\n2. Run', 'swipe Ines’s keycard on the ward 6 door').path).not.toMatch(/own-words/u);
    expect(traced('ko', 'mystery', '지하실 문에 낡은 자물쇠가 걸려 있다.\n1. 자물쇠를 부순다\n2. 돌아간다', '자물쇠를 자세히 본다').path).not.toMatch(/own-words/u);
    // "who are you" texted to a number is no who-question about a name of the story.
    expect(traced('en', 'horror', 'Your phone buzzes: a text from your own number. The TV downstairs turns itself on.\n1. Call the police\n2. Go downstairs', 'text back: who are you').path).not.toMatch(/own-words:who-named/u);
  });
});
