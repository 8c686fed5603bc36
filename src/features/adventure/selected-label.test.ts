import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/adventure.json';
import ko from '../../i18n/locales/ko/adventure.json';
import vi from '../../i18n/locales/vi/adventure.json';
import zh from '../../i18n/locales/zh/adventure.json';
import { adventureStoryLog } from '../../../machines/adventure.machine';

describe("the adventure's 'selected:' label", () => {
  it('is the spec\'s Korean label in Korean and translated in the other languages', () => {
    expect(ko.selected).toBe('선택:');
    expect(en.selected).toBe('Selected:');
    expect(vi.selected).toBe('Đã chọn:');
    expect(zh.selected).toBe('选择：');
  });

  it('goes before the choice in the story log of every language', () => {
    const steps = [
      { choice: null, narration: 'Opening.', choices: ['A'], source: 'engine' as const },
      { choice: 'A', narration: 'Next.', choices: ['B'], source: 'engine' as const },
    ];
    for (const labels of [en, ko, vi, zh]) expect(adventureStoryLog(steps, labels.selected)).toBe(`Opening.\n\n${labels.selected} A\n\nNext.`);
  });
});
