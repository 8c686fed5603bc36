/**
 * Evaluation cases from the fifth blind read (docs/blind-reads/2026-11-25-fifth-read.*), rows 49–56 (lyrics-poem), plus
 * four class probes (the read's failure shapes in other words, one per language) and four fresh requests written after the
 * fixes and scored blind (own5-*). The facts say what the reviewer asked for:
 * the theme's own world in the lines (diner, lake, football, graduation, a crowded commute and a boss), the emotion kept
 * (a breakup chorus is not a comfort chorus, an anger rap does not rhyme on dreams taking flight), and the failure classes
 * as negative facts: no whole sentence of the request pasted as an opening line, no count or duration used as a noun
 * ("six years is waiting"), no dependent noun cut from its modifier ("날 편의점"), no cut chunk ("此各奔东西").
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** A fact checked on a poem's body, without its title line. */
function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

/** The body's lines without section labels. */
const bodyLines = (text: string): string[] => text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line.length > 0 && !/^[[【［(]/u.test(line));

/** No line of the body appears more than three times. */
const noOverRepeat: EvalFact = {
  label: 'no line repeated more than three times',
  check: (text) => {
    const counts = new Map<string, number>();
    for (const line of bodyLines(text)) counts.set(line, (counts.get(line) ?? 0) + 1);
    return [...counts.values()].every((count) => count <= 3);
  },
};

/** The request's first clause (up to its first comma) is not pasted into a body line. */
const noPastedClause = (input: string): EvalFact => {
  const clause = (input.split(/[,，、]/u)[0] ?? input).trim();
  return inBody('no whole clause of the request pasted as a line', (body) => !body.toLowerCase().includes(clause.toLowerCase()));
};

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts: [...facts, noPastedClause(input), noOverRepeat] });

/** Counts and durations that are never a singable noun ("six years is waiting", "I send six years"). */
const durationAsNoun = /(?:six years|two years|ten years) (?:is|are|waits?|waiting)|(?:send|miss|hold|love) (?:the )?(?:six|two|ten) years/iu;

/** The 8 lyrics requests of the fifth blind read, then 4 new ones. */
export const cases: EvalCase[] = [
  lyrics('blind5-lyrics-en-1', 'en', 'Driving home alone after my last shift at the diner where I worked for six years', 'longing', 'indie_folk', [
    inBody('no duration used as a noun ("six years is waiting")', not(durationAsNoun)),
    inBody('no broken "At the diner where," line', not(/diner where,/iu)),
    inBody('the road home or the diner in the lines (apron, booth, counter, headlights, road, car…)', /apron|booth|counter|headlight|road|car\b|wheel|coffee|last shift|diner/iu),
  ]),
  lyrics('blind5-lyrics-en-2', 'en', 'My old golden retriever finally learning to swim at the lake this summer', 'joy', 'haiku', [
    inBody('the dog in the water (paws, splash, swim, lake, water, fur…)', /paw|splash|swim|lake|water|fur|tail|wet/iu),
    inBody('no "golden is in bloom"', not(/golden is in bloom/iu)),
    inBody('three short lines', (body) => bodyLines(`t\n${body}`).length === 3),
  ]),
  lyrics('blind5-lyrics-vi-1', 'vi', 'Mưa Sài Gòn chiều tan tầm, đi ngang quán cà phê cũ nơi từng hẹn hò với người yêu cũ', 'breakup', 'ballad', [
    inBody('rain in the lines', /mưa/iu),
    inBody('no capitalised "Mưa" pasted mid-line', not(/\S \bMưa Sài Gòn/u)),
    inBody('no comfort chorus in a breakup song', not(/Chút ấm áp là đủ rồi|Những niềm an ủi nhỏ nhoi/iu)),
  ]),
  lyrics('blind5-lyrics-vi-2', 'vi', 'Cổ vũ đội tuyển bóng đá Việt Nam trước trận chung kết AFF trên sân Mỹ Đình', 'cheering', 'rap', [
    inBody('the tournament is not a goal to run to ("Chạy về phía AFF", "Đừng dừng, AFF")', not(/về phía AFF|Đừng dừng, AFF|tới AFF|lấy AFF/iu)),
    inBody('football in the lines (bóng, sân, cầu thủ, khán đài, cờ, đội tuyển…)', /bóng|sân|cầu thủ|khán đài|cờ đỏ|đội tuyển|bàn thắng|tiếng còi/iu),
  ]),
  lyrics('blind5-lyrics-ko-1', 'ko', '공무원 시험에 또 떨어진 친구에게 건네고 싶은 말', 'comfort', 'poem', [
    inBody('no "지친 나를 위해" perspective slip', not(/지친 나를 위해/u)),
    inBody('the exam in the lines (수험표, 시험, 독서실, 문제집…)', /수험표|시험|독서실|문제집|합격/u),
  ]),
  lyrics('blind5-lyrics-ko-2', 'ko', '첫눈 오는 날 편의점 앞에서 좋아하는 사람에게 고백하기', 'love', 'dance_pop', [
    inBody('no "날 편의점" hook (날 reads as 나를)', not(/날 편의점/u)),
    inBody('first snow in the lines (첫눈, 눈송이, 눈이…)', /첫눈|눈송이|눈이|눈 내리|하얀 눈/u),
  ]),
  lyrics('blind5-lyrics-zh-1', 'zh', '大学毕业那天和室友在宿舍楼下拥抱告别，从此各奔东西', 'sadness', 'free_verse', [
    inBody('no cut chunk "此各奔东西"', not(/(?<!从)此各奔东西/u)),
    inBody('no exam imagery in a graduation poem (准考证)', not(/准考证/u)),
  ]),
  lyrics('blind5-lyrics-zh-2', 'zh', '每天挤两小时地铁上班，方案改了八遍还被老板当众骂', 'anger', 'rap', [
    inBody('no empty carriage on a packed commute', not(/空荡的车厢/u)),
    inBody('no uplift rhyme fillers in an anger rap', not(/让梦飞翔|照亮前方|笑着面对难|奔向天际|写下传奇|梦想不散/u)),
  ]),
  // ── four class probes (same shapes as the read's failures, other wording), one per language ─────────────────────
  lyrics('class5-lyrics-en-1', 'en', 'Ten years of Sunday phone calls with my sister who lives in Melbourne', 'longing', 'ballad', [
    inBody('no duration used as a noun', not(/ten years (?:is|are|waits?|waiting)|(?:send|miss|hold) ten years/iu)),
  ]),
  lyrics('class5-lyrics-vi-1', 'vi', 'Ba năm làm thêm ở quán trà sữa, hôm nay là ca cuối cùng', 'sadness', 'rap', [
    inBody('no duration as a noun ("Đừng dừng, ba năm")', not(/(?:Đừng dừng|về phía|tới), ba năm|ba năm,? bạn làm được/iu)),
    inBody('no uplift rhyme fillers in a sad rap', not(/để giấc mơ tung bay|bay cao hơn mỗi ngày|không ngừng vươn lên/iu)),
  ]),
  lyrics('class5-lyrics-ko-1', 'ko', '비 오는 날 우산 없이 뛰어간 퇴근길에 화가 났던 일', 'anger', 'rap', [
    inBody('no "날 …" fragment', not(/날 우산|날 퇴근/u)),
    inBody('no uplift rhyme fillers in an anger rap', not(/더 높이 날아|내일을 약속해|끝까지 사랑해/u)),
  ]),
  lyrics('class5-lyrics-zh-1', 'zh', '搬家那天发现小时候的日记本，从此再也没写过', 'longing', 'song', [
    inBody('no cut chunk starting on 此', not(/(?<!从)此再也/u)),
  ]),
  // ── four fresh requests written after the fixes, scored blind (en 2, vi 2, ko 3, zh 3) ────────────────────────────
  lyrics('own5-lyrics-en-1', 'en', 'Teaching my little sister to ride a bike in the church parking lot before she leaves for college', 'hope', 'song', [
    inBody('no verb used as a noun ("There was leaves")', not(/There (?:was|is) leaves/iu)),
    inBody('the bike lesson (bike, pedal, handlebars, let go, wobble…)', /pedal|handlebar|let go|wobble|training wheels|balance/iu),
    inBody('college ahead', /college|dorm|campus|leav(?:e|ing) for/iu),
  ]),
  lyrics('own5-lyrics-vi-1', 'vi', 'Bố chở tôi đi thi đại học bằng chiếc xe Cub cũ, đứng chờ ngoài cổng trường cả buổi sáng', 'love', 'ballad', [
    inBody('dad waiting at the gate or the old motorbike', /cổng trường|xe Cub|chiếc xe|đứng chờ|đợi con/iu),
    inBody('the exam is ahead, not over (no "ngủ quên", "thẻ dự thi cất")', not(/Thẻ dự thi cất|được ngủ quên|chẳng để thi/iu)),
  ]),
  lyrics('own5-lyrics-ko-1', 'ko', '이사 가는 날 텅 빈 방에서 마지막으로 불을 끄며', 'longing', 'free_verse', [
    inBody('the light switched off in the empty room', /불을 끄|스위치|불이 꺼|어두워/u),
    { label: 'title not cut on an object particle ("…불을")', check: (text) => !/[을를]$/u.test(text.split('\n')[0] ?? '') },
  ]),
  lyrics('own5-lyrics-zh-1', 'zh', '外婆的老房子要拆了，院子里那棵桂花树不知道会去哪', 'sadness', 'poem', [
    inBody('the osmanthus tree', /桂花/u),
    inBody('the demolition (拆, 推土机, 搬走, 老房子…)', /拆|推土机|搬走|老房子/u),
  ]),
];
