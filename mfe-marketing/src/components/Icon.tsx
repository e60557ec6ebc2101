import styled from 'styled-components';

/** Stroke icons drawn inline (24x24 grid): no request, no icon library in the bundle. */
const iconPaths = {
  unlock: 'M6 11h12v10H6z M9 11V7a3 3 0 0 1 5.8-1',
  target:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z M9 12l2 2 4-4',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8z',
  spark: 'M12 3v4 M12 17v4 M3 12h4 M17 12h4 M6 6l2.5 2.5 M15.5 15.5L18 18 M6 18l2.5-2.5 M15.5 8.5L18 6',
  trend: 'M3 17l6-6 4 4 8-8 M15 7h6v6',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
  dollar: 'M12 2v20 M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M3 12h18 M12 3c3 3.5 3 14.5 0 18 M12 3c-3 3.5-3 14.5 0 18',
  users:
    'M9 4.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 4.6a3.5 3.5 0 0 1 0 6.8 M21 20c0-2.8-1.7-5-4-5.7',
  calendar: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z M3 10h18 M8 3v4 M16 3v4',
  book: 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2V5z M4 20a2 2 0 0 0 2 1h14v-3',
  chat: 'M4 5h16v11H9l-5 4V5z M8 9h8 M8 12h5',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z M3 7l9 6 9-6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  check: 'M5 12l5 5 9-10',
  lock: 'M6 11h12v10H6z M9 11V8a3 3 0 0 1 6 0v3',
  file: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  cookie: 'M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3.5A3 3 0 0 1 14 5a2 2 0 0 1-2-2z M9 10h.01 M14 15h.01 M9 15h.01',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z M20 20l-4-4',
  chevronDown: 'M6 9l6 6 6-6',
  arrowLeft: 'M19 12H5 M11 6l-6 6 6 6',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6 M12 17h.01',
} as const;

export type IconName = keyof typeof iconPaths;

const Svg = styled.svg`
  flex: none;
  display: inline-block;
`;

/** A decorative icon; the text beside it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </Svg>
  );
}
