/**
 * Round 11 (issue 13): the lead's cases, from the classes found in the lead's set G read (written before the round and
 * scored on 99fef70): going home for the holidays sung as the journey home, never the year away; "alone" said of a trip
 * or in a sad song is no "I did it myself"; a count before 小 + a character (全是小洞) is a noun, never a name the chat
 * asks about; a bake that came out flat or rubbery is a rise problem (never the tough-meat rescue); a trip abroad
 * with no road named gets airport advice; a couple's next step (moving in, marrying) is weighed as that step, and "too
 * soon?" gets no stock yes.
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts });
const fortune = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'fortune-telling', language, input: { category: 'travel', input }, facts });

export const cases: EvalCase[] = [
  lyrics('r11-lead-lyrics-vi-home', 'vi', 'chuyến xe khách về quê ăn Tết', 'joy', 'song', [
    { label: 'the journey home (về nhà, mẹ gọi, quây quần)', check: (text) => /Về nhà thôi|sắp về tới|quây quần|Mẹ gọi/u.test(text) },
    { label: 'never the year away ("chẳng về được nhà")', check: not(/chẳng về được nhà|thiếu ta|trống chỗ của ta/u) },
  ]),
  lyrics('r11-lead-lyrics-zh-home', 'zh', '坐高铁回家过年', 'joy', 'song', [
    { label: 'the journey home (回家过年, 快到了, 到哪了)', check: (text) => /回家过年，回家过年|快到了|到哪了|一个座位都不空/u.test(text) },
    { label: 'never the year away (又回不了家)', check: not(/又回不了家|空着我的座位|又少了我/u) },
  ]),
  lyrics('r11-lead-lyrics-ko-sea', 'ko', '이별 후 처음 혼자 간 겨울 바다', 'sadness', 'ballad', [
    { label: 'no pride chorus ("내 힘으로 해냈어")', check: not(/내 힘으로 해냈어|처음이지만 마지막은 아니야/u) },
  ]),
  lyrics('r11-lead-lyrics-en-trip', 'en', 'the first trip I went on by myself after the divorce', 'sadness', 'ballad', [
    { label: 'no pride chorus ("I did it on my own")', check: not(/I did it on my own|my hands were shaking, but I did it myself/iu) },
  ]),
  evalCase({ id: 'r11-lead-chat-zh-holes', type: 'persona-chat', language: 'zh', input: { persona: 'chef', messages: [{ role: 'user', content: '我蒸的鸡蛋羹表面全是小洞，怎么才能蒸得滑一点？' }] }, facts: [
    { label: '小洞 is never a person ("你和小洞")', check: not(/你和小洞|小洞后来/u) },
  ] }),
  evalCase({ id: 'r11-lead-chat-en-pancakes', type: 'persona-chat', language: 'en', input: { persona: 'chef', messages: [{ role: 'user', content: 'My pancakes come out flat and rubbery every time, what am I doing wrong?' }] }, facts: [
    { label: 'the batter or the leavening (overmixing, baking powder)', check: (text) => /baking powder|overwork|batter/iu.test(text) },
    { label: 'not the tough-meat rescue', check: not(/across the grain/iu) },
  ] }),
  evalCase({ id: 'r11-lead-chat-vi-sponge', type: 'persona-chat', language: 'vi', input: { persona: 'chef', messages: [{ role: 'user', content: 'Bánh bông lan của mình nướng xong cứ bị xẹp, sao vậy?' }] }, facts: [
    { label: 'names the cake and the rise (bột nở, men, trộn)', check: (text) => /Bánh bông lan/u.test(text) && /bột nở|men|trộn/u.test(text) },
  ] }),
  evalCase({ id: 'r11-lead-fortune-en-movein', type: 'fortune-telling', language: 'en', input: { category: 'love', input: 'My girlfriend wants us to move in together after six months. Is it too soon?' }, facts: [
    { label: 'weighs moving in together (a shared home, bills, chores)', check: (text) => /home you two|moving in together/iu.test(text) && /bills|chores/iu.test(text) },
    { label: 'no stock yes to "too soon?"', check: not(/clear yes|careful yes|lean toward yes/iu) },
  ] }),
  evalCase({ id: 'r11-lead-fortune-ko-marry', type: 'fortune-telling', language: 'ko', input: { category: 'love', input: '사귄 지 1년인데 결혼 얘기를 꺼내도 될까요?' }, facts: [
    { label: '결혼과 그 시기를 다룬다', check: (text) => /결혼/u.test(text) && /양가|사는 곳|달력|개월/u.test(text) },
  ] }),
  evalCase({ id: 'r11-lead-fortune-zh-torn', type: 'fortune-telling', language: 'zh', input: { category: 'work', input: '考研还是直接工作，我真的很纠结。' }, facts: [
    { label: 'names both options (考研, 直接工作)', check: (text) => /考研/u.test(text) && /直接工作/u.test(text) },
    { label: 'not an exam tomorrow (考前一晚)', check: not(/考前一晚|眼前的考试/u) },
  ] }),
  fortune('r11-lead-fortune-ko-abroad', 'ko', '다음 달에 부모님 모시고 처음으로 해외여행 가는데 괜찮을까요?', [
    { label: 'airport advice', check: (text) => /공항|여권/u.test(text) },
    { label: 'no "drive in daylight"', check: not(/낮에 운전/u) },
  ]),
  fortune('r11-lead-fortune-vi-abroad', 'vi', 'Tháng sau con đưa bố mẹ đi nước ngoài lần đầu, có suôn sẻ không ạ?', [
    { label: 'airport advice', check: (text) => /sân bay|hộ chiếu/u.test(text) },
    { label: 'no "drive in daylight"', check: not(/chạy xe ban ngày/u) },
  ]),
];
