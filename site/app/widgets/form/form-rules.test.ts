import { describe, expect, it } from "vitest";
import { cleanValue, fieldProblem, maxLengthOf, summaryMessage, validateFields, type FormField } from "./form-rules.mjs";
import { englishFormWords as words } from "../../words/test-words";

const text: FormField = { type: "text", name: "name", label: "Your name", required: true, maxLength: 5 };
const email: FormField = { type: "email", name: "email", label: "Your email:", required: true };
const select: FormField = { type: "select", name: "topic", label: "Topic", required: false, options: [{ label: "A piece" }, { label: "Other", value: "other" }] };
const tick: FormField = { type: "checkbox", name: "ok", label: "I agree", required: true };

describe("form rules", () => {
  it("keep a line field on one line and a textarea's line breaks, without control characters", () => {
    expect(cleanValue(text, "  Ann\u0000\nLee \t")).toBe("Ann Lee");
    expect(cleanValue({ ...text, type: "textarea" }, " a\r\nb\u0007\rc ")).toBe("a\nb\nc");
    expect(cleanValue(text, ["an", "array"])).toBe("");
  });

  it("name the field in each message, as a visitor reads it", () => {
    expect(fieldProblem(text, "", words)).toBe("Please fill in “Your name”.");
    expect(fieldProblem(text, "Annabel", words)).toBe("“Your name” can be at most 5 characters long (it is 7).");
    expect(fieldProblem(email, "ann@", words)).toBe("Please enter an email address like name@example.com in “Your email”.");
    expect(fieldProblem(email, "ann@example.com", words)).toBeUndefined();
    expect(fieldProblem(select, "", words)).toBeUndefined();
    expect(fieldProblem(select, "other", words)).toBeUndefined();
    expect(fieldProblem(select, "Other", words)).toBe("Please choose one of the options for “Topic”.");
    expect(fieldProblem({ ...select, required: true }, "", words)).toBe("Please choose “Topic”.");
    expect(fieldProblem(tick, "", words)).toBe("Please tick “I agree”.");
    expect(fieldProblem(tick, "on", words)).toBe("Please tick or untick “I agree” again.");
    expect(fieldProblem(tick, "yes", words)).toBeUndefined();
  });

  it("give every field its cleaned value and every problem at once", () => {
    const sent: Record<string, unknown> = { name: " Ann ", email: "nope" };
    const { values, errors } = validateFields([text, email, select, tick], (name) => sent[name], words);
    expect(values).toEqual({ name: "Ann", email: "nope", topic: "", ok: "" });
    expect(Object.keys(errors)).toEqual(["email", "ok"]);
    expect(summaryMessage(2, words)).toMatch(/^2 fields need your attention/);
  });

  it("give text, email and textarea a default maximum length", () => {
    expect(maxLengthOf({ ...text, maxLength: undefined })).toBe(200);
    expect(maxLengthOf(email)).toBe(254);
    expect(maxLengthOf({ ...text, type: "textarea", maxLength: undefined })).toBe(5000);
    expect(maxLengthOf(select)).toBeUndefined();
  });
});
