import { holdClicks, type ClickHoldOptions } from "./click-hold";
import { createEventStore } from "./event-store";
import { armTrigger, type Trigger, type TriggerOptions } from "./triggers";

export type WakeOptions = {
  trigger: Partial<TriggerOptions>;
  hold: Partial<ClickHoldOptions>;
};

export type Waking = {
  /** Resolves once the part is awake or has shown why it is not. */
  settled: Promise<void>;
  /** Disarms the trigger and gives back any held click's hold (the code may still arrive). */
  destroy(): void;
};

/**
 * One part's way from asleep to awake, shared by islands and enhancers: its trigger is
 * armed, and until `awaken` settles, plain clicks on it are held so the one that woke
 * it reaches the code (or, if the code failed, the browser) afterwards.
 * `awaken` loads the code and starts it; it shows its own errors and never rejects.
 */
export function wake(element: Element, trigger: Trigger, awaken: () => Promise<void>, options: Partial<WakeOptions> = {}): Waking {
  const armed = createEventStore();
  const holding = createEventStore();
  // A part that wakes at load has nothing to hold clicks for: its links work meanwhile. The
  // consent bar's and banner's buttons, which do nothing without code, are held by the boot
  // script from the first paint (docs/behaviour/consent-layer-1.md#early-presses).
  const hold = trigger === "load" ? undefined : holdClicks(element, holding, options.hold);
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  armTrigger(
    element,
    trigger,
    () => {
      armed.clear();
      void awaken().finally(() => {
        hold?.release({ replay: true });
        settle();
      });
    },
    armed,
    options.trigger,
  );
  return {
    settled,
    destroy() {
      armed.clear();
      holding.clear();
    },
  };
}
