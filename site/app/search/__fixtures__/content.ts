import type { IndexableContent } from "../collect-documents.server";

/** A small site in the shape of the content format, for unit tests. */
export const fixtureContent: IndexableContent = {
  products: [
    {
      href: "/shop/celadon-vase",
      title: "Celadon Vase",
      excerpt: "A tall stoneware vase in a pale green celadon glaze.",
      category: "Vases",
      sku: "HO-VA-001",
      markdown: "Thrown on the wheel and fired to **cone 10**. The glaze pools in the <em>carved</em> lines.",
      details: { Dimensions: "28 cm tall", Material: "Stoneware", Care: "Hand wash" },
    },
    {
      href: "/shop/ash-bowl",
      title: "Ash Bowl",
      excerpt: "A wide serving bowl with a wood-ash glaze.",
      category: "Bowls",
      sku: "HO-BO-002",
      markdown: "Each bowl is unique: the ash runs where the kiln is hottest. Sent in a wooden case.",
    },
  ],
  posts: [
    {
      href: "/blog/a-week-at-the-kiln",
      title: "A week at the kiln",
      excerpt: "Notes from a long firing: stacking, stoking and waiting for the cones to bend.",
      tags: ["process", "firing"],
      markdown:
        "## Stacking\n\nWe stacked the anagama on Monday. By Thursday the **celadon** tests looked promising.\n\n" +
        "> Patience is the last glaze.\n\nThe porcupine-shaped wadding held every pot steady. ![A cone pack bending](media:cone-pack)",
    },
  ],
  pages: [
    {
      href: "/about",
      title: "About the studio",
      description: "Mira Holm makes stoneware and porcelain in a converted barn.",
      sections: [
        {
          columns: [
            {
              widgets: [
                { type: "heading", text: "The barn" },
                { type: "text", markdown: "The studio sits in an old hay barn near the orchard. Visitors welcome by appointment." },
                { type: "image", image: "barn", alt: "The barn in winter", caption: "Snow on the roof" },
                { type: "button", label: "Get in touch", href: "/contact" },
              ],
            },
          ],
        },
      ],
    },
  ],
};
