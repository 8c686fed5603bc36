/** Korean persona pack: the shared pools and the nine voices (one file per persona under ko/). */
import type { PersonaPack } from './persona-pack.ts';
import { koGirl } from './ko/girl.ts';
import { koChef } from './ko/chef.ts';
import { koDetective } from './ko/detective.ts';
import { koPsychologist } from './ko/psychologist.ts';
import { koKid } from './ko/kid.ts';
import { koKpopMale } from './ko/kpop-male.ts';
import { koKpopFemale } from './ko/kpop-female.ts';
import { koAstrologer } from './ko/astrologer.ts';
import { koChildhoodFriend } from './ko/childhood-friend.ts';

/** Korean persona pack. */
export const personaKo: PersonaPack = {
  pools: {
    dish: ['김치찌개', '소고기 쌀국수', '버섯 리조또', '순두부찌개', '바삭한 군만두', '연어 스테이크', '토마토 달걀볶음', '닭곰탕', '물냉면', '된장찌개', '미소 라멘', '반숙 달걀 올린 비빔밥', '카레 우동', '베리 팬케이크', '잔치국수', '김치볶음밥'],
    color: ['금', '은', '분홍', '주황', '청록', '남', '하늘', '살구', '산호', '에메랄드'],
    hour: ['오전 7시', '9시 10분', '정오', '오후 3시', '4시 반', '해 질 녘', '저녁 8시', '자정 직전'],
    direction: ['북', '동', '남', '서', '북동', '남서'],
  },
  voices: {
    girl: koGirl,
    chef: koChef,
    detective: koDetective,
    psychologist: koPsychologist,
    kid: koKid,
    kpop_male: koKpopMale,
    kpop_female: koKpopFemale,
    astrologer: koAstrologer,
    childhood_friend: koChildhoodFriend,
  },
};
