import { createElement, type ReactNode } from 'react';

/**
 * The markup of a server-rendered page as React elements: what React itself must do to render that page
 * again, with none of the app (no providers, data, router or components). Reads the HTML React wrote
 * (well-formed, attributes quoted); comments (React's text and boundary markers) are dropped, scripts and
 * JSON keep their text, void elements close themselves.
 */
const RAW_TEXT = new Set(['script', 'style']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Attributes React takes as booleans: written as `hidden=""`, they are `true`. */
const BOOLEAN = new Set(['hidden', 'selected', 'checked', 'disabled', 'readonly', 'required', 'multiple', 'autofocus']);
/** HTML names React spells otherwise. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  charset: 'charSet',
  readonly: 'readOnly',
  autofocus: 'autoFocus',
};
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};
const decode = (text: string) =>
  text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!);

type Props = Record<string, unknown>;
interface Open {
  tag: string;
  props: Props;
  children: ReactNode[];
  /** A script's or style's text, kept as it is. */
  text?: string;
}

function propsOf(source: string): Props {
  const props: Props = {};
  for (const [, name, value] of source.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
    const key = name!.toLowerCase();
    props[REACT_NAMES[key] ?? name!] = BOOLEAN.has(key) ? true : decode(value ?? '');
  }
  return props;
}

/** The `<html>` element of a page's HTML (the doctype is React's to write). */
export function pageTree(html: string): ReactNode {
  const root: Open = { tag: '#root', props: {}, children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1]!;
  const close = () => {
    const { tag, props, children, text } = stack.pop()!;
    const element =
      text === undefined
        ? createElement(tag, props, ...children)
        : createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: text } });
    top().children.push(element);
  };
  const token =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|[^<]+/gy;
  // A sticky expression that stops matching sets lastIndex back to 0: where reading stopped is kept here.
  let read = 0;
  let match: RegExpExecArray | null;
  while ((match = token.exec(html))) {
    const [text, closing, opening, attributes, selfClosing] = match;
    if (closing) {
      if (closing !== top().tag) throw new Error(`page-tree: </${closing}> closes <${top().tag}>`);
      close();
    } else if (opening) {
      stack.push({ tag: opening, props: propsOf(attributes ?? ''), children: [] });
      if (selfClosing || VOID.has(opening.toLowerCase())) close();
      else if (RAW_TEXT.has(opening)) {
        // A script's text is not markup: it runs to its closing tag.
        const end = html.indexOf(`</${opening}>`, token.lastIndex);
        if (end < 0) throw new Error(`page-tree: <${opening}> never closes`);
        top().text = html.slice(token.lastIndex, end);
        token.lastIndex = end;
      }
    } else if (!text.startsWith('<')) top().children.push(decode(text));
    read = token.lastIndex;
  }
  if (read < html.length) throw new Error(`page-tree: unread markup at ${read}`);
  if (stack.length !== 1) throw new Error(`page-tree: ${stack.length - 1} element(s) left open`);
  const [html0] = root.children;
  return html0;
}
