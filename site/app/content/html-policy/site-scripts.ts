import siteConfig from "../../../site.config";
import { declaredScripts } from "../../consent/declared-scripts";

/** The scripts and services the site's own config declares: what blocked scripts in content may be. */
export const siteScripts = declaredScripts(siteConfig);
