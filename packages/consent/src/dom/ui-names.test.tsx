import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderLayer1Bar, renderShowAgainTab } from "../layer1/ui/markup";
import { renderSettingsModal } from "../layer1/ui/settings-markup";
import { settingsView, settings as layer1UiSettings, words as barWords } from "../layer1/ui/test-fixtures";
import type { ConsentUiSettings } from "../layer1/ui/types";
import { CLASSES, HOST_ID } from "../layer2/names";
import { ConsentPlaceholder } from "../react/consent-placeholder";
import { AUTHOR_HOOK_CLASSES, isConsentUiAttribute, isConsentUiName } from "./ui-names";

const settings: ConsentUiSettings = { ...layer1UiSettings, barButtons: ["button1", "button4", "button3", "button7", "button6"] };

/** Every class, id and data attribute of the consent UIs as a page carries them in its light DOM. */
function namesOfTheUis() {
  const html =
    renderLayer1Bar(settings, barWords, { ccpaControl: true, manual: false, suppressed: false }) +
    renderShowAgainTab(settings, barWords) +
    renderSettingsModal({ ...settingsView, words: { ...settingsView.words, privacyOverview: "Words. ".repeat(60) } }) +
    renderToStaticMarkup(
      <ConsentPlaceholder title="Map" width={560} height={315} category="marketing" service="maps" message="m" actionText="a" poster={{ src: "/p.webp" }} link={{ href: "https://maps.example", text: "t" }} className="wpconsent-iframe-placeholder" />,
    ) +
    // Layer 2's host: what is inside its shadow root is out of the page's reach.
    `<div id="${HOST_ID}" class="${Object.values(CLASSES).join(" ")}"></div>`;
  const body = new JSDOM(html).window.document.body;
  const elements = [...body.querySelectorAll("*")];
  return {
    classes: [...new Set(elements.flatMap((el) => [...el.classList]))],
    // React's generated ids (`_R_1l_`) aside: they change with the tree, so nothing can be written for them.
    ids: [...new Set(elements.map((el) => el.id).filter((id) => id && !/^_R_\w+_/.test(id)))],
    attributes: [...new Set(elements.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => name.startsWith("data-")))],
  };
}

describe("the consent UIs' own names, which content may not carry", () => {
  const { classes, ids, attributes } = namesOfTheUis();

  it("cover every class and id the rendered UIs carry", () => {
    expect(classes.length).toBeGreaterThan(30);
    expect(ids.length).toBeGreaterThan(3);
    expect(classes.filter((name) => !isConsentUiName(name))).toEqual([]);
    expect(ids.filter((name) => !isConsentUiName(name))).toEqual([]);
    for (const name of ["cli-modal", "cli-modal-backdrop", "cli_action_button", "cli-accept-all-button", "cookie-law-info-bar", "wpconsent-container", "consent-placeholder"]) {
      expect([...classes, ...ids]).toContain(name);
    }
  });

  it("cover every data attribute they carry, but the theme's sticky-bar marker authors may use", () => {
    expect(attributes.length).toBeGreaterThan(10);
    expect(attributes.filter((name) => !isConsentUiAttribute(name) && name !== "data-sticky-top-bar")).toEqual([]);
    for (const name of ["data-consent-placeholder", "data-consent-action", "data-consent-category", "data-cli-style", "data-category"]) expect(isConsentUiAttribute(name)).toBe(true);
  });

  it("leave alone the classes authors use and names that only look alike", () => {
    expect(AUTHOR_HOOK_CLASSES).toEqual(["cli_manage_current_consent", "cookielawinfo-cookie-delete", "wpconsent-open-preferences", "wt-cli-manage-consent-link"]);
    for (const name of ["new-tab", "lightbox", "client", "clip", "consent", "placeholder"]) expect(isConsentUiName(name), name).toBe(false);
    for (const name of ["data-thumbnail", "data-title", "data-consentment"]) expect(isConsentUiAttribute(name), name).toBe(name === "data-consentment");
  });
});
