import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { traceRun } from './content-trace.ts';
import { readSpokenTo } from './adventure-spoken-to.ts';
import { readThingAct } from './adventure-thing-act.ts';

// Round 17 (adv18). Every request here is held out: none is in round17-adv18.before.json or round17-adv18.after.json.
function traced(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 17): { text: string; path: string } {
  const { value, path } = traceRun(() => generateContent('adventure-continue', { input, currentStory, choice }, { language, seed }));
  return { text: (typeof value === 'string' ? value : JSON.stringify(value)).split('\n\n')[0] ?? '', path: path.join(' > ') };
}

/** The general paths that answered these before: nothing happens, a question to the air, the purpose filler, a trip. */
const stock = /nothing else around you moves|mọi thứ xung quanh như lặng đi|주위에서 아무것도 움직이지 않는다|周围的一切都静了下来|Nobody answers|Không ai trả lời|대답하는 사람은 없다|没有人回答|is right there, clear enough|모르기는 마찬가지다|don't know either/u;

describe('adventure (round 17, adv18): words said to a person of the scene are answered by them, in the form asked', () => {
  it.each([
    ['en', 'zombie', 'The pharmacy shutter is half down. Your brother Eli is holding the flashlight, and the alarm could go off any second.\n1. Crawl under the shutter\n2. Look for a back door\n3. Leave', 'eli what do we do now', /spoken-to:advice/u, /Eli doesn't hesitate\. “Crawl under the shutter/u],
    ['en', 'pirate', 'Quartermaster Bly points at two boats: the fast sloop with a torn sail, and the slow barge that floats fine.\n1. Take the sloop\n2. Take the barge', 'the sloop or the barge, bly?', /spoken-to:which/u, /The sloop looks easier[^”]*The barge is harder/u],
    ['vi', 'fantasy', 'Bác thợ rèn Tâm đang mài thanh kiếm gãy. Ngoài kia quân địch đã tới chân thành.\n1. Giúp bác mài kiếm\n2. Ra tường thành\n3. Đi tìm vũ khí khác', 'bác Tâm ơi mài xong mất bao lâu', /spoken-to:need/u, /Nửa tiếng, nếu không có gì trục trặc/u],
    ['vi', 'mystery', 'Cô thủ thư Ngân đưa cho bạn hai chiếc chìa khóa: một chiếc mở phòng lưu trữ, một chiếc mở tầng hầm.\n1. Lên phòng lưu trữ\n2. Xuống tầng hầm', 'hỏi cô Ngân nên xuống tầng hầm hay lên phòng lưu trữ', /spoken-to:which/u, /Xuống tầng hầm thì dễ hơn[^”]*Lên phòng lưu trữ khó hơn/u],
    ['ko', 'space', '산소 경보가 울린다. 정비사 민호가 배관을 붙잡고 있다.\n1. 배관을 막는다\n2. 탈출 포드로 간다', '민호야 이제 어떡해?', /spoken-to:advice/u, /민호는 망설이지 않는다\. “배관을 막는다/u],
    ['ko', 'fantasy', '갈림길의 장승 앞에서 나그네가 쉬고 있다. 왼쪽은 숲길, 오른쪽은 강길이다.\n1. 숲길로 간다\n2. 강길로 간다', '어느 길이 더 안전해요?', /spoken-to:which/u, /숲길은 쉬워 보여요[^”]*강길은 더 어렵지만/u],
    ['zh', 'time_travel', '你醒来时在一间旧书铺里，伙计阿福正盯着你的运动鞋看。墙上的告示写着光绪二十六年。\n1. 问阿福这是哪里\n2. 躲起来', '阿福，今年是哪一年？', /spoken-to:now/u, /光绪二十六年/u],
    ['zh', 'school', '放学后，班长小敏一个人坐在教室里，手里捏着一张撕碎的照片。\n1. 走过去\n2. 悄悄离开', '小敏你为什么把照片撕了', /spoken-to:why/u, /小敏/u],
  ] as const)('%s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: route } = traced(language, theme, story, choice);
    expect(route).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('reads the person from a vocative at the head or the end, and two questions as two', () => {
    const story = 'Your neighbour Mr. Park is standing in the hallway in his slippers, holding a torch.';
    expect(readSpokenTo('did you hear it too mr park', story, 'en')).toMatchObject({ who: 'Mr. Park', forms: ['yesno'] });
    expect(readSpokenTo('Park what should we do, are you ok?', 'Officer Park waits by the car.', 'en')?.forms).toEqual(['advice', 'yesno']);
    expect(readSpokenTo('지유야 너 어디 갔었어', '친구 지유가 젖은 채로 돌아왔다.', 'ko')).toMatchObject({ who: '지유', forms: ['where'] });
  });

  it('finds the person by a title called alone, the story\'s other form of a name, and the thing before a smell', () => {
    expect(readSpokenTo('why not both commander?', "Commander Osei stares at the map. 'The station or the wreck. Not both.'", 'en')).toMatchObject({ who: 'Commander Osei', forms: ['why'] });
    expect(readSpokenTo('林老板，这本日记您看过吗？', '旧书店老板老林递给你一本泛黄的日记。', 'zh')).toMatchObject({ who: '老林', said: '这本日记您看过吗？' });
    expect(readThingAct('약병 냄새를 맡아 본다', '카운터 위에 라벨이 찢긴 약병이 있다.', 'ko', null)).toMatchObject({ kind: 'smell', thing: '약병' });
  });

  it('leaves a question about someone away from the scene, and a line that asks nothing, to the other readers', () => {
    expect(readSpokenTo('how long has she been gone??', 'The house is empty. A note on the fridge is signed by your aunt.', 'en')).toBeNull();
    expect(readSpokenTo('Marta, come here', 'Your friend Marta stands by the gate.', 'en')).toBeNull();
  });
});

describe('adventure (round 17, adv18): an act of contact on a thing of the scene says what it does to that thing', () => {
  it.each([
    ['en', 'mystery', 'A dusty violin case lies on the train seat across from you. Its owner got off two stops ago.\n1. Open the case\n2. Tell the conductor', 'run my finger along the violin case', /thing-act:touch/u, /Under your fingers the violin case/u],
    ['en', 'fantasy', 'The elf hands you a glass vial of silver liquid. "Drink it before the moon rises," she says.\n1. Drink it\n2. Refuse', 'I hold the vial up to the light to see if its poison', /thing-act:light/u, /Against the light, the vial[^.]*\. You have your answer: yes/u],
    ['vi', 'horror', 'Trên tường phòng trọ có một vết bàn tay màu nâu sẫm, ngay cạnh công tắc đèn.\n1. Bật đèn\n2. Gọi chủ trọ', 'lấy ngón tay chạm vào vết bàn tay', /thing-act:touch/u, /nhòe ra dưới ngón tay bạn/u],
    ['ko', 'pirate', '선실 책상 위에 녹슨 나침반이 있다. 바늘이 북쪽이 아니라 선장실 쪽을 가리킨다.\n1. 나침반을 챙긴다\n2. 선장실로 간다', '나침반을 흔들어 본다', /thing-act:work/u, /나침반 안에서/u],
    ['zh', 'mystery', '书房的桌上有一只旧怀表，表盖合着，上面落了一层灰。\n1. 打开表盖\n2. 叫管家', '闻一闻那只怀表', /thing-act:smell/u, /你把怀表凑到鼻子前/u],
  ] as const)('%s: %s', (language, theme, story, choice, path, answer) => {
    const { text, path: route } = traced(language, theme, story, choice);
    expect(route).toMatch(path);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(stock);
  });

  it('reads the verb of contact only as a verb, and leaves a light held for someone to the help readers', () => {
    expect(readThingAct('watch the dust cloud through the spyglass', 'A dust cloud grows behind the coach.', 'en', null)).toBeNull();
    expect(readThingAct('bật đèn pin soi cho chú Ba sửa máy', 'Chú Ba đang sửa máy phát trong bóng tối.', 'vi', null)).toBeNull();
    expect(readThingAct('할머니에게 비밀을 털어놓는다', '할머니가 마루에 앉아 있다.', 'ko', null)).toBeNull();
    expect(readThingAct('bite the apple', 'A red apple sits on the table.', 'en', null)).toMatchObject({ kind: 'taste', thing: 'the apple' });
  });
});
