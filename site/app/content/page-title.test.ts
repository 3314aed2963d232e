import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title";

describe("a page's title", () => {
  it("is the page's, then the site's name", () => {
    expect(pageTitle({ title: "About", pathname: "/about" }, "Hollow Oak Pottery")).toBe("About — Hollow Oak Pottery");
  });

  it("is the site's current name alone on the home page, whatever name the home page's file still holds", () => {
    expect(pageTitle({ title: "Hollow Oak Studio", pathname: "/" }, "Hollow Oak Pottery")).toBe("Hollow Oak Pottery");
    expect(pageTitle({ title: "Welcome", pathname: "/" }, "Hollow Oak Pottery")).toBe("Hollow Oak Pottery");
  });

  it("is the name alone for a page titled with it, or untitled", () => {
    expect(pageTitle({ title: "Hollow Oak Pottery", pathname: "/studio" }, "Hollow Oak Pottery")).toBe("Hollow Oak Pottery");
    expect(pageTitle({ title: "", pathname: "/cart" }, "Hollow Oak Pottery")).toBe("Hollow Oak Pottery");
  });
});
