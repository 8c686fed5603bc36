/** Korean persona voices (the original voices): shared pools here, the nine voices in three files. */
import type { PersonaPack } from './persona-pack.ts';
import { koGirlChefDetective } from './ko-girl-chef-detective.ts';
import { koPsychologistKidKpopMale } from './ko-psychologist-kid-kpop-male.ts';
import { koKpopFemaleAstrologerFriend } from './ko-kpop-female-astrologer-friend.ts';
import { koExtraGirlToPsychologist } from './ko-extra-girl-to-psychologist.ts';
import { koExtraKidToFriend } from './ko-extra-kid-to-friend.ts';
import { extendVoices } from './extend-voices.ts';

/** Korean persona pack. */
export const personaKo: PersonaPack = {
  pools: {
    dish: ['김치찌개', '소고기 쌀국수', '버섯 리조또', '순두부찌개', '바삭한 군만두', '연어 스테이크', '토마토 달걀볶음', '닭곰탕', '물냉면', '된장찌개', '미소 라멘', '반숙 달걀 올린 비빔밥', '카레 우동', '베리 팬케이크', '잔치국수', '김치볶음밥'],
    color: ['금', '은', '분홍', '주황', '청록', '남', '하늘', '살구', '산호', '에메랄드'],
    hour: ['오전 7시', '9시 10분', '정오', '오후 3시', '4시 반', '해 질 녘', '저녁 8시', '자정 직전'],
    direction: ['북', '동', '남', '서', '북동', '남서'],
  },
  voices: extendVoices({ ...koGirlChefDetective, ...koPsychologistKidKpopMale, ...koKpopFemaleAstrologerFriend }, koExtraGirlToPsychologist, koExtraKidToFriend),
};
