/**
 * Everything the editor and its browser tests know of the editor library's own DOM, in
 * one place (docs/decisions/025-page-builder.md). The library gives no names or roles to
 * some of its controls and no hooks for them, so they are found by the class names of its
 * CSS modules: `_ArrayField-addButton_62huh_38` is the `ArrayField-addButton` class, whose
 * hash changes between versions and whose name may. Each selector matches by the stable
 * part, and was checked against one version of the library in a rendered editor; a test
 * (puck-dom.test.ts) stops when another version is installed, and the editor's browser
 * spec checks every selector still matches.
 */

/** The `@puckeditor/core` version the selectors below were checked against. */
export const PUCK_CHECKED_VERSION = "0.23.0";

/** On the editor's own page, around the canvas. */
export const puckDom = {
  /** The canvas iframe. */
  canvasFrame: "iframe#preview-frame",
  /** The canvas zoom select (no name of its own). */
  zoomSelect: 'select[class*="ViewportControls-zoomSelect"]',
  /** The canvas's loading mark: a label, no role. */
  loader: '[class*="_Loader_"][aria-label]',
  /** The side tabs, Blocks and Outline: plain boxes a keyboard cannot reach. */
  sideTab: '[class*="NavItem-link_"]',
  /** A heading of the Blocks drawer ("Sections and columns", "Blocks"), too faint for AA contrast. */
  drawerTitle: '[class*="ComponentList-title_"]',
  /** A field's box: its label and its input. */
  field: '[class*="_Input_"]',
  /** A field's label. */
  fieldLabel: '[class*="_Input-label_"]',
  /** A list field. */
  list: '[class*="_ArrayField_"]',
  /** A list field that holds at least one item. */
  listWithItems: '[class*="_ArrayField--hasItems_"]',
  /** A list's "+" button (no name of its own). */
  listAddButton: 'button[class*="ArrayField-addButton"]',
  /** An item's folded summary in a list, which unfolds it. */
  listItemSummary: '[class*="ArrayFieldItem-summary"]',
} as const;

/** Inside the canvas iframe. */
export const puckCanvasDom = {
  /** Where blocks are dropped: a slot, drawn as the element the block gives it. */
  dropZone: "[data-puck-dropzone]",
} as const;

/**
 * One of the library's own class names (`_DropZone--hasChildren_wc2ks_11`), which it adds
 * to the site's elements in the canvas beside the site's own classes.
 */
export const PUCK_CLASS = /^_[A-Za-z]+(?:-[A-Za-z]+)?(?:--[A-Za-z]+)?_[a-z0-9]{5}_\d+$/;
