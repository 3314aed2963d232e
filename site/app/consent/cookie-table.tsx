import siteConfig from "../../site.config";
import type { ConsentCategoryConfig } from "./consent-config";

/**
 * The privacy policy's list of cookie categories and the cookies each sets, from the
 * consent config (so the policy never drifts from what the bar asks about), with the
 * manage-consent and delete links (compat.md "Content hooks"; the engine handles their
 * clicks at document level). Meant for a `cookie-table` page widget.
 */
export function CookieTable({ categories = siteConfig.consent.categories }: { categories?: readonly ConsentCategoryConfig[] }) {
  return (
    <div className="cookie-table">
      {categories.map((category) => (
        <section key={category.slug} aria-labelledby={`cookies-${category.slug}`}>
          <h3 id={`cookies-${category.slug}`}>
            {category.name}
            {category.locked ? " (always enabled)" : ""}
          </h3>
          <p>{category.description}</p>
          {category.cookies.length > 0 ? (
            <table>
              <caption className="visually-hidden">Cookies set for {category.name.toLowerCase()}</caption>
              <thead>
                <tr>
                  <th scope="col">Cookie</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Purpose</th>
                </tr>
              </thead>
              <tbody>
                {category.cookies.map((cookie) => (
                  <tr key={cookie.name}>
                    <td>
                      <code>{cookie.name}</code>
                    </td>
                    <td>{cookie.duration}</td>
                    <td>{cookie.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>This category sets no cookies of its own.</p>
          )}
        </section>
      ))}
      <p className="cookie-table-actions">
        <a href="#" className="cli_manage_current_consent">
          Change your cookie choices
        </a>{" "}
        ·{" "}
        <a href="#" className="cookielawinfo-cookie-delete">
          Delete your cookie choices
        </a>
      </p>
    </div>
  );
}
