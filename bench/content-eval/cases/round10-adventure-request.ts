/**
 * Round 10 of issue 13 (the lead's adventure read, set E): a request made of a person in the story. Something borrowed
 * is handed over by the lender, and the lender is the person named (not "Mượn Tuấn"); something shown gets that
 * person's reaction, with their warning when the story says they gave one. Two requests per language.
 */
import type { AdventureTheme, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf } from '../adventure-facts.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const inBeat = (label: string, pattern: RegExp): EvalFact => ({ label, check: (text) => pattern.test(narrationOf(text)) });
const adventure = (id: string, language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'adventure-continue', language, input: { input, currentStory, choice }, facts });

const requestCases: EvalCase[] = [
  adventure('r10-adv-en-show', 'en', 'fantasy', "The dragon's egg in your backpack has started to crack. The village elder, Bram, warned you never to let it hatch inside the walls.\n1. Run for the forest gate\n2. Show the egg to Bram\n3. Wrap the egg in your cloak and hide in the barn", '2', [
    inBeat('Bram reacts to the egg', /Bram (?:takes|turns|looks)[^.]*egg/u),
    inBeat('his warning is remembered', /warned/u),
  ]),
  adventure('r10-adv-en-borrow', 'en', 'school', 'You forgot your calculator at home, and the maths test starts in five minutes. Priya, next to you, always carries two.\n1. Borrow a calculator from Priya\n2. Tell the teacher\n3. Do it by hand', '1', [
    inBeat('Priya hands the calculator over', /Priya[^.]*hands over[^.]*calculator/u),
  ]),
  adventure('r10-adv-vi-borrow', 'vi', 'school', 'Hôm nay lớp bạn có bài kiểm tra toán, nhưng bạn để quên máy tính cầm tay ở nhà. Bạn ngồi cạnh Tuấn, người luôn mang hai cái.\n1. Hỏi mượn Tuấn\n2. Xin cô cho làm bằng tay\n3. Chạy về nhà lấy', '1', [
    inBeat('Tuấn lends the calculator', /Tuấn[^.]*đưa[^.]*máy tính cầm tay/u),
    { label: 'no person called "Mượn Tuấn"', check: not(/Mượn Tuấn/u) },
  ]),
  adventure('r10-adv-vi-show', 'vi', 'school', 'Bạn nhặt được một tấm ảnh cũ dưới gầm bàn, sau lưng ảnh có ghi tên trường từ năm 1990. Cô Hạnh đang đứng ở cửa lớp.\n1. Cho cô Hạnh xem tấm ảnh\n2. Cất vào cặp', '1', [
    inBeat('Cô Hạnh looks at the photo', /Cô Hạnh[^.]*tấm ảnh/u),
  ]),
  adventure('r10-adv-ko-borrow', 'ko', 'fantasy', '마법 학교 입학 시험 날, 너의 지팡이가 갑자기 부러졌다. 시험관 서린 교수가 너를 부른다.\n1. 부러진 지팡이로 시험을 본다\n2. 사실대로 말한다\n3. 친구 하준에게 지팡이를 빌린다', '3', [
    inBeat('하준 lends the wand', /하준은[^.]*지팡이를[^.]*건네/u),
    { label: 'no stock "the last person near it" reply', check: not(/마지막으로 있던 사람/u) },
  ]),
  adventure('r10-adv-ko-show', 'ko', 'mystery', '너는 기차 식당칸에서 찻잔 아래 깔린 쪽지 한 장을 주웠다. 차장 박씨가 다가온다.\n1. 차장에게 쪽지를 보여 준다\n2. 주머니에 넣는다', '1', [
    inBeat('the conductor reacts to the note', /차장은 쪽지를/u),
  ]),
  adventure('r10-adv-zh-borrow', 'zh', 'school', '数学考试前，我发现忘了带计算器，同桌小美总是带两个。\n1. 向小美借\n2. 跟老师说实话\n3. 自己心算', '1', [
    inBeat('小美 lends the calculator', /小美[^。]*计算器递给你/u),
  ]),
  adventure('r10-adv-zh-show', 'zh', 'fantasy', '黑衣人留下一封信就不见了，信封上画着一朵黑色的莲花。掌柜正在柜台后面擦杯子。\n1. 把信给掌柜看\n2. 拆开信看看', '1', [
    inBeat('the innkeeper reacts to the letter', /掌柜把信拿在手里/u),
  ]),
];

/** A call for help to a service far away: answered as a service, with how far help is (or talked through on a clock). */
const contactCases: EvalCase[] = [
  adventure('r10-adv-en-control', 'en', 'space', 'The oxygen alarm goes off: two hours of air left. Engineer Cole says the spare tanks are in bay B, but the bay door is jammed.\n1. Pry the door open\n2. Radio mission control\n3. Check the main oxygen system', '2', [
    inBeat('mission control answers', /mission control answers/u),
    { label: 'no friend\'s "I\'m coming"', check: not(/I'm coming/u) },
  ]),
  adventure('r10-adv-vi-rescue', 'vi', 'zombie', 'Bạn và em gái trốn trên sân thượng bệnh viện. Dưới cầu thang có tiếng cào cửa. Bạn còn một chiếc bộ đàm.\n1. Dùng bộ đàm gọi trung tâm cứu hộ\n2. Chặn cửa sân thượng\n3. Tìm đường sang tòa nhà bên', '1', [
    inBeat('the rescue centre answers with how far help is', /trung tâm cứu hộ trả lời[^]*phút nữa/u),
  ]),
  adventure('r10-adv-ko-police', 'ko', 'mystery', '폭우로 고립된 산장에서 주인 할아버지가 사라졌다. 전화는 끊겼지만 무전기 하나가 남아 있다.\n1. 무전기로 경찰에 연락한다\n2. 할아버지 방을 살펴본다\n3. 다른 손님들을 깨운다', '1', [
    inBeat('the police answer and say when they can come', /경찰에서[^]*아침 전에는/u),
  ]),
  adventure('r10-adv-zh-control', 'zh', 'space', '空间站的氧气警报突然响起，只剩两个小时的氧气。工程师王涛说备用氧气罐在B舱，但B舱的门卡住了。\n1. 去B舱撬门\n2. 联系地面控制中心\n3. 检查主氧气系统', '2', [
    inBeat('ground control answers: nobody can come in two hours, it talks them through', /地面控制中心[^]*谁也赶不到/u),
  ]),
];
/** A climb made to look: the height shows something of the story's kind; the companion stays below. */
const lookoutCases: EvalCase[] = [
  adventure('r10-adv-en-mast', 'en', 'pirate', "Your ship drifts into a fog so thick you can't see the bow. Captain Mara orders silence. Somewhere ahead, a bell rings three times.\n1. Steer toward the bell\n2. Drop anchor and wait\n3. Send the rowboat ahead with a lantern", 'I climb the mast to look above the fog', [
    inBeat('above the fog, something is seen', /above it[^]*From up here you see/u),
    { label: 'the captain is not up the mast beside you', check: (text) => !/Captain Mara (?:stays|keeps|is) (?:close|right)/u.test(narrationOf(text)) },
  ]),
  adventure('r10-adv-vi-roof', 'vi', 'zombie', 'Bạn và em gái trốn trong siêu thị. Bên ngoài có tiếng gào ngày càng gần.\n1. Leo lên mái nhà để nhìn\n2. Chặn cửa', '1', [
    inBeat('the roof shows the streets', /Từ trên cao, bạn thấy/u),
  ]),
  adventure('r10-adv-ko-tree', 'ko', 'fantasy', '숲속에서 길을 잃었다. 요정 루미가 네 어깨 위에 앉아 있다.\n1. 나무 위에 올라가 주변을 살핀다\n2. 왔던 길로 돌아간다', '1', [
    inBeat('the tree top shows the forest', /위에서 보니/u),
  ]),
  adventure('r10-adv-zh-tower', 'zh', 'mystery', '庄园里的管家失踪了。雨夜，你站在院子里。\n1. 爬上钟楼看看\n2. 去管家的房间', '1', [
    inBeat('the bell tower shows the yard', /从高处/u),
    { label: 'nobody called 失踪了', check: not(/失踪了(?:紧紧|一直|跟)/u) },
  ]),
];

export const cases: EvalCase[] = [...requestCases, ...contactCases, ...lookoutCases];
