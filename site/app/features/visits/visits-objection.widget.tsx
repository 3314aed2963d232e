import { defineWidget } from "../../widgets/define-widget";
import { OBJECTION_ATTR, OBJECTION_OBJECT, OBJECTION_STATUS, OBJECTION_UNDO } from "./visits-names";
import "./visits-objection.css";

/**
 * The privacy page's objection to the visit count (docs/behaviour/visits.md#objecting):
 * says whether this browser's visits are counted, with a button to object and one to take
 * it back. Pre-rendered with what a browser without JavaScript gets (nothing is sent then);
 * its enhancer shows the state and the buttons. Nothing shows while visits are off.
 */
const visitsObjection = defineWidget({
  type: "visits-objection",
  label: "Objection to the visit count",
  props: {},
  defaultProps: {},
  resolveData: (_props, { site }) => ({ enabled: site.visits.enabled, words: site.visits.words }),
  render: ({ enabled, words }) =>
    enabled && (
      <div className="visits-objection" {...{ [OBJECTION_ATTR]: "" }} data-counted={words.counted} data-objected={words.objected} data-declined={words.declined}>
        <p {...{ [OBJECTION_STATUS]: "" }} role="status">
          {words.noScript}
        </p>
        <button type="button" className="button" {...{ [OBJECTION_OBJECT]: "" }} hidden>
          {words.object}
        </button>
        <button type="button" className="button" {...{ [OBJECTION_UNDO]: "" }} hidden>
          {words.undo}
        </button>
      </div>
    ),
  prose: true,
});

export default visitsObjection;
declare module "../../widgets/widget-registry" {
  interface Widgets {
    "visits-objection": typeof visitsObjection;
  }
}
