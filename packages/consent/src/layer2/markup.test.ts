// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderLayer2Shadow } from "./markup";
import { defaultOptions, type Options } from "./options";

const categories = [
  { slug: "essential", name: "Essential", description: "", locked: true, services: [] },
  { slug: "marketing", name: "Marketing <ads>", description: "Embeds & \"more\"", locked: false, services: [{ slug: "youtube", name: "YouTube", description: "" }] },
];

function shadow(o: Partial<Options> = {}) {
  const host = document.createElement("div");
  const template = document.createElement("template");
  template.innerHTML = renderLayer2Shadow({ ...defaultOptions, categories, ...o }).replace(/^<template shadowrootmode="open">|<\/template>$/g, "");
  host.append(template.content.cloneNode(true));
  return host;
}

describe("layer 2's markup", () => {
  it("is a declarative shadow root", () => {
    expect(renderLayer2Shadow({ ...defaultOptions, categories })).toMatch(/^<template shadowrootmode="open">[\s\S]*<\/template>$/);
  });

  it("writes the layout and position on the banner; the modal layout is a dialog over a backdrop", () => {
    const bar = shadow({ layout: "long", position: "top" }).querySelector(".wpconsent-banner")!;
    expect([bar.getAttribute("data-layout"), bar.getAttribute("data-position"), bar.getAttribute("role")]).toEqual(["long", "top", null]);
    const modal = shadow({ layout: "modal", position: "center" });
    expect(modal.querySelector(".wpconsent-banner")!.getAttribute("role")).toBe("dialog");
    expect(modal.querySelector(".wpconsent-slot-banner .wpconsent-backdrop")).not.toBeNull();
  });

  it("leaves out each button whose flag is off, the banner when disabled, and the floating button when disabled", () => {
    const names = (o: Partial<Options>) => [...shadow(o).querySelectorAll(".wpconsent-banner .wpconsent-button")].map((b) => b.textContent);
    expect(names({})).toEqual(["Accept all", "Reject all", "Preferences"]);
    expect(names({ acceptButton: false })).toEqual(["Reject all", "Preferences"]);
    expect(names({ cancelButton: false, preferencesButton: false })).toEqual(["Accept all"]);
    expect(shadow({ bannerEnabled: false }).querySelector(".wpconsent-banner")).toBeNull();
    expect(shadow({ floatingEnabled: false }).querySelector(".wpconsent-floating-button")).toBeNull();
  });

  it("lists each category with its services; essential is checked and disabled; words are escaped", () => {
    const root = shadow();
    const essential = root.querySelector<HTMLInputElement>("input[data-category=essential]")!;
    expect([essential.checked, essential.disabled]).toEqual([true, true]);
    expect(root.querySelector("label[for=wpconsent-category-marketing]")!.textContent).toBe("Marketing <ads>");
    expect(root.querySelector("#wpconsent-category-marketing-description")!.textContent).toBe('Embeds & "more"');
    expect(root.querySelector("#wpconsent-category-marketing-services input[data-service=youtube]")).not.toBeNull();
    expect(root.querySelector("input[data-category=essential] ~ .wpconsent-accordion")).toBeNull();
  });

  it("speaks the site's words", () => {
    const root = shadow({ texts: { ...defaultOptions.texts, acceptAll: "Tout accepter", preferencesTitle: "Préférences" } });
    expect(root.querySelector(".wpconsent-button-accept-all")!.textContent).toBe("Tout accepter");
    expect(root.querySelector(".wpconsent-preferences-title")!.textContent).toBe("Préférences");
  });

  it("speaks only the site's words, in the page's language: every text and accessible name is one of them, and nothing sets its own lang", () => {
    const words = Object.fromEntries(Object.keys(defaultOptions.texts).map((key) => [key, `«${key}»`])) as unknown as Options["texts"];
    const root = shadow({ texts: words, categories: categories.map((c) => ({ ...c, name: "«category»", description: "" })) });
    const texts = [...root.querySelectorAll("*")].flatMap((el) => [
      ...[...el.childNodes].filter((n) => n.nodeType === 3 && n.parentElement?.localName !== "style" && n.textContent!.trim()).map((n) => n.textContent!.trim()),
      ...(el.getAttribute("aria-label") ? [el.getAttribute("aria-label")!] : []),
    ]);
    expect(texts.filter((t) => !/^«\w+»$/.test(t) && t !== "×" && t !== "YouTube")).toEqual([]);
    expect(root.querySelector("[lang]")).toBeNull();
  });
});
