import { useLingui } from '@lingui/react/macro';
import type { CardColour, CardType } from '@site/domain/catalogue';

/** Colours of our own card illustrations; text colours keep at least 4.5:1 contrast. */
const PALETTE: Record<CardColour, { fill: string; band: string; text: string }> = {
  green: { fill: '#2e7d32', band: '#1b5e20', text: '#ffffff' },
  blue: { fill: '#1565c0', band: '#0d47a1', text: '#ffffff' },
  red: { fill: '#c62828', band: '#8e1b1b', text: '#ffffff' },
  gold: { fill: '#d4a72c', band: '#a87f12', text: '#1a1a1a' },
  black: { fill: '#1f1f1f', band: '#444444', text: '#ffffff' },
  white: { fill: '#ffffff', band: '#d5dbe1', text: '#1a1a1a' },
};

/** Greedy word wrap; a slash also allows a break ('Supervisor/', 'Manager'). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.replaceAll('/', '/ ').split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).replace('/ ', '/').length <= width) {
      lines[lines.length - 1] = last.endsWith('/') ? last + word : `${last} ${word}`;
    } else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * A simple illustration of a skills card in its colour: a photo silhouette, the card name and
 * a few lines standing for the printed details. Drawn for this site; not the official artwork.
 */
export function CardImage({ card, className }: { card: CardType; className?: string }) {
  const { t } = useLingui();
  const colours = PALETTE[card.colour];
  const { name } = card;
  const lines = wrap(name, 13);
  const caption = t({
    comment:
      'Printed along the bottom of our drawing of a CSCS card; keep it short (about 30 letters at most)',
    message: 'Construction skills card',
  });
  return (
    <svg
      className={className}
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-label={t`Illustration of the ${name} card`}
    >
      <rect
        x="2"
        y="2"
        width="316"
        height="196"
        rx="16"
        fill={colours.fill}
        stroke="#1a1a1a"
        strokeWidth="2"
      />
      <path d="M2 150H318V182A16 16 0 0 1 302 198H18A16 16 0 0 1 2 182Z" fill={colours.band} />
      <rect
        x="24"
        y="28"
        width="80"
        height="100"
        rx="8"
        fill="#ffffff"
        stroke="#1a1a1a"
        strokeWidth="1.5"
      />
      <circle cx="64" cy="62" r="18" fill="#9aa5b1" />
      <path d="M34 124c4-24 18-34 30-34s26 10 30 34z" fill="#9aa5b1" />
      {lines.map((line, index) => (
        <text
          key={line}
          x="124"
          y={50 + index * 22}
          fill={colours.text}
          fontFamily="system-ui, sans-serif"
          fontSize="19"
          fontWeight="700"
        >
          {line}
        </text>
      ))}
      <rect x="124" y="110" width="150" height="8" rx="4" fill={colours.text} opacity="0.55" />
      <rect x="124" y="124" width="110" height="8" rx="4" fill={colours.text} opacity="0.55" />
      <text
        x="24"
        y="180"
        fill={colours.text}
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fontWeight="600"
        // A longer caption in another language is squeezed to the card's width.
        {...(caption.length > 30
          ? { textLength: 272, lengthAdjust: 'spacingAndGlyphs' as const }
          : {})}
      >
        {caption}
      </text>
    </svg>
  );
}
