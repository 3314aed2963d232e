import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./nav-link";

describe("isCurrentPath", () => {
  it("matches the same path, ignoring a trailing slash, query and hash", () => {
    expect(isCurrentPath("/shop", "/shop", { end: true })).toBe(true);
    expect(isCurrentPath("/shop/", "/shop", { end: true })).toBe(true);
    expect(isCurrentPath("/shop?sort=name#top", "/shop/", { end: true })).toBe(true);
  });

  it("marks a section link current below it only without end", () => {
    expect(isCurrentPath("/shop", "/shop/tall-vase", { end: false })).toBe(true);
    expect(isCurrentPath("/shop", "/shop/tall-vase", { end: true })).toBe(false);
    expect(isCurrentPath("/shop", "/shopping", { end: false })).toBe(false);
  });

  it("never marks the home link on other pages, nor links to other origins", () => {
    expect(isCurrentPath("/", "/about", { end: false })).toBe(false);
    expect(isCurrentPath("/", "/", { end: true })).toBe(true);
    expect(isCurrentPath("https://studio.example/", "/", { end: false })).toBe(false);
    expect(isCurrentPath("//cdn.example/x", "/x", { end: false })).toBe(false);
    expect(isCurrentPath("mailto:a@b.example", "/", { end: false })).toBe(false);
  });
});
