import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { darken } from "./colour";
import { ConsentLayer } from "./consent-layer";
import { privacyPlainText, truncatePrivacy } from "./privacy-text";
import { createLayer1 } from "../../layer1/adapter";
import { createLayer1Engine, createServerEnvironment } from "../../layer1/engine";
import type { Options } from "../../layer1/options";
import type { ConsentUiSettings } from "./types";
import { barSizes } from "./use-bar-size";

const button = { text: "Accept", asButton: true, colour: "#ffffff", background: "#336699" };
const settings: ConsentUiSettings = {
  cookieBarAs: "popup",
  barPosition: "bottom",
  widgetPosition: "right",
  popupOverlay: true,
  headerFix: false,
  colours: { background: "#ffffff", text: "#333333", border: "#dddddd" },
  font: "inherit",
  animateSpeedShow: 300,
  animateSpeedHide: 300,
  showAgainTab: true,
  showAgainX: "100px",
  showAgainText: "Manage consent",
  message: "We use cookies.",
  heading: "",
  button1: button,
  button2: { ...button, text: "Read more", asButton: false, url: "/privacy-policy", hideBarOnPage: false },
  button3: { ...button, text: "Reject All" },
  button4: { ...button, text: "Cookie Settings" },
  button6: { ...button, text: "Do not sell my personal information", style: "link" },
  button7: { ...button, text: "Accept All", hoverColour: "#000000" },
  barButtons: ["button4", "button3", "button7", "button6"],
  showReadMore: true,
  privacyOverview: "Overview",
  categories: [{ slug: "necessary", name: "Necessary", description: "", locked: true }],
};
/** Layer 1 as the pre-rendering pass has it: the real engine over the server environment. */
const prerendered = (options: Partial<Options> = {}) =>
  createLayer1(createLayer1Engine({ categories: [{ slug: "necessary", locked: true }], ...options }, createServerEnvironment()), options);
const layer = prerendered();

describe("ConsentLayer pre-rendered", () => {
  const html = renderToStaticMarkup(<ConsentLayer settings={settings} layer={layer} />);

  it("renders the bar without a visibility attribute, so CSS alone decides before hydration", () => {
    expect(html).toContain('aria-label="Cookie consent"');
    expect(html).toContain('data-cli-style="popup"');
    expect(html).not.toContain("data-cli-visible");
  });

  it("renders the configured buttons in order with their hover colours", () => {
    const order = ["Cookie Settings", "Reject All", "Accept All"].map((t) => html.indexOf(`>${t}<`));
    expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
    expect(html).toContain("--cli-hover:#000000");
    expect(html).toContain(`--cli-hover:${darken("#336699")}`);
    expect(html).toContain('href="/privacy-policy"');
  });

  it("leaves the CCPA control out unless it applies", () => {
    expect(html).not.toContain("Do not sell");
    const ccpa = renderToStaticMarkup(<ConsentLayer settings={settings} layer={prerendered({ ccpaEnabled: true, ccpaType: "ccpa_gdpr" })} />);
    expect(ccpa).toContain("Do not sell my personal information");
  });

  it("renders the show-again tab only when enabled", () => {
    expect(html).toContain(">Manage consent<");
    expect(renderToStaticMarkup(<ConsentLayer settings={{ ...settings, showAgainTab: false }} layer={layer} />)).not.toContain(
      "Manage consent",
    );
  });
});

describe("helpers", () => {
  it("darkens a colour by 20%", () => {
    expect(darken("#ffffff")).toBe("#cccccc");
    expect(darken("#336699")).toBe("#29527a");
  });

  it("computes popup and widget sizes from the window (docs/behaviour/consent-layer-1.md#the-bar)", () => {
    expect(barSizes(1280, 800)).toEqual({ "--cli-popup-w": "500px", "--cli-widget-w": "300px", "--cli-max-h": "760px" });
    expect(barSizes(700, 600)["--cli-popup-w"]).toBe("680px");
    expect(barSizes(701, 600)["--cli-popup-w"]).toBe("500px");
    expect(barSizes(400, 600)["--cli-widget-w"]).toBe("370px");
    expect(barSizes(401, 600)["--cli-widget-w"]).toBe("300px");
  });

  it("strips tables and cuts the privacy text at 250 characters", () => {
    const text = privacyPlainText("<p>Hello <b>you</b></p><table><tr><td>secret</td></tr></table>");
    expect(text).toBe("Hello you");
    expect(truncatePrivacy("x".repeat(250))).toEqual({ short: "x".repeat(250), truncated: false });
    expect(truncatePrivacy("x".repeat(251))).toEqual({ short: `${"x".repeat(250)}...`, truncated: true });
  });
});
