import { describe, expect, it } from "vitest";
import { postStanding, STANDING_WORDS } from "./post-standing";

/** What the post screen says of where a post stands: never live before a publish has put it there (docs/behaviour/page-builder.md#journal-posts). */
describe("a post's standing", () => {
  it("is a draft, then ready for the next publish once marked ready, and live only after a publish", () => {
    expect(postStanding("draft", undefined, false)).toBe("draft");
    expect(postStanding("draft", "saved", true)).toBe("draft");
    expect(postStanding("published", "ready", false)).toBe("ready");
    expect(postStanding("published", "ready", true)).toBe("live");
    expect(postStanding("published", "saved", false)).toBe("changed");
    expect(postStanding("published", undefined, false)).toBe("marked");
  });

  it("says so in plain words, none of them claiming the post is published before it is", () => {
    expect(STANDING_WORDS.ready).toEqual({ badge: "Ready for the next publish", line: "Not on the site yet: it goes live when you press Publish the site." });
    expect(STANDING_WORDS.live.badge).toBe("Live");
    for (const standing of ["draft", "ready", "changed", "marked"] as const) expect(STANDING_WORDS[standing].badge).not.toMatch(/published|live/i);
  });
});
