import { describe, expect, it } from "vitest";
import { cleanValue, fieldProblem, maxLengthOf, summaryMessage, validateFields, type FormField } from "./form-rules.mjs";

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
    expect(fieldProblem(text, "")).toBe("Please fill in “Your name”.");
    expect(fieldProblem(text, "Annabel")).toBe("“Your name” can be at most 5 characters long (it is 7).");
    expect(fieldProblem(email, "ann@")).toBe("Please enter an email address like name@example.com in “Your email”.");
    expect(fieldProblem(email, "ann@example.com")).toBeUndefined();
    expect(fieldProblem(select, "")).toBeUndefined();
    expect(fieldProblem(select, "other")).toBeUndefined();
    expect(fieldProblem(select, "Other")).toBe("Please choose one of the options for “Topic”.");
    expect(fieldProblem({ ...select, required: true }, "")).toBe("Please choose “Topic”.");
    expect(fieldProblem(tick, "")).toBe("Please tick “I agree”.");
    expect(fieldProblem(tick, "on")).toBe("Please tick or untick “I agree” again.");
    expect(fieldProblem(tick, "yes")).toBeUndefined();
  });

  it("give every field its cleaned value and every problem at once", () => {
    const sent: Record<string, unknown> = { name: " Ann ", email: "nope" };
    const { values, errors } = validateFields([text, email, select, tick], (name) => sent[name]);
    expect(values).toEqual({ name: "Ann", email: "nope", topic: "", ok: "" });
    expect(Object.keys(errors)).toEqual(["email", "ok"]);
    expect(summaryMessage(2)).toMatch(/^2 fields need your attention/);
  });

  it("give text, email and textarea a default maximum length", () => {
    expect(maxLengthOf({ ...text, maxLength: undefined })).toBe(200);
    expect(maxLengthOf(email)).toBe(254);
    expect(maxLengthOf({ ...text, type: "textarea", maxLength: undefined })).toBe(5000);
    expect(maxLengthOf(select)).toBeUndefined();
  });
});
