import { Illustration } from './illustration';

/**
 * A home simulator bay: the impact screen shows a fairway, the ball's flight and its shot data;
 * the mat and ball sit below. Our own drawing, inline so it costs no request and never shifts.
 */
export function SimScreenIllustration({ width = 560 }: { width?: number }) {
  return (
    <Illustration
      viewWidth={560}
      viewHeight={400}
      width={width}
      label="A golf simulator screen showing the ball's flight over a fairway and its shot data"
    >
      <defs>
        <linearGradient id="sim-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7cc6f2" />
          <stop offset="1" stopColor="#d9f0fb" />
        </linearGradient>
        <linearGradient id="sim-grass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5fae54" />
          <stop offset="1" stopColor="#2e7d32" />
        </linearGradient>
      </defs>
      <rect width="560" height="400" rx="24" fill="#13291b" />
      <rect x="36" y="28" width="488" height="276" rx="6" fill="#0b1a11" />
      <g transform="translate(44 36)">
        <rect width="472" height="260" fill="url(#sim-sky)" />
        <path d="M0 132 Q120 112 236 122 T472 118 V260 H0Z" fill="url(#sim-grass)" />
        <path d="M196 260 L226 126 Q236 121 250 126 L330 260Z" fill="#7bc86c" />
        <path d="M214 260 L232 150 M266 260 L244 150" stroke="#8fd27f" strokeWidth="3" />
        <g fill="#1e5a28">
          <circle cx="48" cy="116" r="16" />
          <circle cx="74" cy="112" r="20" />
          <circle cx="104" cy="118" r="13" />
          <circle cx="390" cy="112" r="18" />
          <circle cx="418" cy="108" r="22" />
          <circle cx="448" cy="114" r="15" />
        </g>
        <path d="M244 127 v-22" stroke="#ffffff" strokeWidth="2" />
        <path d="M245 105 l12 4 -12 4z" fill="#f4c542" />
        <path d="M236 252 C 250 120, 300 40, 330 96" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
        <path d="M236 252 C 250 120, 300 40, 330 96" fill="none" stroke="#f4c542" strokeWidth="2" strokeLinecap="round" strokeDasharray="2 8" />
        <circle cx="330" cy="96" r="5" fill="#ffffff" stroke="#1c2421" strokeWidth="1.5" />
        <g transform="translate(14 14)">
          <rect width="196" height="92" rx="10" fill="#0f2417" opacity="0.88" />
          <g fontFamily="system-ui, sans-serif" fill="#ffffff">
            <text x="14" y="26" fontSize="11" fill="#a9c9b2" letterSpacing="1">CARRY</text>
            <text x="182" y="26" fontSize="15" fontWeight="700" textAnchor="end">245.3 yd</text>
            <text x="14" y="52" fontSize="11" fill="#a9c9b2" letterSpacing="1">BALL SPEED</text>
            <text x="182" y="52" fontSize="15" fontWeight="700" textAnchor="end">148 mph</text>
            <text x="14" y="78" fontSize="11" fill="#a9c9b2" letterSpacing="1">LAUNCH</text>
            <text x="182" y="78" fontSize="15" fontWeight="700" textAnchor="end">12.4°</text>
          </g>
        </g>
      </g>
      <path d="M96 392 L164 318 H396 L464 392Z" fill="#2e7d32" />
      <path d="M150 392 L196 330 H364 L410 392Z" fill="#3b8f3f" />
      <rect x="277" y="350" width="6" height="12" rx="2" fill="#f4c542" />
      <circle cx="280" cy="345" r="9" fill="#ffffff" />
      <circle cx="277" cy="342" r="1.4" fill="#c5d1ca" />
      <circle cx="283" cy="343" r="1.4" fill="#c5d1ca" />
      <circle cx="280" cy="348" r="1.4" fill="#c5d1ca" />
    </Illustration>
  );
}
