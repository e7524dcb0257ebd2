/**
 * The player's custom CSS, confined to the player: every rule's selectors are prefixed with the
 * player's attribute selector (inside @media and @supports too), and anything else (@import,
 * @font-face, page-wide at-rules) is dropped, so the CSS cannot restyle the publisher's page.
 */
export function scopeCss(css: string, scope: string): string {
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    return '';
  }
  return [...sheet.cssRules].map((rule) => scopeRule(rule, scope)).join('\n');
}

function scopeRule(rule: CSSRule, scope: string): string {
  if (rule instanceof CSSStyleRule) {
    const selectors = rule.selectorText.split(',').map((s) => `${scope} ${s.trim()}`);
    return `${selectors.join(', ')} { ${rule.style.cssText} }`;
  }
  if (rule instanceof CSSMediaRule)
    return `@media ${rule.conditionText} { ${[...rule.cssRules].map((r) => scopeRule(r, scope)).join(' ')} }`;
  if (rule instanceof CSSSupportsRule)
    return `@supports ${rule.conditionText} { ${[...rule.cssRules].map((r) => scopeRule(r, scope)).join(' ')} }`;
  return '';
}
