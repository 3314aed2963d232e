/**
 * Layer 2's styles, inside its shadow root (docs/behaviour/consent-layer-2.md#banner).
 *
 * STRUCTURE says what shows when, and always applies. Before the code is live, each part
 * shows when the page's `<html>` markers set a custom property on the host (the only
 * thing of the page that crosses into a shadow root: `host.css`); once live, the host's
 * own attributes decide. `all: initial` on the host stops the page's inherited styles
 * (font, colour, line height) at the border; `!important` there wins over the page's
 * own `!important`, which for a shadow host loses to the shadow tree's.
 */
export const STRUCTURE_STYLE = `
:host{all:initial!important;display:block!important}
.wpconsent-slot{display:none}
.wpconsent-slot-banner{display:var(--wpconsent-banner,none)}
.wpconsent-slot-notice{display:var(--wpconsent-notice,none)}
.wpconsent-slot-floating{display:var(--wpconsent-floating,none)}
:host([data-live]) .wpconsent-slot{display:none}
:host([data-live][data-banner]) .wpconsent-slot-banner,:host([data-live][data-preferences]) .wpconsent-slot-preferences,
:host([data-live][data-floating]) .wpconsent-slot-floating,:host([data-live][data-notice]) .wpconsent-slot-notice{display:contents}
.wpconsent-gpc-override{display:none}
:host([data-gpc]) .wpconsent-gpc-override{display:block}
[hidden]{display:none!important}
`.replace(/\n/g, "");

/**
 * The built-in look; a site's own stylesheet (`css_url`) replaces it once loaded. Its colours
 * and font are custom properties, which cross into the shadow root: a site dresses the banner
 * in its theme from its own stylesheet, on the host (docs/behaviour/consent-layer-2.md#theme),
 * and each falls back to a dark-on-white look of its own. Accept all and Reject all look the
 * same: neither answer is the easier one. Focus: a ring of 3:1 against what lies beside it
 * (`--wpconsent-focus` on the banner's background); the floating button, over whatever the
 * page shows there, a dark ring with a light one inside it (`--wpconsent-focus-dark`,
 * `--wpconsent-focus-light`), one of which holds on any background.
 */
export const BUILT_IN_STYLE = `
*{box-sizing:border-box}
.wpconsent-banner,.wpconsent-preferences,.wpconsent-floating-button,.wpconsent-gpc-notice{font:15px/1.5 var(--wpconsent-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);color:var(--wpconsent-text,#1f1b16);z-index:2147483000}
.wpconsent-banner,.wpconsent-gpc-notice{position:fixed;background:var(--wpconsent-background,#fff);box-shadow:0 2px 16px rgb(0 0 0/.25);padding:16px 56px 16px 20px;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}
.wpconsent-banner:focus{outline:none}
.wpconsent-banner[data-layout=long]{inset-inline-start:0;inset-inline-end:0}
.wpconsent-banner[data-position=bottom]{bottom:0}
.wpconsent-banner[data-position=top]{top:0}
.wpconsent-banner[data-layout=floating]{width:min(400px,calc(100vw - 40px));border-radius:8px;flex-direction:column;align-items:stretch}
.wpconsent-banner[data-position^=bottom-]{bottom:20px}
.wpconsent-banner[data-position^=top-]{top:20px}
.wpconsent-banner[data-position$=-left]{left:20px}
.wpconsent-banner[data-position$=-right]{right:20px}
.wpconsent-banner[data-layout=modal]{top:50%;left:50%;transform:translate(-50%,-50%);width:min(520px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;border-radius:8px;flex-direction:column;align-items:stretch}
.wpconsent-backdrop{position:fixed;inset:0;background:rgb(0 0 0/.55);z-index:2147482999}
.wpconsent-banner-body{flex:1 1 320px;min-width:0}
.wpconsent-banner[data-layout=floating] .wpconsent-banner-body,.wpconsent-banner[data-layout=modal] .wpconsent-banner-body{flex:none}
p{margin:0 0 8px}
p:last-child{margin-bottom:0}
.wpconsent-buttons{display:flex;flex-wrap:wrap;gap:8px}
.wpconsent-button{font:inherit;font-weight:600;min-height:44px;padding:8px 18px;border-radius:4px;border:2px solid var(--wpconsent-button,#1f1b16);background:var(--wpconsent-background,#fff);color:var(--wpconsent-button,#1f1b16);cursor:pointer}
.wpconsent-button:hover{background:var(--wpconsent-tint,#f0ece6)}
.wpconsent-button-accept-all,.wpconsent-button-cancel-all{background:var(--wpconsent-button,#1f1b16);color:var(--wpconsent-button-text,#fff)}
.wpconsent-button-accept-all:hover,.wpconsent-button-cancel-all:hover{background:var(--wpconsent-button-hover,#3d3731);border-color:var(--wpconsent-button-hover,#3d3731)}
.wpconsent-banner[data-layout=floating] .wpconsent-button,.wpconsent-banner[data-layout=modal] .wpconsent-button{flex:1 1 auto}
.wpconsent-close{position:absolute;top:8px;inset-inline-end:8px;width:40px;height:40px;border:0;border-radius:50%;background:transparent;color:inherit;font:24px/1 system-ui,sans-serif;cursor:pointer}
.wpconsent-close:hover{background:var(--wpconsent-tint,#f0ece6)}
:focus-visible{outline:3px solid var(--wpconsent-focus,#1a56c4);outline-offset:2px}
.wpconsent-gpc-override{font-size:14px;color:var(--wpconsent-muted,#5a524a)}
.wpconsent-preferences{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;padding:16px}
.wpconsent-preferences-dialog{position:relative;z-index:2147483000;background:var(--wpconsent-background,#fff);border-radius:8px;width:min(640px,100%);max-height:100%;display:flex;flex-direction:column;box-shadow:0 4px 32px rgb(0 0 0/.35)}
.wpconsent-preferences-dialog:focus{outline:none}
.wpconsent-head{position:relative;padding:18px 56px 12px 20px;border-bottom:1px solid var(--wpconsent-border,#e2ddd6)}
.wpconsent-preferences-title{margin:0;font-size:20px;line-height:1.3}
.wpconsent-body{padding:16px 20px;overflow:auto}
.wpconsent-categories,.wpconsent-services{list-style:none;margin:12px 0 0;padding:0}
.wpconsent-category{border:1px solid var(--wpconsent-border,#e2ddd6);border-radius:6px;padding:12px 14px;margin-bottom:10px}
.wpconsent-services{margin:8px 0 0;margin-inline-start:12px;padding-inline-start:14px;border-inline-start:2px solid var(--wpconsent-border,#e2ddd6)}
.wpconsent-service{margin-bottom:8px}
.wpconsent-row{display:flex;align-items:center;gap:10px;min-height:32px}
.wpconsent-row label{font-weight:600;cursor:pointer}
input[type=checkbox]{width:22px;height:22px;margin:0;accent-color:var(--wpconsent-button,#1f1b16);flex:none}
.wpconsent-always{margin-inline-start:auto;font-size:13px;color:var(--wpconsent-muted,#5a524a)}
.wpconsent-description{margin:4px 0 0 32px;font-size:14px;color:var(--wpconsent-muted,#4a433c)}
.wpconsent-accordion{margin:6px 0 0 32px;padding:6px 0;border:0;background:none;font:inherit;font-size:14px;color:var(--wpconsent-link,#1a56c4);text-decoration:underline;cursor:pointer;min-height:32px}
.wpconsent-foot{display:flex;flex-wrap:wrap;gap:8px;padding:12px 20px 16px;border-top:1px solid var(--wpconsent-border,#e2ddd6)}
.wpconsent-foot .wpconsent-button{flex:1 1 auto}
.wpconsent-floating-button{position:fixed;inset-inline-start:20px;bottom:20px;width:48px;height:48px;border-radius:50%;border:0;background:var(--wpconsent-button,#1f1b16);color:var(--wpconsent-button-text,#fff);display:flex;align-items:center;justify-content:center;cursor:pointer;box-shadow:0 2px 10px rgb(0 0 0/.3)}
.wpconsent-floating-button:focus-visible{outline-color:var(--wpconsent-focus-dark,#1f1b16);box-shadow:0 0 0 2px var(--wpconsent-focus-light,#fff)}
.wpconsent-gpc-notice strong{display:block}
.wpconsent-gpc-notice{inset-inline-end:20px;bottom:20px;width:min(400px,calc(100vw - 40px));border-radius:8px;flex-direction:column;align-items:stretch}
@media (max-width:520px){.wpconsent-gpc-notice{bottom:84px}}
@media (max-width:600px){.wpconsent-banner[data-layout=long]{flex-direction:column;align-items:stretch}.wpconsent-banner[data-layout=long] .wpconsent-banner-body{flex:none}.wpconsent-banner[data-layout=long] .wpconsent-button{flex:1 1 auto}}
@media (prefers-reduced-motion:no-preference){.wpconsent-button,.wpconsent-close{transition:background-color .15s}}
`.replace(/\n/g, "");
