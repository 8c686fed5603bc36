import { describe, expect, it } from 'vitest';
import { finalSound, koreanParticleNames, withParticle, isKoreanPredicateForm } from './korean-particles.ts';

describe('withParticle', () => {
  it('chooses the form by the final consonant of a Hangul word', () => {
    expect([withParticle('사랑', '이'), withParticle('바다', '이')]).toEqual(['사랑이', '바다가']);
    expect([withParticle('꿈', '을'), withParticle('노래', '를')]).toEqual(['꿈을', '노래를']);
    expect([withParticle('밤', '은'), withParticle('하루', '는')]).toEqual(['밤은', '하루는']);
    expect([withParticle('별', '과'), withParticle('나', '와')]).toEqual(['별과', '나와']);
    expect([withParticle('데이트', '이에요'), withParticle('출근', '이에요')]).toEqual(['데이트예요', '출근이에요']);
    expect([withParticle('민지', '이라고'), withParticle('지훈', '라고')]).toEqual(['민지라고', '지훈이라고']);
  });

  it('accepts either form of a pair as the name of the particle', () => {
    expect([withParticle('바다', '가'), withParticle('사랑', '가'), withParticle('꿈', '를'), withParticle('노래', '을')]).toEqual(['바다가', '사랑이', '꿈을', '노래를']);
  });

  it('uses 로 after a vowel or ㄹ and 으로 after other consonants', () => {
    expect([withParticle('서울', '으로'), withParticle('집', '으로'), withParticle('길', '으로'), withParticle('바다', '으로')]).toEqual(['서울로', '집으로', '길로', '바다로']);
    expect([withParticle('서울', '로'), withParticle('집', '로')]).toEqual(['서울로', '집으로']);
  });

  it('reads Latin names as Korean writes them', () => {
    expect([withParticle('Chris', '이'), withParticle('Chris', '은'), withParticle('Chris', '을')]).toEqual(['Chris가', 'Chris는', 'Chris를']);
    expect([withParticle('David', '이'), withParticle('Mark', '은'), withParticle('Kate', '을'), withParticle('Peter', '이')]).toEqual(['David가', 'Mark는', 'Kate를', 'Peter가']);
    expect([withParticle('Jin', '이'), withParticle('dream', '을'), withParticle('Young', '은')]).toEqual(['Jin이', 'dream을', 'Young은']);
    expect([withParticle('Jack', '이'), withParticle('Bob', '은'), withParticle('Eric', '을')]).toEqual(['Jack이', 'Bob은', 'Eric을']);
    expect([withParticle('Paul', '으로'), withParticle('Paul', '이'), withParticle('Tom', '으로'), withParticle('love', '을')]).toEqual(['Paul로', 'Paul이', 'Tom으로', 'love를']);
  });

  it('reads short all-capital words letter by letter', () => {
    expect([withParticle('BTS', '은'), withParticle('URL', '으로'), withParticle('PM', '이'), withParticle('TV', '을')]).toEqual(['BTS는', 'URL로', 'PM이', 'TV를']);
  });

  it('reads numbers by their Sino-Korean sound', () => {
    const subject = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((n) => withParticle(n, '이'));
    expect(subject).toEqual(['1이', '2가', '3이', '4가', '5가', '6이', '7이', '8이', '9가', '10이']);
    expect([withParticle('1', '으로'), withParticle('3', '으로'), withParticle('2', '으로'), withParticle('10', '으로')]).toEqual(['1로', '3으로', '2로', '10으로']);
    expect([withParticle('2024', '은'), withParticle('3.5', '을'), withParticle('100', '은')]).toEqual(['2024는', '3.5를', '100은']);
  });

  it('changes the pronouns 나, 너, 저 before 이/가 only', () => {
    expect([withParticle('나', '이'), withParticle('너', '가'), withParticle('저', '이')]).toEqual(['내가', '네가', '제가']);
    expect([withParticle('나', '는'), withParticle('너', '의')]).toEqual(['나는', '너의']);
  });

  it('ignores trailing punctuation and appends fixed or unknown particles unchanged', () => {
    expect(finalSound('Seoul!')).toBe('rieul');
    expect(finalSound('“사랑”')).toBe('other');
    expect(withParticle('너', '에게')).toBe('너에게');
    expect(koreanParticleNames.has('에게') && koreanParticleNames.has('이라는') && !koreanParticleNames.has('xyz')).toBe(true);
  });
});

describe('isKoreanPredicateForm', () => {
  it('tells verb forms from nouns and names', () => {
    for (const word of ['졸다가', '졸다', '입은', '걷던', '먹고', '웃으며', '사는']) expect(isKoreanPredicateForm(word)).toBe(true);
    for (const word of ['바다가', '베란다', '지은', '하은', '할머니', '우비', '방송이']) expect(isKoreanPredicateForm(word)).toBe(false);
  });
});
