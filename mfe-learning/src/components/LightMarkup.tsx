import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Renders the lessons' light markup as React elements, never as HTML: any tag in the text stays
 * visible text. Blank lines separate blocks; '- ' lines make a bullet list, '1. ' lines a numbered
 * list, other lines a paragraph; inline **bold** and *italic*.
 */

type Block =
  { kind: 'paragraph'; lines: string[] } | { kind: 'bullets'; lines: string[] } | { kind: 'steps'; lines: string[] };

const bulletPattern = /^[-*]\s+/;
const stepPattern = /^\d+\.\s+/;

function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let continuesBlock = false;

  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      continuesBlock = false;
      continue;
    }
    const kind: Block['kind'] = bulletPattern.test(line) ? 'bullets' : stepPattern.test(line) ? 'steps' : 'paragraph';
    const content = line.replace(kind === 'bullets' ? bulletPattern : kind === 'steps' ? stepPattern : '', '');
    const last = blocks[blocks.length - 1];
    if (continuesBlock && last?.kind === kind) {
      last.lines.push(content);
    } else {
      blocks.push({ kind, lines: [content] });
    }
    continuesBlock = true;
  }
  return blocks;
}

const emphasisPattern = /\*\*(.+?)\*\*|\*(.+?)\*/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let lastIndex = 0;
  for (const match of text.matchAll(emphasisPattern)) {
    const [whole, bold, italic] = match;
    if (match.index > lastIndex) nodes.push(text.slice(lastIndex, match.index));
    nodes.push(
      bold !== undefined ? (
        <strong key={match.index}>{renderInline(bold)}</strong>
      ) : (
        <em key={match.index}>{italic}</em>
      ),
    );
    lastIndex = match.index + whole.length;
  }
  if (lastIndex < text.length) nodes.push(text.slice(lastIndex));
  return nodes;
}

const Prose = styled.div`
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

export function LightMarkup({ text }: { text: string }) {
  return (
    <Prose>
      {parseBlocks(text).map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{renderInline(block.lines.join(' '))}</p>;
        const items = block.lines.map((line, itemIndex) => <li key={itemIndex}>{renderInline(line)}</li>);
        return block.kind === 'bullets' ? <ul key={index}>{items}</ul> : <ol key={index}>{items}</ol>;
      })}
    </Prose>
  );
}
