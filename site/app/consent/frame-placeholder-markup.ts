import {
  PLACEHOLDER_ACTION_ATTR,
  PLACEHOLDER_ATTR,
  PLACEHOLDER_CATEGORY_ATTR,
  PLACEHOLDER_SERVICE_ATTR,
  WPCONSENT_CATEGORY_ATTR,
  WPCONSENT_NAME_ATTR,
  WPCONSENT_SRC_ATTR,
} from "@vitrine/consent";

/** The attributes of the shared consent placeholder, as layer 2's frame gate writes them into content HTML. */
export const FRAME_PLACEHOLDER = {
  placeholder: PLACEHOLDER_ATTR,
  category: PLACEHOLDER_CATEGORY_ATTR,
  service: PLACEHOLDER_SERVICE_ATTR,
  action: PLACEHOLDER_ACTION_ATTR,
  /** On the kept frame: its address, service and category (the plugin's markup). */
  frameSrc: WPCONSENT_SRC_ATTR,
  frameService: WPCONSENT_NAME_ATTR,
  frameCategory: WPCONSENT_CATEGORY_ATTR,
} as const;

/** Marks a frame placeholder (beside the shared placeholder attribute), so its binder leaves other placeholders (the lazy video's) alone. */
export const FRAME_PLACEHOLDER_CLASS = "wpconsent-iframe-placeholder";
