/**
 * A slider's autoplay (docs/behaviour/media.md#sliders, its "Autoplay" paragraph): three
 * states, as the theme this replaces had them.
 * - `playing`: a step every `delayMs`;
 * - `paused`: for as long as something holds it (the pointer over the slider, the tab
 *   hidden, a dialog over the page), then playing again with a full interval;
 * - `stopped`: for good after the visitor used the slider (dragged, pressed a button or a
 *   key, moved focus into it), until they press Play.
 * Pure: the timer functions come in, so it is tested with a fake clock.
 */
export type AutoplayState = "stopped" | "playing" | "paused";
export type PauseReason = "hover" | "hidden" | "covered";

export type AutoplayOptions = {
  /** Interval between steps, ms. */
  delayMs: number;
  /** Moves the slider one step on. */
  onStep: () => void;
  /** Told every change of state. @default nothing */
  onChange: (state: AutoplayState) => void;
  /** The timer functions (tests pass a fake clock's). @default the window's */
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
};

export type Autoplay = {
  state(): AutoplayState;
  /** Starts playing (or paused, while a reason holds): at start, and the Play button. */
  play(): void;
  /** Stops for good: a visitor's interaction, the Pause button. */
  stop(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  destroy(): void;
};

export function createAutoplay(options: Partial<AutoplayOptions> & Pick<AutoplayOptions, "delayMs" | "onStep">): Autoplay {
  const o: AutoplayOptions = {
    onChange: () => {},
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    ...options,
  };
  let state: AutoplayState = "stopped";
  let timer: unknown;
  const reasons = new Set<PauseReason>();

  const clear = () => {
    if (timer !== undefined) o.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    timer = o.setTimeout(() => {
      timer = undefined;
      if (state !== "playing") return;
      o.onStep();
      if (state === "playing") schedule();
    }, o.delayMs);
  };
  const set = (next: AutoplayState) => {
    if (next === "playing") schedule();
    else clear();
    if (next === state) return;
    state = next;
    o.onChange(state);
  };

  return {
    state: () => state,
    play: () => set(reasons.size > 0 ? "paused" : "playing"),
    stop: () => set("stopped"),
    pause(reason) {
      reasons.add(reason);
      if (state === "playing") set("paused");
    },
    resume(reason) {
      reasons.delete(reason);
      if (state === "paused" && reasons.size === 0) set("playing");
    },
    destroy() {
      clear();
      reasons.clear();
    },
  };
}
