/** A short "pop" through Web Audio: no audio file to download. Created on the user's gesture. */
export function createPop(): (() => void) | null {
  const Context = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  const audio = new Context();
  return () => {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.setValueAtTime(520, audio.currentTime);
    osc.frequency.exponentialRampToValueAtTime(180, audio.currentTime + 0.12);
    gain.gain.setValueAtTime(0.25, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.12);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.13);
  };
}
