import { describe, expect, it } from 'vitest';
import { finalSound, withParticle } from './korean-particles.ts';

describe('withParticle', () => {
  it('chooses the form by the final consonant of a Hangul word', () => {
    expect([withParticle('사랑', '이'), withParticle('바다', '이')]).toEqual(['사랑이', '바다가']);
    expect([withParticle('꿈', '을'), withParticle('노래', '를')]).toEqual(['꿈을', '노래를']);
    expect([withParticle('밤', '은'), withParticle('하루', '는')]).toEqual(['밤은', '하루는']);
    expect([withParticle('별', '과'), withParticle('나', '와')]).toEqual(['별과', '나와']);
    expect([withParticle('데이트', '이에요'), withParticle('출근', '이에요')]).toEqual(['데이트예요', '출근이에요']);
  });

  it('uses 로 after a vowel or ㄹ and 으로 after other consonants', () => {
    expect([withParticle('서울', '으로'), withParticle('바다', '으로'), withParticle('집', '으로')]).toEqual(['서울로', '바다로', '집으로']);
  });

  it('guesses Latin words and digits by how they are read', () => {
    expect(withParticle('dream', '을')).toBe('dream을');
    expect(withParticle('love', '을')).toBe('love를');
    expect(withParticle('2024', '은')).toBe('2024는');
    expect(withParticle('7', '으로')).toBe('7로');
    expect(finalSound('Seoul!')).toBe('rieul');
  });

  it('appends unknown particles unchanged', () => {
    expect(withParticle('너', '에게')).toBe('너에게');
  });
});
