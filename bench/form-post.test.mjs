import { describe, expect, it } from "vitest";
import { validateFields } from "../site/app/widgets/form/form-rules.mjs";
import { sampleSubmission } from "./form-post.mjs";

describe("the load section's form POST", () => {
  it("sends a submission every rule of the form accepts, with its key and page", () => {
    const form = {
      fields: [
        { type: "text", name: "name", label: "Name", required: true, maxLength: 100 },
        { type: "email", name: "email", label: "Email", required: true },
        { type: "select", name: "topic", label: "Topic", required: true, options: [{ label: "A piece" }, { label: "Other", value: "other" }] },
        { type: "textarea", name: "message", label: "Message", required: true },
        { type: "checkbox", name: "ok", label: "Agree", required: true },
      ],
    };
    const body = new URLSearchParams(sampleSubmission(form, "/contact", "v1.key"));
    expect(validateFields(form.fields, (name) => body.get(name) ?? undefined).errors).toEqual({});
    expect(body.get("_page")).toBe("/contact");
    expect(body.get("_key")).toBe("v1.key");
  });
});
