import { openSettingsModal, type OpenSettings } from "@vitrine/consent/layer1-ui";
import settingsPart from "~/config/parts/layer1-settings";

/** Layer 1's settings modal with the site's words, categories and look, which come with this chunk. */
const openSettings: OpenSettings = (context) => openSettingsModal(settingsPart, context);
export default openSettings;
