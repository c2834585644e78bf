import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter.ts";

describe("parseFrontMatter", () => {
  it("reads JSON values by key and keeps the body's text, blank lines and lists exactly", () => {
    const body = 'First paragraph: with a colon and "quotes".\n\n1. Step one\n2. Step two\n\nLine one\nLine two';
    const source = `---\ntitle: "Dryer Not Heating? Start Here: A Guide"\nid: 3\ncategory: null\nisPublished: false\n---\n\n${body}\n`;
    const { data, body: parsed } = parseFrontMatter(source);
    expect(data).toEqual({ title: "Dryer Not Heating? Start Here: A Guide", id: 3, category: null, isPublished: false });
    expect(Object.keys(data)).toEqual(["title", "id", "category", "isPublished"]);
    expect(parsed).toBe(body);
  });

  it("keeps a line of three dashes inside the body", () => {
    expect(parseFrontMatter('---\na: 1\n---\n\nabove\n---\nbelow\n').body).toBe("above\n---\nbelow");
  });

  it("refuses a file without front matter", () => {
    expect(() => parseFrontMatter("Just text\n")).toThrow('must start with front matter between two "---" lines');
  });

  it("refuses an unquoted string, naming the key", () => {
    expect(() => parseFrontMatter("---\nauthor: Dana Whitfield\n---\n\nText\n")).toThrow(/front matter author must be a JSON value/);
  });

  it("refuses a line that is not key: value and a repeated key", () => {
    expect(() => parseFrontMatter('---\njust words\n---\n\nText\n')).toThrow('front matter line is not "key: value": just words');
    expect(() => parseFrontMatter('---\nid: 1\nid: 2\n---\n\nText\n')).toThrow("front matter has id twice");
  });

  it("refuses CRLF line endings, which would change the article text", () => {
    expect(() => parseFrontMatter('---\r\nid: 1\r\n---\r\n\r\nText\r\n')).toThrow(/CR line endings/);
  });
});
