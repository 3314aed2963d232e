import { defineWidget } from "../define-widget";

/**
 * How a visitor changes their consent choices, said from the site's consent setup
 * (docs/behaviour/content.md#consent-choices): the tab or button the layer they see has, or
 * the page's links; deleting the choice; the Global Privacy Control where it is honoured.
 * So the privacy page never names a control the site does not have. Static HTML.
 */
const consentChoices = defineWidget({
  type: "consent-choices",
  label: "How to change consent choices",
  props: {},
  defaultProps: {},
  resolveData: (_props, { site }) => ({ sentences: site.consentChoices }),
  render: ({ sentences }) =>
    sentences.length > 0 && (
      <div className="prose">
        <p>{sentences.join(" ")}</p>
      </div>
    ),
  prose: true,
});

export default consentChoices;
declare module "../widget-registry" {
  interface Widgets {
    "consent-choices": typeof consentChoices;
  }
}
