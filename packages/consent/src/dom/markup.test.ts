// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderBlockedScript } from "./markup";
import { BLOCKED_SCRIPT_SELECTOR } from "../layer1/names";

describe("renderBlockedScript", () => {
  it("writes the plugin's blocked-script markup", () => {
    expect(renderBlockedScript({ category: "analytics", src: "https://example.com/a.js", attributes: { async: true } })).toBe(
      '<script type="text/plain" data-cli-class="cli-blocker-script" data-cli-script-type="analytics" data-cli-block="true" data-cli-element-position="head" src="https://example.com/a.js" async></script>',
    );
  });

  it("escapes attribute values and cannot be closed early by its code", () => {
    const html = renderBlockedScript({ category: 'a"b', code: 'x("</script><b>")', position: "body", module: true });
    document.body.innerHTML = html;
    const script = document.querySelector<HTMLScriptElement>(BLOCKED_SCRIPT_SELECTOR)!;
    expect(script.getAttribute("data-cli-script-type")).toBe('a"b');
    expect(script.getAttribute("data-cli-original-type")).toBe("module");
    expect(script.text).toBe('x("<\\/script><b>")');
    expect(document.querySelector("b")).toBeNull();
  });
});
