/**
 * Reads the YAML subset the repository's compose files are written in (infra/fleet), with no dependency:
 * block mappings and block sequences by indentation, plain, "double" (JSON) and 'single' quoted scalars,
 * JSON-style flow lists (["CMD", "…"]), comments, and a leading tag (`!override`) which is dropped.
 * Anything else — anchors, aliases, flow mappings, block scalars, a mapping inside a sequence — is refused
 * with its line number, so a compose file that outgrows the subset fails the check instead of being misread.
 * Scalars stay strings (no numbers, booleans or nulls beyond an empty value → null).
 */

function withoutComment(line) {
  let quote = null;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quote !== null) {
      if (character === '\\' && quote === '"') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '#' && (index === 0 || /\s/.test(line[index - 1]))) return line.slice(0, index);
  }
  return line;
}

function toLines(text) {
  const lines = [];
  text.split('\n').forEach((raw, index) => {
    const line = withoutComment(raw).trimEnd();
    if (line.trim() === '') return;
    if (line.includes('\t')) throw new Error(`line ${index + 1}: tab in indentation`);
    lines.push({ number: index + 1, indent: line.length - line.trimStart().length, text: line.trim() });
  });
  return lines;
}

function scalar(text, number) {
  const value = text.replace(/^!\w+(\s+|$)/, '').trim();
  if (value === '') return null;
  if (/^[&*{|>]/.test(value)) throw new Error(`line ${number}: unsupported YAML (${value.slice(0, 20)})`);
  try {
    if (value.startsWith('"') || value.startsWith('[')) return JSON.parse(value);
  } catch {
    throw new Error(`line ${number}: unsupported quoted or flow value`);
  }
  if (value.startsWith("'")) {
    if (!value.endsWith("'") || value.length < 2) throw new Error(`line ${number}: unterminated quote`);
    return value.slice(1, -1).replaceAll("''", "'");
  }
  return value;
}

function readSequence(lines, start, indent) {
  const items = [];
  let index = start;
  while (index < lines.length && lines[index].indent === indent && lines[index].text.startsWith('- ')) {
    const item = lines[index].text.slice(2);
    if (/^[^"'[\s][^:]*:(\s|$)/.test(item)) throw new Error(`line ${lines[index].number}: mapping inside a sequence`);
    items.push(scalar(item, lines[index].number));
    index += 1;
  }
  return [items, index];
}

function readMapping(lines, start, indent) {
  const mapping = {};
  let index = start;
  while (index < lines.length && lines[index].indent === indent) {
    const { text, number } = lines[index];
    const match = /^([^\s:#'"-][^:]*?):(\s+(.*))?$/.exec(text);
    if (match === null) throw new Error(`line ${number}: expected "key: value", found ${text.slice(0, 40)}`);
    const key = match[1];
    if (Object.hasOwn(mapping, key)) throw new Error(`line ${number}: duplicate key ${key}`);
    const rest = (match[3] ?? '').replace(/^!\w+\s*$/, '');
    index += 1;
    if (rest === '' && index < lines.length && lines[index].indent > indent) {
      [mapping[key], index] = readBlock(lines, index, lines[index].indent);
    } else {
      mapping[key] = scalar(rest, number);
    }
  }
  return [mapping, index];
}

function readBlock(lines, start, indent) {
  return lines[start].text.startsWith('- ') ? readSequence(lines, start, indent) : readMapping(lines, start, indent);
}

/** Parses a compose file's text into plain objects, arrays and strings; throws on what the subset lacks. */
export function readComposeYaml(text) {
  const lines = toLines(text);
  if (lines.length === 0) return {};
  const [document, next] = readBlock(lines, 0, lines[0].indent);
  if (next < lines.length) throw new Error(`line ${lines[next].number}: unexpected indentation`);
  return document;
}
