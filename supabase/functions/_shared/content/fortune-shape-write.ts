/**
 * Shape answers of the fortune teller (issue 13, round 10): one answer per shape that uses the shape's slots. A plan not
 * made yet is weighed as a choice still open (never "it's bought, now pay it off"); a contact or an ask is answered in
 * its direction (I reach out / they reached out / I ask / I was asked); "quit X to do Y" is read as Y, with advice about Y.
 */
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneShape } from './fortune-shape-read.ts';
import { shapeLines } from './data/fortune/fortune-shape-lines.ts';
import { questionShapeLines } from './data/fortune/fortune-shape-question-lines.ts';
import { theirResultLines } from './data/fortune/fortune-shape11-their-lines.ts';

const exNames = { en: 'your ex', vi: 'người yêu cũ', ko: '전 연인', zh: '前任' } as const;
const someone = { en: 'the other person', vi: 'người ấy', ko: '그 사람', zh: '对方' } as const;

/** The lines of a shape answer, in order: the reading of the shape, its lean and condition, then the slot lines. */
export function writeShapeLines(shape: FortuneShape, c: PhraseComposer): string[] {
  const { language } = c;
  const lines = shapeLines[language];
  const out: string[] = [];
  const who = shape.who ?? (shape.ex ? exNames[language] : someone[language]);
  c.setAll({ who, whom: shape.whom ?? who });
  switch (shape.kind) {
    case 'plan': {
      const act = shape.act ?? 'buy';
      c.set('thing', shape.thing ?? lines.actNames[act]);
      // A plan someone else pushes is still the visitor's open choice: the pusher is named, the choice stays theirs.
      const open = shape.pusher !== null ? c.set('pusher', shape.pusher).line(questionShapeLines[language].pushedOpen) : c.line(lines.planOpen);
      out.push(open, c.line(lines.planLean[act]));
      if (shape.instalment && act === 'buy') out.push(c.line(lines.planInstalment));
      if (shape.alt !== null) out.push(c.set('alt', shape.alt).line(lines.planAlt));
      if (shape.timeGiven) out.push(c.line(lines.planTime));
      if (shape.against !== null) out.push(c.set('against', shape.against).line(questionShapeLines[language].against));
      break;
    }
    case 'reachOut':
      out.push(c.line(lines.reachOut));
      if (shape.fear) out.push(c.line(lines.reachOutFear));
      break;
    case 'theyReached': {
      // An ex's message is weighed against why it ended; anyone else's first move is a sign of interest to answer.
      if (!shape.ex) {
        out.push(c.line(lines.theyReachedOther));
        break;
      }
      const [first, second] = lines.theyReached;
      if (first) out.push(c.line([first]));
      if (second && shape.meet) out.push(c.line([second]));
      break;
    }
    case 'askOut':
      out.push(c.line(lines.askOut));
      if (shape.what !== null) out.push(c.set('what', shape.what).line(lines.askHowWhat));
      else out.push(c.line(lines.askHow));
      break;
    case 'askedOut':
      out.push(...lines.askedOut.map((line) => c.line([line])));
      break;
    case 'quitFor':
      c.setAll({ goal: shape.goal ?? '', from: shape.from ?? '' });
      out.push(c.line(shape.from !== null ? lines.quitOpen : lines.quitOpenBare));
      if (shape.year !== null) out.push(c.set('when', shape.year).line(lines.quitTimingYear));
      else if (shape.timeGiven) out.push(c.line(lines.quitTiming));
      out.push(c.line(shape.goalKind === 'learn' ? lines.quitLearn : shape.goalKind === 'start' ? lines.quitStart : lines.quitOther));
      if (shape.against !== null) out.push(c.set('against', shape.against).line(questionShapeLines[language].against));
      out.push(c.line(lines.quitCushion));
      break;
    case 'theirEvent':
    case 'lend':
    case 'inTime':
    case 'when':
      out.push(...writeQuestionLines(shape, c));
      break;
  }
  return out;
}

/** The lines of a question shape: the question form answered with the visitor's phrases, then one tip that fits it. */
function writeQuestionLines(shape: FortuneShape, c: PhraseComposer): string[] {
  const lines = questionShapeLines[c.language];
  const slots = shape.question;
  if (slots === null) return [];
  c.setAll({ who: slots.who ?? someone[c.language], amount: slots.amount ?? '', task: slots.task ?? '', now: slots.now ?? '', later: slots.later ?? '', event: slots.event ?? '' });
  switch (shape.kind) {
    case 'theirEvent': {
      if (slots.eventKind === 'surgery') return [c.line(lines.theirSurgery), c.line(lines.theirSurgeryTip)];
      // Round 11: a result waited for is read through the person; the asker's hope for them is named as theirs.
      const their = theirResultLines[c.language];
      if (slots.eventKind === 'result') return [c.line(their.result), c.line(their.hope), c.line(their.resultTip)];
      return [c.line(lines.theirTest), c.line(their.hope), c.line(lines.theirTestTip)];
    }
    case 'lend':
      return [c.line(slots.amount !== null ? lines.lend : lines.lendNoSum), c.line(lines.lendTip)];
    case 'inTime':
      return [c.line(lines.inTime), c.line(lines.inTimeTip)];
    case 'when':
      return [c.line(slots.now !== null ? lines.when : lines.whenBare), c.line(lines.whenTip)];
    default:
      return [];
  }
}
