import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adventureNarration, parseAdventureChoices } from './adventure-choices.ts';
import { stripCodeFences } from './structured-result.ts';

// Spec §4: a line starting with a number followed by '.', ')' or ']', or with '-' or a bullet, loses that marker and
// becomes a choice; the story text keeps the other lines.

/** A choice's words: starts and ends with a letter, no marker characters, no line breaks. */
const choiceText = fc
  .array(fc.constantFrom('go', 'left', 'Open', 'the', 'door', 'run', '문을', '연다', 'đi', 'trái', '打开', '门', 'ask', 'Kai'), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '));

/** A narration line: never starts with a digit, dash or bullet (as the story text a writer means). */
const narrationLine = fc
  .array(fc.constantFrom('The', 'night', 'is', 'cold.', '밤이', '깊다.', 'Trời', 'tối.', '夜深了。', 'A', 'lantern', 'sways,'), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(' '));

/** A choice marker as models write them: numbered with '.', ')' or ']', or a dash or bullet. */
const marker = (index: number) =>
  fc.constantFrom(`${index + 1}.`, `${index + 1})`, `${index + 1}]`, `${index + 1} .`, '-', '•', '●', '◦', '▪', '‣', '·');

/** Spaces a model may put around the marker and the text. */
const spaces = fc.constantFrom('', ' ', '  ', '\t', '   ');

/** A model's adventure answer: narration lines, optional blank lines, then marked choice lines. */
const answer = fc
  .tuple(fc.array(narrationLine, { minLength: 1, maxLength: 4 }), fc.array(choiceText, { minLength: 1, maxLength: 6 }), fc.boolean())
  .chain(([narration, choices, blankBefore]) =>
    fc
      .tuple(...choices.map((_, index) => fc.tuple(spaces, marker(index), spaces, spaces)))
      .map((decorations) => ({
        narration,
        choices,
        text: [
          ...narration,
          ...(blankBefore ? [''] : []),
          ...choices.map((choice, index) => {
            const [lead, mark, gap, trail] = decorations[index] ?? ['', '-', ' ', ''];
            return `${lead}${mark}${gap === '' ? ' ' : gap}${choice}${trail}`;
          }),
        ].join('\n'),
      })),
  );

describe('parseAdventureChoices (property)', () => {
  it('finds every marked choice, in order, with its marker and spaces stripped', () => {
    fc.assert(
      fc.property(answer, ({ text, choices }) => {
        expect(parseAdventureChoices(text)).toEqual(choices);
      }),
    );
  });

  it('keeps every other line as the story text', () => {
    fc.assert(
      fc.property(answer, ({ text, narration }) => {
        expect(adventureNarration(text)).toBe(narration.join('\n'));
      }),
    );
  });

  it('reads the same choices from an answer wrapped in a code fence, and the same story once the fence is removed', () => {
    fc.assert(
      fc.property(answer, fc.constantFrom('```', '```text', '```markdown'), ({ text, choices, narration }, fence) => {
        const fenced = `${fence}\n${text}\n\`\`\``;
        expect(parseAdventureChoices(fenced)).toEqual(choices);
        expect(adventureNarration(stripCodeFences(fenced))).toBe(narration.join('\n'));
      }),
    );
  });

  it('reads Windows line ends and bold choices like Unix ones', () => {
    fc.assert(
      fc.property(answer, ({ text, choices }) => {
        expect(parseAdventureChoices(text.replace(/\n/g, '\r\n'))).toEqual(choices);
        const bold = text.split('\n').map((line) => line.replace(/^(\s*\S+\s+)(.+?)(\s*)$/u, (whole, head: string, body: string, tail: string) => (choices.includes(body) ? `${head}**${body}**${tail}` : whole)));
        expect(parseAdventureChoices(bold.join('\n'))).toEqual(choices);
      }),
    );
  });

  it('never returns a choice that is empty, keeps a marker, or spans lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const choice of parseAdventureChoices(text)) {
          expect(choice.trim()).toBe(choice);
          expect(choice).not.toMatch(/[\r\n]/);
          expect(choice).toMatch(/[\p{L}\p{N}]/u);
        }
      }),
    );
  });
});

describe('parseAdventureChoices (examples)', () => {
  it('strips the markers of the spec', () => {
    expect(parseAdventureChoices('Story.\n1. Go left\n2) Go right\n3] Wait\n- Hide\n• Run')).toEqual(['Go left', 'Go right', 'Wait', 'Hide', 'Run']);
  });

  it('skips markers with no words after them and keeps narration that merely contains numbers', () => {
    const text = 'It was 3 a.m. when the bell rang.\n1.\n-\n2. Answer the door';
    expect(parseAdventureChoices(text)).toEqual(['Answer the door']);
    expect(adventureNarration(text)).toBe('It was 3 a.m. when the bell rang.');
  });
});
