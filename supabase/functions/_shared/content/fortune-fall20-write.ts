/**
 * The round-18 general fall-through written (issue 13, helper fort20; see fortune-fall20.ts): what the visitor wrote and
 * their question(s) told back, an answer in each question's form (a reason, a time, a way, one thing, a plan for the
 * worry, a lean with its reason or a fear answered), and the main question's one step.
 */
import type { PhraseComposer } from './phrase-grammar.ts';
import type { Fall20Form, FortuneFall20 } from './fortune-fall20.ts';
import { joinTold } from './fortune-form16-write.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { fall21Lines } from './data/fortune/fortune-fall21-lines.ts';
import { whose23Lines } from './data/fortune/fortune-whose23-lines.ts';
import { after24Lines } from './data/fortune/fortune-after24-lines.ts';
import { setsDeadline } from './fortune-whose23.ts';
import { fall20Lines, type Fall20FormLines, type Fall20Lines } from './data/fortune/fortune-fall20-lines.ts';

/** The lines that answer one form. Round 18 (fort21): a whether is answered from the sides the visitor's facts hold (both
 * named and weighed, a cost that must be solved first, a reason for it), a fear they named when no side is told; a bad
 * sign about the visitor's own life is not another person's to explain; a cause and a forecast have their own lines. */
function formLines(lines: Fall20Lines, form: Fall20Form, read: FortuneFall20, language: ContentLanguage): Fall20FormLines {
  const own = fall21Lines[language];
  if (form === 'cause' || form === 'forecast' || form === 'howNow') return own[form];
  if (form === 'whetherBad' && !read.other) return own.whetherBadOwn;
  if (form === 'whetherMind') return lines.whetherBad;
  if (form === 'what' && read.theirAny !== null) return whose23Lines[language].whatThrough;
  if (form !== 'whether') return lines[form];
  // Round 19 (fort23, fortune-whose23.ts): a whether another person answers is theirs; one that runs through another
  // person's act told beside it is asked of them plainly; a leaving act keeps its reason (their act) below.
  const whose = whose23Lines[language];
  if (!read.leaving && read.theirAsk) return whose.whetherTheirs;
  if (read.after) return after24Lines[language];
  if (!read.leaving && read.theirs !== null) return whose.whetherThrough;
  if (read.pro !== null && read.con !== null) return own.whetherWeigh;
  if (read.fear !== null) return lines.whetherFear;
  if (read.con !== null) return own.whetherCon;
  if (read.pro !== null) return read.leaving ? own.whetherLeave : own.whetherPro;
  // A deadline told beside a plain whether is the frame the yes must fit, not its reason.
  return read.near !== null && setsDeadline(read.near, language) ? whose.whetherFrame : lines.whether;
}

/** The main question's form. */
const form0 = (read: FortuneFall20): Fall20Form | undefined => read.asks[read.asks.length - 1]?.form;

/** The lines of one fall-through reading, in order. */
export function writeFall20Lines(read: FortuneFall20, c: PhraseComposer): string[] {
  const lines = fall20Lines[c.language];
  const main = read.asks[read.asks.length - 1];
  if (!main) return [];
  const earlier = read.asks.length > 1 ? read.asks[0] : undefined;
  // Two questions are told back in the order the visitor asked them.
  const [first, second] = earlier && earlier.at > main.at ? [main, earlier] : [earlier, main];
  c.setAll({ told: joinTold(read.told, c.language), ask: second?.said ?? main.said, ask2: first?.said ?? '', near: read.after && main.form === 'whether' ? read.after : (main.form === 'whetherMind' || main.form === 'whetherBad') && read.con !== null ? read.con : read.near ?? '', fear: read.fear ?? '', pro: read.pro ?? '', con: read.con ?? '', theirs: (form0(read) === 'what' ? read.theirAny : read.theirs) ?? '' });
  const told = read.told.length > 0;
  const echo = earlier ? (told ? lines.echoTwoTold : lines.echoTwoBare) : told ? lines.echoTold : lines.echoBare;
  const out = [c.line([echo])];
  // An earlier question gets its own form's answer first (bare: the told part is weighed by the main one).
  // A follow-up "what" beside a worry ("有没有别的推荐") is answered by the worry's second option.
  if (earlier && !(earlier.form === 'what' && main.form === 'worry')) out.push(c.line([formLines(lines, earlier.form, { ...read, pro: null, con: null, fear: null }, c.language).bare]));
  const answer = formLines(lines, main.form, read, c.language);
  out.push(c.line([read.near !== null ? answer.near : answer.bare]), c.line([answer.step]));
  return out;
}
