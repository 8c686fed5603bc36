import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';
import { readSpokenTo } from './adventure-spoken-to.ts';
import { readThingAct } from './adventure-thing-act.ts';
import { factPair, storyHour } from './adventure-spoken-answer.ts';

// Round 17 (adv19). Every request here is held out: none is in round17-adv19.before.json or round17-adv19.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 17): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** What the coarse forms wrote before: the year for the hour, a face for an owner, a choice weighed for a fact, a confession for "should we". */
const coarse = /Năm \d{4}\. Ai mà chẳng biết|I never saw a face|If it were me|要是我，就选|Nếu là tôi thì|나라면|진작 말했어야 했는데|我早该告诉你|Lẽ ra tôi phải nói sớm hơn|I should have said so sooner|nothing else around you moves|Nobody answers/u;

describe('adventure (round 17, adv19): the finer forms of a question said to a person', () => {
  it.each([
    ['en', 'mystery', 'The night porter, Jonah, sorts the mail behind the desk. The hall clock says ten past two, and rain hammers the windows.\n1. Ask for your key\n2. Go upstairs', 'jonah what time is it', /spoken-to:hour/u, /Ten past two/u],
    ['vi', 'horror', 'Đêm khuya trong trạm xăng vắng, anh Tùng đang đếm tiền. Đèn ngoài sân cứ chập chờn.\n1. Mua nước\n2. Đi tiếp', 'anh Tùng ơi giờ là mấy giờ rồi', /spoken-to:hour/u, /Hơn mười một giờ rồi/u],
    ['vi', 'school', 'Trong phòng thay đồ, chú Tư bảo vệ đang gom đồ thất lạc. Trên ghế có một chiếc áo khoác đỏ, và một cô gái đứng chờ ngoài cửa.\n1. Giúp chú Tư\n2. Ra về', 'chú Tư ơi cái áo này của ai vậy', /spoken-to:whose/u, /Của cô gái/u],
    ['en', 'mystery', 'The caretaker, Mara, jingles a ring of keys. Two doors are locked: the cellar and the attic.\n1. Try the cellar\n2. Try the attic', 'is it the cellar key or the attic key, mara?', /spoken-to:which/u, /“The attic key\. Not the cellar key/u],
    ['zh', 'pirate', '码头上，船夫老周在解缆绳。他的船今晚只开一趟。\n1. 上船\n2. 回客栈', '老周，这条船是去北岸的还是去南岸的？', /spoken-to:which/u, /是去南岸的。不是去北岸的/u],
    ['vi', 'mystery', 'Anh Bảo đứng sững trước cửa căn hộ bị phá khóa. Bên trong tối om.\n1. Vào trong\n2. Gọi cảnh sát', 'anh Bảo ơi mình có nên gọi cảnh sát không', /spoken-to:should/u, /Nên\. Gọi cảnh sát, càng sớm càng tốt/u],
    ['ko', 'zombie', '편의점 창고 안. 동료 지수 씨가 문틈으로 밖을 살핀다. 좀비들이 주차장을 어슬렁거린다.\n1. 기다린다\n2. 뒷문으로 나간다', '지수 씨, 우리 여기서 기다려야 할까요?', /spoken-to:should/u, /“네, 여기서 기다려야 해요\./u],
    ['ko', 'fantasy', '동굴 입구에서 준호가 횃불을 들고 있다. 안쪽에서 물 떨어지는 소리가 난다.\n1. 들어간다\n2. 돌아간다', '준호야 우리 돌아가야 할까?', /spoken-to:should/u, /“응, 돌아가야 해\./u],
    ['zh', 'zombie', '地下停车场里，阿明用身体顶着铁门。门外的撞击声越来越响。\n1. 帮阿明顶门\n2. 找别的出口', '阿明，我们还能出去吗？', /spoken-to:yesno/u, /对，我们还能出去。至少现在是/u],
  ] as const)('%s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: route } = traced(language, theme, story, choice);
    expect(route).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(coarse);
  });

  it('keeps a choice of what to do weighed, and reads the hour asked now, not a past one', () => {
    expect(factPair('mình nên ở lại hay đi', 'vi')).toBe(false);
    expect(factPair('kho thóc ở bên trái hay bên phải', 'vi')).toBe(true);
    expect(readSpokenTo('hỏi chị Mai hôm qua mấy giờ chị về', 'Chị Mai đang tưới cây.', 'vi')?.forms ?? []).not.toContain('hour');
    expect(storyHour('The kitchen clock reads half past six.')).toBe('half past six');
  });

  it('answers a Korean 반말 question to a friend called by name in 반말, and a polite one politely', () => {
    expect(readSpokenTo('하준아 우리 나가야 할까?', '하준이 창밖을 본다.', 'ko')).toMatchObject({ who: '하준', plain: true, forms: ['should'] });
    expect(readSpokenTo('하준 씨, 우리 나가야 할까요?', '하준이 창밖을 본다.', 'ko')).toMatchObject({ who: '하준', plain: false });
  });

  it.each([
    ['en', 'horror', 'In the guest room, a porcelain doll on the dresser keeps turning its head by itself.\n1. Leave the room\n2. Cover the doll', 'touch the porcelain doll', /does not stop for you/u],
    ['vi', 'horror', 'Trong phòng khách, chiếc đồng hồ quả lắc tự đung đưa dù không ai lên dây.\n1. Ra ngoài\n2. Bật đèn', 'chạm tay vào đồng hồ quả lắc', /không hề dừng lại vì bạn/u],
  ] as const)('%s: a thing the story has moving of itself is told by that, not by the stock reveal', (language, theme, story, choice, answer) => {
    const { text, path } = traced(language, theme, story, choice);
    expect(path).toMatch(/thing-act:touch/u);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/still faintly tacky|vẫn còn hơi dính/u);
  });

  it('takes the noun after a Vietnamese word of place, never the word itself', () => {
    const story = 'Trên kệ sách có một hộp nhạc cũ. Trên tường treo một tấm gương mờ.';
    expect(readThingAct('lấy tay phủi bụi trên nắp hộp nhạc', story, 'vi', null)?.thing).toBe('hộp nhạc');
  });
});
