import { describe, expect, it } from "vitest";
import { consentWordDefaults } from "../words/consent-words";
import { consentChoiceSentences, type ChoicesSite } from "./policy-choices";

const words = { layer1: { ...consentWordDefaults.layer1, showAgain: "Cookie choices" }, layer2: { ...consentWordDefaults.layer2, floatingLabel: "Privacy" }, policy: consentWordDefaults.policy };
const site = (consent: Partial<ChoicesSite["consent"]>, layer2: Partial<ChoicesSite["layer2"]>): ChoicesSite => ({
  consent: { enabled: true, showAgainTab: true, ...consent },
  layer2: { enabled: false, primary: "layer1", enableConsentFloating: true, respectGpc: false, ...layer2 },
  consentWords: words,
});

describe("how the privacy page says a visitor changes their mind", () => {
  it("names the tab of layer 1 when visitors see layer 1, and the Global Privacy Control only where layer 2 honours it", () => {
    expect(consentChoiceSentences(site({}, { enabled: true, respectGpc: true }))).toEqual([
      "You can change your cookie choices at any time with the “Cookie choices” tab shown on every page.",
      "You can also delete your choice entirely, so that you are asked again.",
      "If your browser sends a Global Privacy Control signal, the site takes it as a refusal of every optional cookie and service until you choose otherwise.",
    ]);
    expect(consentChoiceSentences(site({}, {}))).toHaveLength(2);
  });

  it("names layer 2's floating button when visitors see layer 2, and the page's links where the layer they see has no control", () => {
    expect(consentChoiceSentences(site({ enabled: false }, { enabled: true, primary: "layer2" }))[0]).toBe("You can change your cookie choices at any time with the “Privacy” button shown on every page.");
    expect(consentChoiceSentences(site({ enabled: false }, { enabled: true, enableConsentFloating: false }))).toEqual(["You can change your cookie choices at any time with the link below."]);
    expect(consentChoiceSentences(site({ showAgainTab: false }, {}))[0]).toBe("You can change your cookie choices at any time with the link below.");
  });

  it("says nothing on a site that asks for no consent", () => {
    expect(consentChoiceSentences(site({ enabled: false }, {}))).toEqual([]);
  });
});
