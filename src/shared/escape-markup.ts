// Text written into HTML or XML, as an element's content or a quoted attribute's value: the five
// characters that could end or open markup become references (the apostrophe as &#39;, which
// HTML and XML both read), so no value can close its tag, its attribute or its script.
const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => REFERENCES[ch]);
}
