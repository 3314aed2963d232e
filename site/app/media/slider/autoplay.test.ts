import { describe, expect, it, vi } from "vitest";
import { createAutoplay, type AutoplayState } from "./autoplay";

function setup(delayMs = 6000) {
  vi.useFakeTimers();
  const steps = vi.fn();
  const states: AutoplayState[] = [];
  const autoplay = createAutoplay({ delayMs, onStep: steps, onChange: (s) => states.push(s) });
  return { autoplay, steps, states };
}

describe("slider autoplay", () => {
  it("starts stopped and steps every interval once playing", () => {
    const { autoplay, steps } = setup();
    expect(autoplay.state()).toBe("stopped");
    autoplay.play();
    vi.advanceTimersByTime(5999);
    expect(steps).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(steps).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(12000);
    expect(steps).toHaveBeenCalledTimes(3);
  });

  it("pauses while hovered, hidden or covered and plays again with a full interval when nothing holds it", () => {
    const { autoplay, steps, states } = setup(3000);
    autoplay.play();
    vi.advanceTimersByTime(2000);
    autoplay.pause("hover");
    autoplay.pause("hidden");
    autoplay.pause("covered");
    vi.advanceTimersByTime(10000);
    expect(steps).not.toHaveBeenCalled();
    autoplay.resume("hover");
    autoplay.resume("hidden");
    expect(autoplay.state()).toBe("paused");
    autoplay.resume("covered");
    expect(autoplay.state()).toBe("playing");
    vi.advanceTimersByTime(2999);
    expect(steps).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(steps).toHaveBeenCalledTimes(1);
    expect(states).toEqual(["playing", "paused", "playing"]);
  });

  it("stops for good on interaction: neither a hover ending nor the tab returning restarts it", () => {
    const { autoplay, steps } = setup();
    autoplay.play();
    autoplay.pause("hover");
    autoplay.stop();
    autoplay.resume("hover");
    autoplay.pause("hidden");
    autoplay.resume("hidden");
    vi.advanceTimersByTime(60000);
    expect(autoplay.state()).toBe("stopped");
    expect(steps).not.toHaveBeenCalled();
  });

  it("Play while a reason holds waits paused; a stop during a step ends the cycle", () => {
    const { autoplay } = setup();
    autoplay.pause("hover");
    autoplay.play();
    expect(autoplay.state()).toBe("paused");
    autoplay.resume("hover");
    expect(autoplay.state()).toBe("playing");
    const stopping = createAutoplay({ delayMs: 100, onStep: () => stopping.stop() });
    stopping.play();
    vi.advanceTimersByTime(100);
    expect(stopping.state()).toBe("stopped");
  });

  it("leaves no timer after destroy", () => {
    const { autoplay, steps } = setup();
    autoplay.play();
    autoplay.destroy();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60000);
    expect(steps).not.toHaveBeenCalled();
  });
});
