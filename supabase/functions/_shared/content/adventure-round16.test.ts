import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { askedForm } from './adventure-asked-form.ts';
import { readLookFind } from './adventure-look-find.ts';
import { callAnswer } from './adventure-call-out.ts';
import { spellOutTextSpeak } from './adventure-slang.ts';
import { traceRun } from './content-trace.ts';

// Round 16 (adv17). Every request here is held out: none is in round16-adv17.before.json.
function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, seed = 17): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
}
const beat = (text: string): string => text.split('\n\n')[0] ?? '';

/** The teases and stock replies the talk fall-through gave a question, and the nothing-happens beat a look got. */
const dodge = /You really want to know|Thật sự muốn biết à|정말 알고 싶어요|你真想知道|I know more about|nhiều hơn tôi nói|생각보다 긴 얘기|That's a longer answer|nothing else around you moves|아무것도 움직이지 않는다|không có gì nhúc nhích|一切都没有动|You won't like the answer/u;

describe('adventure (round 16, adv17): a question to a person is answered in its own form', () => {
  it.each([
    ['en', 'fantasy', 'A hooded courier hands you a sealed letter at the city gate. Her cloak is stitched with a silver key.\n1. Open the letter\n2. Follow her', 'ask the courier what the silver key means', /“It's a warning\. It means: stop, and look twice/u],
    ['en', 'cyberpunk', 'The fixer, Oko, slides a chip across the table and names no price. Rain hammers the window.\n1. Take the chip\n2. Leave', 'I ask Oko what he wants for it', /“Not much\. One favour, later/u],
    ['vi', 'space', 'Trạm liên lạc nhận được một đoạn ghi âm từ con tàu mất tích. Kỹ sư Hùng đã nghe hết đoạn đó.\n1. Phát lại\n2. Báo về Trái Đất', 'hỏi Hùng người trong ghi âm nói gì', /Hùng đáp: “Chỉ mấy chữ, lặp đi lặp lại/u],
    ['ko', 'horror', '산장 주인 할아버지가 창문마다 소금을 뿌리고 있다. 해가 지기 시작한다.\n1. 돕는다\n2. 방으로 간다', '할아버지한테 밖에 뭐가 있냐고 물어본다', /“밤에만 나오는 거요/u],
    ['zh', 'pirate', '船夫老黄划着桨，一言不发。他的左手缠着绷带，还在渗血。\n1. 帮他划船\n2. 看看海面', '问老黄这手是怎么弄的', /老黄直说了：“很快，就在你来之前/u],
    ['en', 'fantasy', 'The witch hands you a silver mirror. On the windowsill, a black cat sits perfectly still, watching you.\n1. Look into the mirror\n2. Give it back', 'I ask the cat what it is staring at', /“You\. And what you're holding/u],
    ['ko', 'fantasy', '마법사가 준 반지를 끼자 동물의 말이 들린다. 지붕 위 까마귀가 고개를 갸웃하며 당신을 내려다본다.\n1. 반지를 뺀다\n2. 마을로 간다', '까마귀한테 뭘 그렇게 보냐고 묻는다', /“당신이요\. 그리고 당신 손에 든 거/u],
  ] as const)('%s: %s', (language, theme, story, choice, answer) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(answer);
    expect(text).not.toMatch(dodge);
  });

  it('puts the question to the person the story names, not to the words after their name', () => {
    const vi = beat(continueWith('vi', 'school', 'Giờ tan học, bạn thấy Hòa ngồi một mình ở ghế đá, mắt đỏ hoe.\n1. Lại gần\n2. Đi về', 'ngồi cạnh Hòa rồi hỏi ai làm cậu khóc vậy'));
    expect(vi).toMatch(/Hòa lắc đầu: “Một người bạn cũng biết/u);
    expect(vi).not.toMatch(/Ai làm cậu khóc (?:ngẩng|lắc)/u);
    const zh = beat(continueWith('zh', 'zombie', '你和表姐躲在地铁站里。表姐的手背上有一道新划痕。\n1. 找出口\n2. 包扎伤口', '问表姐这划痕是怎么来的'));
    expect(zh).toMatch(/表姐直说了/u);
    expect(zh).not.toMatch(/表姐这划痕(?:直说|移开)/u);
  });

  it('answers a question said straight to the person who spoke, in English text-speak too', () => {
    const en = beat(continueWith('en', 'fantasy', "A tall ferryman at the river's edge holds out his palm. 'One coin,' he says, 'and never ask my name.'\n1. Pay him\n2. Swim across", 'how do u know i have a coin??'));
    expect(en).toMatch(/You ask the tall ferryman: “How do you know I have a coin\?”/u);
    expect(en).toMatch(/seen it with my own eyes/u);
    expect(spellOutTextSpeak('ask if shes ok, i dont get it', 'en')).toBe("ask if she's ok, I don't get it");
    expect(spellOutTextSpeak('u', 'vi')).toBe('u');
  });

  it('reads the form from the question word', () => {
    expect(askedForm(' what the mark on the door means', 'en')).toBe('means');
    expect(askedForm(' where he got the knife', 'en')).toBe('got');
    expect(askedForm(' where did you get the knife', 'en')).toBe('got');
    expect(askedForm('cô ấy muốn gì', 'vi')).toBe('wants');
    expect(askedForm('창고 너머에 뭐가 있냐고 묻는다', 'ko')).toBe('there');
    expect(askedForm('他刚才说了什么', 'zh')).toBe('says');
  });
});

describe('adventure (round 16, adv17): a look finds something where it looked', () => {
  it.each([
    ['en', 'horror', 'The motel hallway is silent. A trail of wet footprints runs from the ice machine to room 12.\n1. Knock on 12\n2. Go back to your room', 'look behind the ice machine', /there's another wet footprint, fresh/u],
    ['vi', 'mystery', 'Trong phòng làm việc của ông chủ có vết máu trên thảm. Cửa sổ vẫn đóng chặt.\n1. Gọi cảnh sát\n2. Lục bàn', 'cúi xuống nhìn dưới gầm bàn', /Ở đó có thêm một vết máu nữa/u],
    ['ko', 'horror', '폐교 2층 복도. 교실 문마다 손자국이 찍혀 있다.\n1. 교실에 들어간다\n2. 내려간다', '사물함 안을 자세히 들여다본다', /손자국이 하나 더 있다/u],
    ['zh', 'cyberpunk', '地铁车厢里，对面一个穿风衣的女人一直低头摆弄着什么。\n1. 换车厢\n2. 下车', '偷偷看她手里拿着什么', /用深色布包着的小东西/u],
  ] as const)('%s: %s', (language, theme, story, choice, find) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(find);
    expect(text).not.toMatch(dodge);
    expect(text).not.toMatch(/facing the door|quay mặt về phía cửa|正对着门|你压低声音问/u);
  });

  it('looks at what someone holds', () => {
    const en = beat(continueWith('en', 'mystery', 'A man in a grey coat waits at the bus stop, one hand deep in his pocket, watching you.\n1. Cross the street\n2. Wait for the bus', "glance at what's in his hand"));
    expect(en).toMatch(/something small, wrapped in dark cloth/u);
    expect(en).not.toMatch(dodge);
  });

  it('reads a look only with a look verb at its head, a peek through a gap stays a peek', () => {
    expect(readLookFind('look under the bed', 'Wet footprints.', 'en')?.trace).toBe('wet footprints');
    expect(readLookFind('ask the guard about the bed', 'Wet footprints.', 'en')).toBeNull();
    const through = traceRun(() => continueWith('en', 'horror', 'Someone knocks twice on your door at 3 a.m.\n1. Open it\n2. Stay in bed', 'peek through the keyhole'));
    expect(through.path.join(' ')).not.toMatch(/look-find/u);
  });
});

describe('adventure (round 16, adv17): an ear to a door hears what is behind it', () => {
  it.each([
    ['en', 'school', 'Your phone is still in the science lab. The corridor lights are off, but light shows under the lab door.\n1. Go in\n2. Go home', 'put my ear to the lab door', /Behind the door, two voices are talking quietly/u],
    ['vi', 'horror', 'Căn phòng cuối hành lang bị khóa trái từ bên trong. Bà chủ trọ bảo phòng đó bỏ trống lâu rồi.\n1. Phá khóa\n2. Đi ngủ', 'áp tai vào cửa phòng nghe thử', /Sau cánh cửa có ai đó đang chậm rãi đi lại/u],
    ['zh', 'horror', '半夜，隔壁空房间里传来敲门声，一下，又一下。\n1. 报警\n2. 假装没听见', '把耳朵贴在墙上听', /敲击声停了，又贴着你的耳朵响起来/u],
  ] as const)('%s: %s', (language, theme, story, choice, heard) => {
    const text = continueWith(language, theme, story, choice);
    expect(beat(text)).toMatch(heard);
    expect(text.split('\n\n')[1] ?? '').toMatch(/Knock on the door|Gõ cửa|敲敲门/u);
  });
});

describe('adventure (round 16, adv17): a call into a place the story says is empty meets no one', () => {
  it.each([
    ['en', 'school', 'The art room is empty after the bell. A wet painting of your face is drying on an easel.\n1. Look closer\n2. Leave', 'I shout hello, who painted this?', /Nobody answers: there really is no one here but you/u],
    ['vi', 'horror', 'Bạn bước vào nhà kho. Trong kho không có ai, chỉ có một chiếc ghế còn đang đung đưa.\n1. Lại gần\n2. Ra ngoài', 'có ai ở đây không?', /Không ai đáp: ở đây đúng là chẳng có ai ngoài bạn/u],
    ['ko', 'school', '체육관에 불이 켜져 있는데 아무도 없다. 농구공 하나가 굴러와 발 앞에 멈춘다.\n1. 공을 줍는다\n2. 나간다', '아무도 없냐고 소리친다', /정말로 여기엔 당신뿐이다/u],
    ['zh', 'school', '周末的图书馆空无一人，可你常坐的位置上放着一杯还冒着热气的奶茶。\n1. 喝一口\n2. 离开', '我喊了一声：有人吗？', /这里确实只有你一个人/u],
  ] as const)('%s: %s', (language, theme, story, choice, empty) => {
    const text = beat(continueWith(language, theme, story, choice));
    expect(text).toMatch(empty);
    expect(text).not.toMatch(/Coming, just a second|ra liền|잠깐만요|来了来了/u);
  });

  it('keeps a sound the story had: something is there', () => {
    expect(callAnswer('The hall is empty. Then a knock comes from the cellar.', false, 'en')).toBe('sound-stops');
    expect(callAnswer('The hall is empty.', true, 'en')).toBe('empty');
  });
});
