// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "./login-form";

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's sign-in form (docs/owner.md#opening-the-studio)", () => {
  it("asks for the second factor's code once the password is right, and sends both", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { code?: string };
      sent.push(body);
      return body.code
        ? { status: 401, json: async () => ({ secondFactor: true, message: "That code is not right or was used already." }) }
        : { status: 401, json: async () => ({ secondFactor: true, message: "Enter the six-digit code your authenticator app shows." }) };
    });
    const host = document.createElement("div");
    document.body.append(host);
    flushSync(() => createRoot(host).render(<LoginForm />));
    expect(host.querySelector("h1")!.textContent).toBe("Studio");
    expect(host.querySelector("#code")).toBeNull();
    type(host.querySelector<HTMLInputElement>("#password")!, "a long kiln password");
    host.querySelector("form")!.requestSubmit();
    await vi.waitFor(() => expect(host.querySelector("#code")).not.toBeNull());
    expect(host.querySelector('[role="alert"]')!.textContent).toMatch(/six-digit code/);
    type(host.querySelector<HTMLInputElement>("#code")!, "123456");
    host.querySelector("form")!.requestSubmit();
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')!.textContent).toMatch(/not right/));
    expect(sent).toEqual([{ password: "a long kiln password" }, { password: "a long kiln password", code: "123456" }]);
    expect(host.querySelector<HTMLLabelElement>('label[for="code"]')!.textContent).toBe("Code from your authenticator app, or a recovery code");
  });
});
