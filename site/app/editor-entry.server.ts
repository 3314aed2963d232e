/**
 * What the page builder's server (editor/server) uses of the site, published as
 * `@vitrine/site/editor/server`: the build's own content reader, check and resolver, the
 * image pipeline, the build lock's process check, the site's server for Preview, its
 * rate limit's address key, and the shop's orders (docs/decisions/025-page-builder.md). Node only; the editor's
 * page uses `@vitrine/site/editor` (editor-entry.ts).
 */

// Content: where it lives, how the build reads, checks and resolves it, and its messages.
export { contentDir } from "./source/content-dir.server";
export { editionOf, editionsOf, hasHomePage, type Edition } from "./source/editions.server";
export { shippedLanguages } from "./words/languages";
export { languageName } from "./config/language-name";
export { firstLanguageSiteName, readSettingsFile } from "./config/owner-settings.server";
export { readContent, type ContentStore } from "./content/content-store.server";
export { checkContent } from "./content/validate.server";
export { collectForms } from "./content/form-manifest.server";
export { resolvePage } from "./content/page-view.server";
export { postView } from "./content/queries.server";
export type { PostView } from "./source/types";
export { postSchema } from "./source/schemas/post";
export type { PageView, SectionView } from "./blocks/page-view";
export { mediaNamesIn } from "./content/markdown.server";
export { groupSlug } from "./content/catalogue.server";
export { REDIRECTS_FILE } from "./content/redirects.server";
export { authorErrorMap, formatIssues } from "./lib/error-map";
export { columnFields, pageFields, sectionFields, type PageDoc } from "./blocks/page-schema";
export { mediaManifest, type MediaManifest } from "./source/schemas/media";
export { squareEnough } from "./content/site-images-check.server";
export { siteData } from "./content/site-data.server";
export { currentSiteConfig } from "./config/current-site-config.server";
export { policyAt } from "./content/html-policy/policy-at.server";
export type { CheckContext, SiteData } from "./widgets/define-widget";
export type { WidgetView } from "./widgets/widget-registry";

// The settings files: the kit's, and the site's, its menu's and its footer's.
export { kitGroups, kitSchema, type Kit } from "./config/kit";
export { KIT_FILE } from "./config/kit-file.server";
export { ownerSettings, type OwnerSettingsName } from "./config/owner-settings";
export { consentScreen, type StudioCategory, type StudioService, type StudioWordPart } from "./content/consent-screen.server";

// Images, builds, the preview's server, and the key a sign-in's rate limit counts by (an IPv6 address by its /64).
export { encodeWidths, placeholderOf, widthsFor } from "../scripts/make-media/encode";
export { processAlive } from "../scripts/build/process-alive";
export { createSiteServer } from "../server/site-server.mjs";
export { rateLimitKey } from "../server/client-address.mjs";

// The shop's orders, from the database the site's server uses: the studio lists them and settles order requests (its tests place them).
export { openOrderBook, placeOrder, nextStates, paidAfterCancelling, ORDER_STATUSES } from "../server/shop/shop.mjs";
export { orderCsv } from "../server/cli/orders.mjs";
export { shopWords } from "./features/shop/shop-words";
export { featureWordsIn } from "./words/feature-words";
export { openDatabase } from "../server/db/open-database.mjs";
export type { Order } from "../server/shop/shop.mjs";

// The site's count of its own visits, from the same database: the studio's Visitors screen reads it.
export { openVisitReport, type VisitReport, type PageKind, type ScreenClass } from "../server/visits/visit-report.mjs";

// Visitors' messages (the forms' submissions) for the studio's inbox and first screen, and whether payments are set up.
export { openMessageBox } from "../server/forms/message-box.mjs";
export { createSubmissionStore, type Submission } from "../server/db/submissions.mjs";
export { paymentSettingsFromEnv } from "../server/shop/shop.mjs";
// What a live build holds of each content file, to count the changes not yet published.
export { contentHashes, readBuildCache } from "../scripts/build/incremental";

// Mail, for the studio's Mail screen: whether it is set up, a test mail, and each mail previewed as the site's own code writes it.
export { createMailer, mailSettingsFromEnv } from "../server/forms/mailer.mjs";
export { mailPreviews, type MailPreviews, type PreviewMail } from "./mail-previews.server";
