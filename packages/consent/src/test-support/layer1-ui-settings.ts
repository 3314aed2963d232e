import type { ConsentUiSettings } from "../react/layer1/types";

/** Layer 1's UI as the tests draw it: a popup with an overlay, every button, two categories. */
const button = { asButton: true, colour: "#ffffff", background: "#336699" };

export const layer1UiSettings: ConsentUiSettings = {
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
  button1: button,
  button2: { ...button, asButton: false, url: "/privacy-policy", hideBarOnPage: false },
  button3: button,
  button4: button,
  button6: { ...button, style: "link" },
  button7: { ...button, hoverColour: "#000000" },
  barButtons: ["button4", "button3", "button7", "button6"],
  showReadMore: true,
  categories: [
    { slug: "necessary", name: "Necessary", description: "", locked: true },
    { slug: "analytics", name: "Analytics", description: "", locked: false },
  ],
};
