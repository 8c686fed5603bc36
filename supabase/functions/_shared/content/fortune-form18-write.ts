/**
 * The round-17 readers written (issue 13, helper fort18; see fortune-form18.ts): a lateness answered about the visitor's
 * age and act, a month's ask answered with that month's weather and the part of the plan it tests, and a choice between
 * two life steps weighed by name with the visitor's own words on each side; each ends with one step on their situation.
 */
import { either23Lines } from './data/fortune/fortune-either23-lines.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneForm18 } from './fortune-form18.ts';
import { joinTold } from './fortune-form16-write.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { form18Lines } from './data/fortune/fortune-form18-lines.ts';
import { writeEitherLines } from './fortune-either22.ts';

/** The middle of the week, where a request is heard best. */
const midweek: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Tuesday', 'Wednesday', 'Thursday'],
  vi: ['thứ Ba', 'thứ Tư', 'thứ Năm'],
  ko: ['화요일', '수요일', '목요일'],
  zh: ['周二', '周三', '周四'],
};

/** The lines of one reading by form, in order. */
export function writeForm18Lines(form: FortuneForm18, c: PhraseComposer): string[] {
  const lines = form18Lines[c.language];
  switch (form.kind) {
    case 'late': {
      c.setAll({ age: String(form.age), later: String(form.age + 2), act: form.act, told: joinTold(form.told, c.language) });
      return [c.line(lines.lateAnswer), ...(form.told.length > 0 ? [c.line(lines.lateTold)] : []), c.line(lines.lateStep)];
    }
    case 'season': {
      c.setAll({ month: form.month, ask: form.ask, told: joinTold(form.told, c.language), part: form.part ?? '', weather: form.weather });
      const [answer, step] = form.season === 'wet' ? [lines.seasonWet, lines.seasonStepWet] : form.season === 'cold' ? [lines.seasonCold, lines.seasonStepCold] : form.season === 'hot' ? [lines.seasonHot, lines.seasonStepHot] : [lines.seasonMild, lines.seasonStepMild];
      return [c.line(form.told.length > 0 ? lines.seasonEchoTold : lines.seasonEcho), c.line(answer), c.line(form.byWeather ? (form.part === null ? lines.conditionPlainGo : lines.conditionPartGo) : form.part === null ? lines.conditionPlain : lines.conditionPart), c.line(step)];
    }
    case 'how': {
      c.set('ask', form.ask);
      return [c.line(lines.howEcho), c.line(lines.howWay), ...(form.health ? [c.line(lines.howHealth)] : []), c.line(lines.howStep)];
    }
    case 'when': {
      c.setAll({ ask: form.ask, now: form.now ?? '', wait: form.wait ?? '' });
      // A day in the middle of the week (Tuesday to Thursday), unless the visitor named one.
      if (!/^(?:Tuesday|Wednesday|Thursday|thứ Ba|thứ Tư|thứ Năm|화요일|수요일|목요일|周二|周三|周四|星期二|星期三|星期四)$/u.test(c.get('weekday'))) c.set('weekday', c.pick(midweek[c.language]));
      const paired = form.now !== null && form.wait !== null;
      return [c.line(lines.whenEcho), c.line(paired ? lines.whenWait : lines.whenDay), c.line(paired ? lines.whenWaitStep : lines.whenDayStep)];
    }
    default: {
      const [a, b] = form.options;
      c.setAll({ a, b, pick: form.options[form.pick], other: form.options[form.pick === 0 ? 1 : 0], because: form.because ?? '', told: joinTold(form.weights, c.language), contrast: form.contrast ?? '' });
      const parts = [c.line(form.weights.length > 0 ? lines.eitherEchoTold : lines.eitherEcho)];
      const side = (index: 0 | 1): string | null => {
        const name = form.options[index];
        const told = form.sides[index];
        c.setAll({ name, side: told ?? '' });
        if (told !== null) return c.line(lines.sideTold);
        const role = form.roles[index];
        return role === 'change' ? c.line(lines.sideChange) : role === 'keep' ? c.line(lines.sideKeep) : null;
      };
      const sides = [side(0), side(1)];
      if (sides.every((line) => line === null)) parts.push(c.line(lines.sidesPlain));
      else parts.push(...sides.filter((line): line is string => line !== null));
      // Round 18 (fort22): no "named first" lean: the choice weighed from what the visitor wrote, with its own step.
      if (form.weighed !== null && form.weighed.reason !== 'even') return [...parts, ...writeEitherLines(form.weighed, c, false, form.weighed.because !== null && [...form.sides, ...form.weights].some((told) => told !== null && told.includes(form.weighed?.because ?? '\u0000')))];
      // Nothing the visitor wrote tips it: the lean is said as light, never as "named first".
      const lean = form.weighed !== null ? lines.leanEven : { statusQuo: lines.leanStatusQuo, purpose: lines.leanPurpose, people: lines.leanPeople, first: lines.leanFirst }[form.reason];
      // Round 19 (fort23): a keep-or-change choice leaned by the cost the visitor wrote on one side says that cost.
      const costLean = form.reason === 'statusQuo' && form.cost !== null ? either23Lines[c.language][form.keeps ? 'leanKeepCost' : 'leanChangeCost'] : null;
      parts.push(costLean !== null ? c.set('cost', form.cost ?? '').line([costLean]) : c.line(lean));
      if (form.contrast !== null && !form.sides.includes(form.contrast) && form.cost !== form.contrast) parts.push(c.line(lines.contrastCheck));
      parts.push(c.line(lines.eitherStep));
      return parts;
    }
  }
}
