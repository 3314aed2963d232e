// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { LoginForm } from "../login-form";
import { shellWords } from "./shell";
import { applyStudioLanguage, setStudioLanguage, wordsOf } from "./studio-words";

/** The studio's page takes the language its server names at once, before sign-in (docs/behaviour/page-builder.md#the-studios-language). */
afterEach(() => {
  setStudioLanguage("en");
  document.documentElement.removeAttribute("dir");
  document.documentElement.lang = "";
});

function signIn() {
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  flushSync(() => root.render(<LoginForm />));
  const shown = { heading: host.querySelector("h1")?.textContent, label: host.querySelector("label")?.textContent, button: host.querySelector("button")?.textContent };
  root.unmount();
  host.remove();
  return shown;
}

describe("the studio's page in the owner's language", () => {
  it("reads from right to left in Arabic, and asks for the password in Arabic", () => {
    applyStudioLanguage("ar", () => wordsOf(shellWords).title);
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.title).toBe("مشغل الموقع");
    expect(signIn()).toEqual({ heading: "مشغل الموقع", label: "كلمة المرور", button: "تسجيل الدخول" });
  });

  it("stays left to right, in English, for the demo's English site", () => {
    applyStudioLanguage("en", () => wordsOf(shellWords).title);
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.title).toBe("Studio");
    expect(signIn()).toEqual({ heading: "Studio", label: "Password", button: "Sign in" });
  });
});
