import { useSyncExternalStore } from 'react';

/** The short sounds the games play. */
export type GameSound = 'clear' | 'miss' | 'match' | 'win' | 'countdown';

/** Local-storage key of the site-wide sound choice ('on' or 'off'; nothing stored = off). */
export const soundStorageKey = 'playground-sound';

/** One tone of a sound: frequency in hertz, start and length in seconds, waveform and peak gain (0–1). */
interface Tone {
  hz: number;
  at: number;
  length: number;
  wave: OscillatorType;
  gain: number;
  /** Frequency at the end of the tone, in hertz (a slide), or none. */
  toHz?: number;
}

/** Every sound as a few synthesized tones (no audio files), each under half a second. */
const sounds: Readonly<Record<GameSound, readonly Tone[]>> = {
  clear: [
    { hz: 660, at: 0, length: 0.09, wave: 'triangle', gain: 0.25 },
    { hz: 990, at: 0.07, length: 0.14, wave: 'triangle', gain: 0.22 },
  ],
  miss: [{ hz: 220, at: 0, length: 0.2, wave: 'square', gain: 0.08, toHz: 140 }],
  match: [
    { hz: 523, at: 0, length: 0.1, wave: 'sine', gain: 0.28 },
    { hz: 784, at: 0.08, length: 0.16, wave: 'sine', gain: 0.25 },
  ],
  win: [
    { hz: 523, at: 0, length: 0.12, wave: 'triangle', gain: 0.22 },
    { hz: 659, at: 0.11, length: 0.12, wave: 'triangle', gain: 0.22 },
    { hz: 784, at: 0.22, length: 0.12, wave: 'triangle', gain: 0.22 },
    { hz: 1047, at: 0.33, length: 0.3, wave: 'triangle', gain: 0.24 },
  ],
  countdown: [{ hz: 880, at: 0, length: 0.06, wave: 'sine', gain: 0.18 }],
};

const listeners = new Set<() => void>();
let audio: AudioContext | null = null;

/** Whether sound is on (off by default and when storage cannot be read). */
export function isSoundOn(): boolean {
  try {
    return window.localStorage.getItem(soundStorageKey) === 'on';
  } catch {
    return false;
  }
}

/** Turns sound on or off for the whole site and remembers it. */
export function setSoundOn(on: boolean) {
  try {
    window.localStorage.setItem(soundStorageKey, on ? 'on' : 'off');
  } catch (error) {
    console.warn('The sound choice could not be saved.', error);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === soundStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The site-wide sound choice, live (another tab's choice too). */
export function useSoundOn(): boolean {
  return useSyncExternalStore(subscribe, isSoundOn, () => false);
}

/** Plays a game sound when sound is on; silent where Web Audio is missing or blocked. */
export function playSound(sound: GameSound) {
  if (!isSoundOn() || typeof window.AudioContext !== 'function') return;
  try {
    audio ??= new window.AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime + 0.01;
    for (const tone of sounds[sound]) {
      const oscillator = audio.createOscillator();
      const envelope = audio.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.hz, start + tone.at);
      if (tone.toHz) oscillator.frequency.exponentialRampToValueAtTime(tone.toHz, start + tone.at + tone.length);
      envelope.gain.setValueAtTime(0.0001, start + tone.at);
      envelope.gain.exponentialRampToValueAtTime(tone.gain, start + tone.at + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
      oscillator.connect(envelope).connect(audio.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.length + 0.02);
    }
  } catch (error) {
    console.warn('A game sound could not be played.', error);
  }
}
